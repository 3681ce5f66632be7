import type { Page, Route } from '@playwright/test';
import { test, expect, hydrated } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { useSession } from './support/session.ts';

/** Islands start after the first paint, and a guest's login prompt is part of it (decision 0226). */

/** Holds every script of the build until `release()`: what the page shows then is the prerendered HTML alone. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/UgiftWeb/_astro/*.js', (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

test('app pages request no script before their first contentful paint, then hydrate', async ({ page }) => {
  for (const route of ['login', 'basket', 'profile', 'vouchers']) {
    await page.goto(`/UgiftWeb/${route}`);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_astro\/.+\.js$/.test(e.name))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(timing.paint, route).not.toBeNull();
    expect(timing.scripts.length, `${route}: its island scripts`).toBeGreaterThan(0);
    expect(
      timing.scripts.filter((s) => s.start < (timing.paint as number)),
      `${route}: scripts before the first paint`,
    ).toEqual([]);
  }
});

test("a guest's first paint shows the login prompt, with no script run", async ({ page }) => {
  const release = await holdScripts(page);
  for (const route of ['basket', 'profile', 'vouchers', 'notification']) {
    await page.goto(`/UgiftWeb/${route}`);
    await expect(page.getByText('Welcome, please login to continue'), route).toBeVisible();
    await expect(page.locator('astro-island[ssr]').first(), route).toBeAttached();
  }
  await release();
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
});

test("a stored member's first paint shows the skeleton, never the login prompt", async ({ page, request }) => {
  const member = await registerMember(request);
  await useSession(page, member);
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/profile');
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  await expect(page.locator('.session-pending__member .skeleton')).toBeVisible();
  await expect(page.getByText('Welcome, please login to continue')).toBeHidden();
  await release();
  await hydrated(page);
  await expect(page.getByTestId('profile-card')).toBeVisible();
  await expect(page.getByText('Welcome, please login to continue')).toHaveCount(0);
});

test("/products shows a guest its category's first rows at the first paint, then the live list", async ({ page }) => {
  const release = await holdScripts(page);
  // the snapshot's lists are in every /products page, hidden: take the first one's category and first product
  await page.goto('/UgiftWeb/products');
  const variant = page.locator('.list-variant').first();
  const key = (await variant.getAttribute('data-variant')) ?? '';
  const id = /^list_category-(\d+)$/.exec(key)?.[1];
  expect(id, key).toBeTruthy();
  const name = (await variant.locator('.product-row__name').first().textContent()) ?? '';
  expect(name).not.toBe('');

  await page.goto(`/UgiftWeb/products?type=list_category&id=${id}`);
  await expect(page.locator('.product-row__name', { hasText: name }).first()).toBeVisible();
  await expect(page.locator('.list-fallback')).toBeHidden();
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  await release();
  await hydrated(page);
  await expect(page.locator('.list-variant')).toHaveCount(0);
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toBeVisible();
});

test('/products shows no snapshot rows to a member or a shopper in another market', async ({ page, request }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/products');
  const id = /(\d+)$/.exec((await page.locator('.list-variant').first().getAttribute('data-variant')) ?? '')?.[1];
  const url = `/UgiftWeb/products?type=list_category&id=${id}`;

  await page.evaluate(() => localStorage.setItem('country', '999'));
  await page.goto(url);
  await expect(page.locator('.list-fallback')).toBeVisible();
  await expect(page.locator('.list-variant:visible')).toHaveCount(0);
  // before the island has read its URL the list is loading, not empty
  await expect(page.getByTestId('no-result')).toHaveCount(0);

  await page.evaluate(() => localStorage.removeItem('country'));
  await useSession(page, await registerMember(request));
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  await expect(page.locator('.list-fallback')).toBeVisible();
  await expect(page.locator('.list-variant:visible')).toHaveCount(0);
  await release();
  await hydrated(page);
});

test("/product-details shows a guest the product's images, name and price at the first paint, then the live page", async ({ page }) => {
  const release = await holdScripts(page);
  // the page's own early-read script is held too, and a module script holds back DOMContentLoaded: wait for nothing
  await page.goto('/UgiftWeb/product-details', { waitUntil: 'commit' });
  const variant = page.locator('.list-variant').first();
  const id = /^id-(\d+)$/.exec((await variant.getAttribute('data-variant')) ?? '')?.[1];
  expect(id).toBeTruthy();
  const name = ((await variant.locator('.detail__name').textContent()) ?? '').trim();
  expect(name).not.toBe('');

  await page.goto(`/UgiftWeb/product-details?id=${id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.locator('.list-fallback')).toBeHidden();
  await expect(page.getByText('not available')).toHaveCount(0);
  await release();
  await hydrated(page);
  await expect(page.getByTestId('product-name')).toHaveText(name);
  await expect(page.locator('.list-variant')).toHaveCount(0);
});

test('a guest opening a members-only page is sent to login before any script runs, the page remembered', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/order-details?id=8', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/UgiftWeb\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBe('/UgiftWeb/order-details?id=8');
  await release();
  await hydrated(page);
});

test('/gift-card-product shows a guest the design at the first paint, then the live page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/gift-card-product');
  const variant = page.locator('.list-variant').first();
  const id = /^id-(\d+)$/.exec((await variant.getAttribute('data-variant')) ?? '')?.[1];
  expect(id).toBeTruthy();
  const name = ((await variant.locator('.giftcard-hero__caption strong').textContent()) ?? '').trim();
  expect(name).not.toBe('');

  await page.goto(`/UgiftWeb/gift-card-product?id=${id}`);
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.locator('.list-fallback')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'not' })).toHaveCount(0);
  await release();
  await hydrated(page);
  await expect(page.getByTestId('giftcard-name')).toHaveText(name);
  await expect(page.locator('.list-variant')).toHaveCount(0);
});

test('/campaign shows a guest the campaign image and name at the first paint, then the live page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/campaign');
  const variant = page.locator('.list-variant').first();
  const id = /^id-(\d+)$/.exec((await variant.getAttribute('data-variant')) ?? '')?.[1];
  expect(id).toBeTruthy();
  const name = ((await variant.locator('.campaign__name').textContent()) ?? '').trim();
  expect(name).not.toBe('');

  await page.goto(`/UgiftWeb/campaign?id=${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const image = page.locator('.list-variant:visible .campaign__image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('.list-fallback')).toBeHidden();
  await release();
  await hydrated(page);
  await expect(page.getByTestId('campaign').getByRole('heading', { name })).toBeVisible();
  await expect(page.locator('.list-variant')).toHaveCount(0);
});

test("/giftcard-share paints the closed envelope before any script runs, then the gift's state", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/giftcard-share?id=AAAAAAAAAAAAAAAAAAAAAA');
  const envelope = page.locator('.gift-stage--waiting img');
  await expect(envelope).toBeVisible();
  await expect.poll(() => envelope.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('.share-body')).toHaveAttribute('aria-busy', 'true');
  await release();
  await hydrated(page);
  // no such share: the envelope gives way to the notice
  await expect(page.getByRole('heading', { name: 'This gift link is not valid' })).toBeVisible();
  await expect(page.locator('.gift-stage')).toHaveCount(0);
});

test('/product-search asks for its list once, with its keywords', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    // only the search page's own calls: the home page's popular list may still leave after it looks ready
    const fromSearch = (r.headers().referer ?? '').includes('/product-search');
    if (r.url().endsWith('/api/catalogue') && body.includes('option=list_product') && fromSearch) asked.push(body);
  });
  // a returning guest: the token is stored, so nothing delays the island's first calls
  await page.goto('/UgiftWeb/home');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authAPI'))).not.toBeNull();
  asked.length = 0;
  await page.goto('/UgiftWeb/product-search?q=coffee');
  await hydrated(page);
  // the live answer is in: the snapshot's rows (painted first) have gone and the list is no longer busy
  await expect(page.locator('.list-variant')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('filter_by_keywords=coffee');
});

test("/product-search shows a guest the snapshot's matching rows at the first paint, the same the live search finds", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/product-search');
  const rows = page.locator('.list-variant[data-variant="search"] [data-search]');
  // a word of the first product's name, as a shopper would type it
  const name = ((await rows.first().locator('.product-row__name').textContent()) ?? '').trim();
  const word = name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? '';
  expect(word, name).not.toBe('');

  await page.goto(`/UgiftWeb/product-search?q=${encodeURIComponent(`${word.toUpperCase()} `)}`);
  const shown = page.locator('.list-variant[data-variant="search"] .product-row__name:visible');
  await expect(shown.first()).toBeVisible();
  const painted = await shown.allTextContents();
  expect(painted).toContain(name);
  await expect(page.locator('.list-fallback')).toBeHidden();
  // nothing that does not contain the word
  const unmatched = page.locator(`.list-variant [data-search]:not([data-search*="${word.toLowerCase()}"])`);
  expect(await unmatched.count()).toBeGreaterThan(0);
  await expect(unmatched.filter({ visible: true })).toHaveCount(0);

  await release();
  await hydrated(page);
  await expect(page.locator('.list-variant')).toHaveCount(0);
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  expect(await page.locator('.product-row__name').allTextContents()).toEqual(painted);
});

test('/product-search keeps its skeleton where the snapshot has no row for the words', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/UgiftWeb/product-search?q=zzqx-nothing-like-this');
  await expect(page.locator('.list-fallback')).toBeVisible();
  await expect(page.locator('.list-variant [data-search]:visible')).toHaveCount(0);
  await release();
  await hydrated(page);
  await expect(page.getByTestId('no-result')).toBeVisible();
});
