import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { clippedText } from './support/clipping.ts';
import { test, expect, expectAccessible, shot } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { buyGift } from './support/gifts.ts';
import { signInToConsole } from './support/counter.ts';
import { aStaff } from './support/staff.ts';

/**
 * How the back office reads (decision 0238), at 1280x800 in a browser set to New York and US English, so that a date in
 * the shop's zone and format is the console's doing: the dashboard, the grouped menu, orders found by their customer,
 * and a share link made again only after a confirmation. Screenshots in e2e-screenshots/admin/.
 */
const SHOP_DATE_TIME = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}/;
const US_DATE = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

async function looksRight(page: Page, name: string, soft = false): Promise<void> {
  await expect(page.locator('body')).not.toContainText(US_DATE);
  if (soft) {
    const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect
      .soft(
        found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `axe on ${name}`,
      )
      .toEqual([]);
  } else await expectAccessible(page);
  await shot(page, `admin/${name}`);
  expect.soft(await clippedText(page), `clipped text on ${name}`).toEqual([]);
}

test.describe('the back office as staff read it', () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York', locale: 'en-US' });

  test('the dashboard has headline figures, a trend chart, a styled period, best sellers and recent orders', async ({ page, baseURL }) => {
    await signInToConsole(page, await aStaff(baseURL ?? '', 'admin'));
    for (const figure of ['Revenue', 'Orders', 'New members', 'Pending orders', 'Outstanding liability'])
      await expect(page.getByRole('region', { name: figure, exact: true })).toBeVisible();
    // the seed's ninety days: money with its currency, never minor units
    await expect(page.getByTestId('figure-Revenue')).toContainText(/SGD [\d,]+\.\d{2}/);
    await expect(page.getByTestId('figure-Outstanding liability')).toContainText(/SGD [\d,]+\.\d{2}/);
    await expect(page.getByRole('img', { name: /^Sales per day in SGD: SGD [\d,.]+ from \d+ orders over 30 days$/ })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('row')).toHaveCount(9);
    await expect(recent.getByRole('row').nth(1)).toContainText(SHOP_DATE_TIME);
    await expect(page.getByRole('region', { name: 'Best sellers' }).getByRole('row')).not.toHaveCount(1);
    await looksRight(page, 'dashboard');

    // the period is an MUI select, not a native one
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await expect(page.getByRole('img', { name: /over 90 days$/ })).toBeVisible();
    await expect(page.locator('select')).toHaveCount(0);
  });

  test('the menu is grouped, each entry with its own icon; products start at the staff member’s market', async ({ page, baseURL }) => {
    await signInToConsole(page, await aStaff(baseURL ?? '', 'admin'));
    const menu = page.getByRole('menu');
    for (const group of ['Catalogue', 'Marketing', 'Orders and members', 'Counter', 'Administration'])
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    const icons = await menu
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((i) => i.querySelector('svg path')?.getAttribute('d') ?? 'none'));
    expect(icons.length).toBeGreaterThan(18);
    expect(new Set(icons).size).toBe(icons.length);
    await looksRight(page, 'menu');

    await menu.getByRole('menuitem', { name: 'Products' }).click();
    await expect(page.getByRole('combobox', { name: 'Country' })).toContainText('Singapore');
    const countries = page.locator('td.column-country_id');
    await expect(countries.first()).toHaveText('Singapore');
    expect(new Set(await countries.allTextContents())).toEqual(new Set(['Singapore']));
    await expect(page.locator('td.column-price').first()).toContainText(/^SGD [\d,]+\.\d{2}$/);
    await looksRight(page, 'products');
  });

  test('support finds an order by its customer, reads its recipient and timeline, and makes a new link only when sure', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const name = `Olive Orderlook ${Date.now()}`;
    const member = await registerMember(request, { name });
    const gift = await buyGift(request, member, { to: 'Dear Pat', message: 'For you' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInToConsole(page, await aStaff(baseURL ?? '', 'support'));
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    await page.getByPlaceholder('Order number, customer or phone').fill(name.split(' ').slice(1).join(' '));
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row').nth(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('Gift, link not redeemed yet');
    await expect(row).toContainText(SHOP_DATE_TIME);
    await looksRight(page, 'orders-search');

    await row.click();
    await expect(page).toHaveURL(new RegExp(`#/orders/${gift.orderId}/show`));
    await expect(page.getByText('Nobody yet', { exact: true })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText([/Order placed$/, /Paid$/]);
    await expect(timeline.getByRole('listitem').first()).toContainText(SHOP_DATE_TIME);

    await page.getByRole('button', { name: 'Make a new share link' }).click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText('The link the recipient has now stops working at once');
    await shot(page, 'admin/share-link-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('New share link', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Make a new share link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
    const link = page.getByLabel('New share link', { exact: true });
    await expect(link).toContainText('/giftcard-share?id=');
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
    await looksRight(page, 'order');
  });
});

/** Every list of the console, as the admin sees it: axe, the clipping check, and a screenshot for a person to look at. */
const LISTS = [
  'products',
  'categories',
  'brands',
  'outlets',
  'filter-options',
  'campaigns',
  'banners',
  'popups',
  'giftcards',
  'music',
  'broadcasts',
  'orders',
  'members',
  'redemptions',
  'redemption-days',
  'settlements',
  'staff',
  'audit-log',
  'trial-balance',
  'liabilities',
  'finance-days',
  'brand-commissions',
];

test.describe('the back office sweep at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York', locale: 'en-US' });

  test('every list, and the forms of a product and a banner', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await signInToConsole(page, await aStaff(baseURL ?? '', 'admin'));
    for (const list of LISTS) {
      await page.goto(`/UgiftWeb/admin#/${list}`);
      await expect(page.locator('.RaList-main, .RaList-content').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await looksRight(page, `list-${list}`, true);
    }
    await page.goto('/UgiftWeb/admin#/products/1');
    await expect(page.getByLabel('Price')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText(/^Saved: SGD [\d,]+\.\d{2}\. In SGD/)).toBeVisible();
    await looksRight(page, 'product-edit', true);
    await page.goto('/UgiftWeb/admin#/banners/create');
    await expect(page.getByText('Leads to').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await looksRight(page, 'banner-create', true);
  });
});
