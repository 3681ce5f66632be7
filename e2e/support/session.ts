import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/** The e2e server runs on the documented development key. */
const SIGNING_KEY = process.env.API_SIGNING_SECRET ?? 'ugift-dev-signing-secret';

export interface Session {
  authAPI: { api_token: string; api_token_expiry: number };
  authUser: Record<string, unknown> & { member_id: number };
}

export async function apiToken(request: APIRequestContext): Promise<{ api_token: string; api_token_expiry: number }> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const api_key = createHmac('sha256', SIGNING_KEY).update(timestamp).digest('hex');
  const res = await request.post('/UgiftWeb/api/token', { form: { option: 'get_api_token', source: 'web', timestamp, api_key } });
  const body = await res.json();
  if (!body.success) throw new Error(`get_api_token failed: ${body.message}`);
  return { api_token: body.api_token, api_token_expiry: body.api_token_expiry };
}

/** Calls an option with a bearer token, as the shop's client does. */
export async function callOption(
  request: APIRequestContext,
  token: string,
  group: string,
  option: string,
  form: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const res = await request.post(`/UgiftWeb/api/${group}`, {
    form: { option, ...form },
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: res.status(), body: await res.json() };
}

/** Logs in through the API (phone is prefix + number, e.g. "6581234567"). */
export async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<Session> {
  const authAPI = await apiToken(request);
  const { body } = await callOption(request, authAPI.api_token, 'account', 'login', { phone_number: phone, password });
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  // A login answers a fresh token and retires the old one (docs/decisions/0091).
  return { authAPI: { api_token: body.api_token, api_token_expiry: body.api_token_expiry }, authUser: body.data };
}

/** Puts a session into the page's storage before any script runs, as a logged-in shopper would have it. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('authUser')) {
      localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
      localStorage.setItem('authUser', JSON.stringify(s.authUser));
      localStorage.setItem('country', String(s.authUser.country_id || 2));
    }
  }, session);
}
