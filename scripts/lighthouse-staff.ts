/**
 * The staff pages of npm run lighthouse (decision 0277): the counter as a merchant's phone opens it (signed in, its
 * outlet kept on the device) and the back office's first list as staff open it on a desktop. The audit server's own
 * admin makes a merchant of a brand with an outlet; both sign in through the admin API like the pages do.
 */
import { chromium, type CDPSession } from 'playwright-core';

const API = '/UgiftWeb/admin/api';

export interface StaffSessions {
  admin: string;
  merchant: string;
  outletId: number;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${API}/session`, {
    method: 'POST',
    // the admin API takes changes from the back office's own origin only
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ugift_staff='));
  if (!res.ok || !cookie) throw new Error(`staff sign-in as ${email}: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0].slice('ugift_staff='.length);
}

async function adminCall<T>(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${API}${path}`, {
    method,
    headers: { cookie: `ugift_staff=${cookie}`, 'content-type': 'application/json', origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs the audit's admin in, and makes and signs in a merchant of the brand of the shop's first outlet. */
export async function prepareStaff(base: string, admin: { email: string; password: string }): Promise<StaffSessions> {
  const adminCookie = await signIn(base, admin.email, admin.password);
  const [outlet] = await adminCall<Array<{ id: number; product_id: number }>>(base, adminCookie, 'GET', '/outlets?range=[0,0]');
  if (!outlet) throw new Error('the audit server has no outlet to stand a counter in');
  const product = await adminCall<{ brand_id: number }>(base, adminCookie, 'GET', `/products/${outlet.product_id}`);
  const merchant = { email: `lighthouse-merchant-${Date.now()}@ugift.test`, password: `${admin.password}-m` };
  await adminCall(base, adminCookie, 'POST', '/staff', {
    ...merchant,
    name: 'Lighthouse counter',
    role: 'merchant',
    brand_id: product.brand_id,
    outlet_ids: [outlet.id],
  });
  return { admin: adminCookie, merchant: await signIn(base, merchant.email, merchant.password), outletId: outlet.id };
}

/** The HTTP cache, Cache Storage, IndexedDB and service workers of the origin cleared, as for a cold visit. */
export async function coldCaches(cdp: CDPSession, base: string): Promise<void> {
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb' });
  await cdp.send('Network.clearBrowserCache');
}

/**
 * Puts a staff session in the audit browser for the next run (Lighthouse keeps storage for it): the session cookie,
 * the counter's outlet where given, and the HTTP cache, Cache Storage and service workers cleared as for a cold visit.
 */
export async function signInStaffBrowser(port: number, base: string, cookie: string, outletId?: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/UgiftWeb/healthz`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCookie', {
      name: 'ugift_staff',
      value: cookie,
      url: `${base}/UgiftWeb/admin`,
      path: '/UgiftWeb/admin',
      httpOnly: true,
      secure: base.startsWith('https:'),
      sameSite: 'Strict',
    });
    await page.evaluate((id) => {
      localStorage.clear();
      if (id) localStorage.setItem('ugift.counter.outlet', String(id));
    }, outletId ?? null);
    await coldCaches(cdp, base);
    await page.close();
  } finally {
    await browser.close();
  }
}
