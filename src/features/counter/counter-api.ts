import type { MerchantOutlet, VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { BASE } from '../../shared/base-path.ts';
import { ApiCallError, requestJson } from '../../lib/http.ts';
import type { StaffRole } from '../../shared/admin/roles.ts';

/**
 * The counter's one API client (the only module of the counter that calls the server): the back office API
 * on this origin through the one HTTP layer (src/lib/http.ts), with the staff session cookie (HttpOnly, set by POST
 * /session). ofetch sends JSON bodies as application/json; the browser adds this origin's Origin header to every
 * POST and DELETE.
 */
const API = `${BASE}/admin/api`;

export type { StaffRole };

export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** A refusal of the API (the one error type of every client, src/lib/http.ts): status, code, message, field, reason. */
export { ApiCallError };

async function send<T>(path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const res = await requestJson<T>(`${API}${path}`, { method, ...(body === undefined ? {} : { body: body as Record<string, unknown> }) });
  return res._data as T;
}

/** Who is signed in on this device, or null. */
export async function currentStaff(): Promise<StaffIdentity | null> {
  try {
    return await send<StaffIdentity>('/session', 'GET');
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) return null;
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
    // nothing more the counter can do
  }
}

export const listOutlets = () => send<MerchantOutlet[]>(`/merchant-outlets?range=${encodeURIComponent('[0,99]')}`, 'GET');

export const lookUpVoucher = (code: string) => send<VoucherAtCounter>('/redemptions/lookup', 'POST', { code });

export const redeemVoucher = (code: string, outletId: number, amount?: number) =>
  send<VoucherAtCounter>('/redemptions', 'POST', { code, outlet_id: outletId, ...(amount !== undefined ? { amount } : {}) });
