import type { MerchantOutlet, VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { BASE } from '../../shared/base-path.ts';
import type { StaffRole } from '../../shared/admin/roles.ts';

/**
 * The counter station's one API client (the only module of the station that calls fetch): the back office API on this
 * origin, with the staff session cookie (HttpOnly, set by POST /session). JSON bodies go with content-type
 * application/json; the browser adds this origin's Origin header to every POST and DELETE.
 */
const API = `${BASE}/admin/api`;

export type { StaffRole };

export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** A refusal of the API: the HTTP status and the error body's code, message, field and reason. */
export class StationApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly reason?: string;

  constructor(status: number, body: { code?: string; message?: string; field?: string; reason?: string }) {
    super(body.message || (status === 0 ? 'The server cannot be reached: check the connection and try again' : `Error ${status}`));
    this.name = 'StationApiError';
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'network' : 'error');
    this.field = body.field;
    this.reason = body.reason;
  }
}

async function send<T>(path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new StationApiError(0, {});
  }
  const data = (await res.json().catch(() => ({}))) as T & { code?: string; message?: string; field?: string; reason?: string };
  if (!res.ok) throw new StationApiError(res.status, data);
  return data;
}

/** Who is signed in on this device, or null. */
export async function currentStaff(): Promise<StaffIdentity | null> {
  try {
    return await send<StaffIdentity>('/session', 'GET');
  } catch (error) {
    if (error instanceof StationApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const signIn = (email: string, password: string, otp?: string) =>
  send<StaffIdentity>('/session', 'POST', { email, password, ...(otp ? { otp } : {}) });

/** Ends the session on the server; a server that cannot be reached leaves the cookie to its idle timeout. */
export async function signOut(): Promise<void> {
  try {
    await send('/session', 'DELETE');
  } catch {
    // nothing more the station can do
  }
}

export const listOutlets = () => send<MerchantOutlet[]>(`/merchant-outlets?range=${encodeURIComponent('[0,99]')}`, 'GET');

export const lookUpVoucher = (code: string) => send<VoucherAtCounter>('/redemptions/lookup', 'POST', { code });

export const redeemVoucher = (code: string, outletId: number, amount?: number) =>
  send<VoucherAtCounter>('/redemptions', 'POST', { code, outlet_id: outletId, ...(amount !== undefined ? { amount } : {}) });
