import { checkAdminAnswer } from './admin-contract.ts';
import type { TestApp } from './test-app.ts';

export const ADMIN = '/UgiftWeb/admin/api';
export const ORIGIN = 'http://localhost';

/** An admin answer: the tests read whatever fields they check (the resources' shapes are in src/shared/admin). */
// biome-ignore lint/suspicious/noExplicitAny: answers of many resources, read field by field in the tests
type Body = any;

export interface StaffClient {
  cookie: string;
  email: string;
  /** a JSON request to the admin API with the session cookie and the shop's Origin */
  req(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Body; headers: Headers }>;
}

/** A JSON request to the admin API (no cookie unless given). */
export async function adminRequest(t: TestApp, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.request(`${ADMIN}${path}`, {
    method,
    headers: { origin: ORIGIN, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  // every answer against its resource's record schema, every refusal against the failure shape (decision 0250)
  checkAdminAnswer(method, path, res.status, parsed);
  return { status: res.status, body: parsed as Body, headers: res.headers };
}

/** Signs a staff member in to the admin API; answers a client that sends the session cookie. */
export async function signedIn(t: TestApp, email: string, password: string, otp?: string): Promise<StaffClient> {
  const res = await t.app.request(`${ADMIN}/session`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password, ...(otp ? { otp } : {}) }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return {
    cookie,
    email,
    req: (method, path, body, headers = {}) => adminRequest(t, method, path, body, { cookie, ...headers }),
  };
}
