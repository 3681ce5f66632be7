import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import type { StaffRole } from '../../src/shared/admin/roles.ts';

const BASE = '/UgiftWeb';

/**
 * The one seeded account the e2e suite uses: the bootstrap admin, and only to create each test's own staff
 * (docs/decisions/0252-e2e-set-up-data.md). A real deployment has the same single root: its first admin
 * (`npm run staff -- create`), who creates everyone else.
 */
const ROOT_ADMIN = { email: 'admin@ugift.test', password: 'ugift-staff-demo' };

/** A staff account of the test's own. */
export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  name: string;
}

export interface StaffOptions {
  /** the name the console and the counter show; "E2E <role>" unless told */
  name?: string;
  /** a merchant's brand (required for a merchant) */
  brandId?: number;
  /** the country the console's lists start filtered to (decision 0238); Singapore, as the demo staff, unless told */
  marketCountryId?: number | null;
}

/** A request context signed in to the back office (its own cookie jar). */
export async function staffApi(baseURL: string, staff: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const res = await api.post(`${BASE}/admin/api/session`, { data: { email: staff.email, password: staff.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** A staff account of a role, made through the admin API by the bootstrap admin (a fresh e-mail and password each time). */
export async function aStaff(baseURL: string, role: StaffRole, options: StaffOptions = {}): Promise<TestStaff> {
  const admin = await staffApi(baseURL, ROOT_ADMIN);
  try {
    const email = `e2e-${role}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@staff.test`;
    const password = `e2e-${randomBytes(9).toString('base64url')}`;
    const name = options.name ?? `E2E ${role}`;
    const res = await admin.post(`${BASE}/admin/api/staff`, {
      data: {
        email,
        name,
        role,
        password,
        brand_id: options.brandId ?? null,
        market_country_id: options.marketCountryId === undefined ? 2 : options.marketCountryId,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { id: Number(((await res.json()) as { id: string | number }).id), email, password, role, name };
  } finally {
    await admin.dispose();
  }
}

/**
 * The origin a request context talks to (the suite's server, or a spec's own): helpers that are given only the
 * member's request context make their staff on the same server.
 */
export async function baseURLOf(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${BASE}/healthz`);
  expect(res.status()).toBe(200);
  return new URL(res.url()).origin;
}
