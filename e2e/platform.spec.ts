import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';

/** Content pages, 404/500, security headers, the manifest and the service worker. */

const CONTENT = [
  { path: 'privacy-policy', eng: 'Privacy Policy', cn: '隐私政策', jp: 'プライバシーポリシー' },
  { path: 'terms-n-conditions', eng: 'Terms & Conditions', cn: '条款与条件', jp: '利用規約' },
  { path: 'support', eng: 'Support', cn: '客服支持', jp: 'サポート' },
  { path: 'contact-us', eng: 'Contact Us', cn: '联系我们', jp: 'お問い合わせ' },
] as const;

test('content pages are pre-rendered in English, Chinese and Japanese without any script', async ({ page }) => {
  for (const c of CONTENT) {
    for (const lang of ['eng', 'cn', 'jp'] as const) {
      const url = lang === 'eng' ? `/UgiftWeb/${c.path}` : `/UgiftWeb/${c.path}/${lang}`;
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: c[lang] })).toBeVisible();
      await expect(page.locator('script')).toHaveCount(0);
      await expect(page.locator('astro-island')).toHaveCount(0);
    }
  }
});

test('the privacy policy says where data is stored and which law governs it', async ({ page }) => {
  await page.goto('/UgiftWeb/privacy-policy');
  const article = page.locator('article');
  await expect(article).toContainText('stored on servers located in Singapore');
  await expect(article).toContainText('governed by the laws of Singapore');
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shot(page, 'platform-privacy-policy');
  await expectAccessible(page);
  // The language switcher is a plain link to the translated page.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/UgiftWeb\/privacy-policy\/cn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('article')).toContainText('新加坡');
});

test('the terms have their sections and cap liability at six months of purchases', async ({ page }) => {
  await page.goto('/UgiftWeb/terms-n-conditions');
  for (const section of [
    'Ownership',
    'Use of the service',
    'Electronic communications',
    'Third parties',
    'Prices and payment',
    'eVouchers',
    'Disclaimer',
    'Limitation of liability',
    'Governing law',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
  }
  await expect(page.locator('article')).toContainText('in the six months before the event');
  await page.goto('/UgiftWeb/terms-n-conditions/jp');
  await expect(page.locator('article')).toContainText('6 か月間');
  await shot(page, 'platform-terms-jp');
  await expectAccessible(page);
});

test('support and contact us show the support e-mail and the 48-hour reply promise', async ({ page }) => {
  await page.goto('/UgiftWeb/support');
  await expect(page.getByRole('link', { name: 'support@ugift.sg' })).toHaveAttribute('href', 'mailto:support@ugift.sg');
  await expect(page.locator('article')).toContainText('We reply within 48 hours.');
  await page.goto('/UgiftWeb/contact-us');
  await expect(page.locator('header.topbar')).toHaveCSS('background-color', 'rgb(31, 95, 214)');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/UgiftWeb/profile');
  await expect(page.getByRole('img', { name: 'An envelope with a speech bubble' })).toBeVisible();
  await expect(page.locator('article')).toContainText('within 48 hours');
  await shot(page, 'platform-contact-us');
  await expectAccessible(page);
  await page.goto('/UgiftWeb/contact-us/cn');
  await expect(page.locator('article')).toContainText('48 小时内');
  await shot(page, 'platform-contact-us-cn');
});

test('an unknown route under the base path answers the 404 page with status 404 and a Back link', async ({ page }) => {
  for (const path of ['/UgiftWeb/no-such-page', '/UgiftWeb/deep/unknown/route', '/UgiftWeb/privacy-policy/fr']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, page not found' })).toBeVisible();
  }
  await expect(page.locator('script')).toHaveCount(0);
  await shot(page, 'platform-404');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back', exact: true }).last().click();
  await expect(page).toHaveURL(/\/UgiftWeb\/home$/);
});

test('the 500 page says Internal Server Error with a back link', async ({ page }) => {
  await page.goto('/UgiftWeb/500');
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
  await expect(page.locator('.status-page').getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/UgiftWeb/home');
  await shot(page, 'platform-500');
  await expectAccessible(page);
});

test('pages, API answers and the 404 carry the security headers', async ({ request }) => {
  const api = await request.post('/UgiftWeb/api/token', { form: { option: 'get_api_token' } });
  for (const res of [
    await request.get('/UgiftWeb/home'),
    await request.get('/UgiftWeb/privacy-policy'),
    await request.get('/UgiftWeb/nothing-here'),
    api,
  ]) {
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    if (res !== api) expect(h['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  // an API answer is data: its policy lets nothing load at all (decision 0224)
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('the manifest makes the shop installable', async ({ page, request }) => {
  await page.goto('/UgiftWeb/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/UgiftWeb/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Ugift'),
    short_name: 'Ugift',
    display: 'standalone',
    theme_color: '#1f5fd6',
    scope: '/UgiftWeb/',
  });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('after one visit the service worker serves visited pages offline, shows the offline notice, and caches no API answer', async ({
  page,
  context,
}) => {
  await page.goto('/UgiftWeb/home');
  await hydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the page (clients.claim) and has precached the shell.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
  await page.goto('/UgiftWeb/support');
  // An API call through the page, then check that nothing under /api/ landed in any cache.
  await page.goto('/UgiftWeb/home');
  await hydrated(page);
  const status = await page.evaluate(
    async () => (await fetch('/UgiftWeb/api/token', { method: 'POST', body: new URLSearchParams({ option: 'get_api_token' }) })).status,
  );
  expect(status).toBeGreaterThanOrEqual(400);

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await shot(page, 'platform-offline-home');

  await page.goto('/UgiftWeb/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  // A page this device never saved: the worker's offline page, not the browser's error.
  await page.goto('/UgiftWeb/never-visited-page');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await shot(page, 'platform-offline-page');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/UgiftWeb/home');
  expect(cached.filter((u) => /\/api\/|\/media\//.test(u))).toEqual([]);
  await context.setOffline(false);
  await page.goto('/UgiftWeb/home');
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden();
});
