import { readdirSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { clippedText } from './support/clipping.ts';
import { test, expect, hydrated, expectAccessible, shot } from './support/fixtures.ts';
import { DEMO } from './support/demo-member.ts';
import { apiLogin, callOption, useSession } from './support/session.ts';

/**
 * The sweep of every route of src/pages, as a guest and as the demo member, in eng, cn and jp at 390x844: axe with the
 * WCAG 2.2 A and AA rules, a screenshot kept for a person to look at (e2e-screenshots/sweep/<route>-<role>-
 * <lang>.png), and no clipped text. One test per route and role checks the three languages in turn.
 */
const PAGES = path.resolve(import.meta.dirname, '../src/pages');
const CONTENT = ['privacy-policy', 'terms-n-conditions', 'support', 'contact-us'];
// index and logout only redirect; 404/500 are checked below; admin is the staff console, swept by admin-console.spec.ts;
// merchant is the counter, swept by counter.spec.ts
const SKIP = new Set(['index', 'logout', '404', '500', 'admin', 'merchant']);
const ROUTES = readdirSync(PAGES)
  .filter((f) => f.endsWith('.astro'))
  .map((f) => f.replace(/\.astro$/, ''))
  .filter((r) => !SKIP.has(r))
  .sort();

type Ids = { orderId: string; shareId: string; voucherId: string; udollarId: string };
let ids: Ids = { orderId: '', shareId: '', voucherId: '', udollarId: '' };

test.beforeAll(async ({ baseURL }) => {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const session = await apiLogin(request, DEMO.phone, DEMO.password);
    const token = session.authAPI.api_token;
    const table = (b: Record<string, unknown>) => (Array.isArray(b.table) ? b.table : []) as Array<Record<string, unknown>>;
    const orders = table((await callOption(request, token, 'order', 'list_order', { filter_by: 'purchased', limit: '20' })).body);
    const paid = orders.find((o) => o.payment_status === 'Paid') ?? orders[0];
    const orderId = String(paid?.id ?? paid?.order_id ?? '');
    const detail = orderId ? (await callOption(request, token, 'order', 'detail_order', { order_id: orderId })).body : {};
    const vouchers = table((await callOption(request, token, 'evoucher', 'list_evoucher', { limit: '5' })).body);
    const cards = table((await callOption(request, token, 'basket', 'list_udollar_giftcards', {})).body);
    ids = {
      orderId,
      shareId: String((detail.table as Record<string, unknown> | undefined)?.share_id ?? ''),
      voucherId: String(vouchers[0]?.id ?? ''),
      udollarId: String(cards[0]?.id ?? ''),
    };
  } finally {
    await request.dispose();
  }
});

/** The URL of a route, with the seeded object it shows. */
function urlOf(route: string): string {
  const query: Record<string, string> = {
    'product-details': 'id=1',
    'gift-card-product': 'id=1',
    campaign: 'id=25',
    'order-details': `id=${ids.orderId}`,
    'view-vouchers': `id=${ids.orderId}`,
    'payment-status': `id=${ids.orderId}`,
    'voucher-details': `id=${ids.voucherId}`,
    'giftcard-share': `id=${ids.shareId}`,
    'udollar-history': `id=${ids.udollarId}`,
    products: 'category_id=1',
  };
  return `/UgiftWeb/${route}${query[route] ? `?${query[route]}` : ''}`;
}

async function sweep(page: import('@playwright/test').Page, url: string, name: string) {
  for (const lang of ['eng', 'cn', 'jp']) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    await expectAccessible(page);
    await shot(page, `sweep/${name}-${lang}`);
    expect.soft(await clippedText(page), `clipped text on ${name} in ${lang}`).toEqual([]);
  }
}

for (const route of ROUTES.filter((r) => !CONTENT.includes(r))) {
  test(`axe, guest: ${route}`, async ({ page }) => {
    await page.goto('/UgiftWeb/home');
    await sweep(page, urlOf(route), `${route}-guest`);
  });

  test(`axe, member: ${route}`, async ({ page, request }) => {
    await useSession(page, await apiLogin(request, DEMO.phone, DEMO.password));
    await page.goto('/UgiftWeb/home');
    await sweep(page, urlOf(route), `${route}-member`);
  });
}

test('axe: content pages in eng, cn and jp, and the 404 page', async ({ page }) => {
  for (const route of CONTENT) {
    for (const suffix of ['', '/cn', '/jp']) {
      await page.goto(`/UgiftWeb/${route}${suffix}`);
      await expectAccessible(page);
    }
  }
  await page.goto('/UgiftWeb/no-such-page');
  await expectAccessible(page);
});
