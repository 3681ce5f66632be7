import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { BASE } from '../../shared/base-path.ts';
import type { DashboardStats } from '../../shared/admin/dashboard.ts';
import { requestBlob, requestJson } from '../../lib/http.ts';

/**
 * The back office's one API client: react-admin's simple REST provider on /UgiftWeb/admin/api, with the session
 * cookie, over the one HTTP layer (src/lib/http.ts): ofetch underneath, and every refusal an ApiCallError (status,
 * code, reason, field, message), which react-admin shows by its message and its auth provider reads by its status.
 */
export const ADMIN_API = `${BASE}/admin/api`;

type RaOptions = { method?: string; body?: BodyInit | null; headers?: HeadersInit; signal?: AbortSignal | null };

/** ra-data-simple-rest's httpClient: its answer shape ({ status, headers, body, json }) from one requestJson. */
async function httpClient(url: string, options: RaOptions = {}) {
  const headers = Object.fromEntries(new Headers(options.headers ?? {}).entries());
  if (typeof options.body === 'string') headers['content-type'] ??= 'application/json';
  const res = await requestJson<unknown>(url, {
    method: (options.method ?? 'GET') as 'GET',
    headers,
    body: options.body ?? undefined,
    signal: options.signal ?? undefined,
  });
  return { status: res.status, headers: res.headers, body: JSON.stringify(res._data ?? null), json: res._data };
}

async function send<T>(
  path: string,
  init: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: FormData | Record<string, unknown> },
): Promise<T> {
  return (await requestJson<T>(`${ADMIN_API}${path}`, init))._data as T;
}

/** Uploads an image (checked by magic bytes and size on the server); answers the path the shop serves it from. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await send<{ url: string }>('/uploads', { method: 'POST', body: form })).url;
}

/** Uploads a track (MP3, Ogg or WAV by magic bytes, at most 10 MB); answers its path. */
export async function uploadAudio(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await send<{ url: string }>('/uploads/audio', { method: 'POST', body: form })).url;
}

type Upload = { rawFile?: File } | null | undefined;
type Uploads = Record<string, Upload | Upload[]>;

/** A form's ImageInput values (field -> { rawFile }) become uploaded paths before the record is saved. */
async function withUploads(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...data };
  const uploads = (out.uploads ?? {}) as Uploads;
  delete out.uploads;
  for (const [field, value] of Object.entries(uploads)) {
    if (Array.isArray(value)) {
      // a multiple ImageInput (a product's gallery): each new file is uploaded and appended in order
      const added: Array<{ image: string }> = [];
      for (const file of value as Upload[]) if (file?.rawFile) added.push({ image: await uploadImage(file.rawFile) });
      out[field] = [...((out[field] as Array<{ image: string }> | undefined) ?? []), ...added];
      continue;
    }
    if (!value?.rawFile) continue;
    const url = field === 'url' ? await uploadAudio(value.rawFile) : await uploadImage(value.rawFile);
    const [root, lang] = field.split('.');
    if (root === 'image' || root === 'url') out[root] = url;
    else if (root === 'i18n' && lang) {
      const i18n = (out.i18n ?? {}) as Record<string, Record<string, unknown>>;
      out.i18n = { ...i18n, [lang]: { ...(i18n[lang] ?? {}), image: url } };
    }
  }
  return out;
}

const rest = simpleRestProvider(ADMIN_API, httpClient);

const post = <T>(path: string, body?: Record<string, unknown>) => send<T>(path, { method: 'POST', body: body ?? {} });

export interface Reconciliation {
  ok: boolean;
  differences: Array<{ check: string; subject: string; expected: number; ledger: number }>;
}

/** The books against the records, now (admin, finance; decision 0236). */
export const reconciliation = () => send<Reconciliation>('/reconciliation', { method: 'GET' });

/** A list as the server writes it, formula-safe (GET /<resource>/export.csv with the list's filter and sort). */
export const exportCsv = (resource: string, query: URLSearchParams) => requestBlob(`${ADMIN_API}/${resource}/export.csv?${query}`);

export const dashboard = (days: number) => send<DashboardStats>(`/dashboard?days=${days}`, { method: 'GET' });

export const dataProvider: DataProvider & {
  refundOrder(id: number, method: 'payment' | 'udollar', items?: { evoucher_ids: number[]; udollar_card_ids: number[] }): Promise<unknown>;
  paySettlement(id: string): Promise<unknown>;
  reissueLink(id: number): Promise<{ reissue_link: { share_url: string } }>;
  reissueCode(orderId: number, voucherId: number): Promise<unknown>;
  cancelGroupGift(id: string): Promise<unknown>;
  resendGiftEmail(id: number): Promise<unknown>;
  readdressGiftEmail(id: number, email: string): Promise<unknown>;
} = {
  ...rest,
  create: async (resource, params) => rest.create(resource, { ...params, data: await withUploads(params.data) }),
  update: async (resource, params) => rest.update(resource, { ...params, data: await withUploads(params.data) }),
  refundOrder: (id, method, items) => post(`/orders/${id}/refund`, { method, ...(items ?? {}) }),
  paySettlement: (id) => post(`/settlements/${encodeURIComponent(id)}/pay`),
  reissueLink: (id) => post(`/orders/${id}/reissue-link`),
  reissueCode: (orderId, voucherId) => post(`/orders/${orderId}/vouchers/${voucherId}/reissue`),
  cancelGroupGift: (id) => post(`/group-gifts/${encodeURIComponent(id)}/cancel`),
  resendGiftEmail: (id) => post(`/orders/${id}/resend-email`),
  readdressGiftEmail: (id, email) => post(`/orders/${id}/readdress-email`, { email }),
};

export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'catalogue' | 'marketing' | 'support' | 'merchant' | 'finance';
  /** the staff member's market (decision 0238) */
  marketCountryId: number | null;
}

export const signIn = (email: string, password: string, otp?: string) =>
  send<StaffIdentity>('/session', { method: 'POST', body: { email, password, ...(otp ? { otp } : {}) } });
export const signOut = () => send('/session', { method: 'DELETE' });
export const whoAmI = () => send<StaffIdentity>('/session', { method: 'GET' });

export const startTotp = () => post<{ secret: string; otpauth_url: string }>('/session/totp');
export const confirmTotp = (secret: string, code: string, password: string) =>
  post<{ totp: boolean }>('/session/totp/confirm', { secret, code, password });
