import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember, type NewMember } from './support/members.ts';
import { useSession } from './support/session.ts';
import { aProduct } from './support/products.ts';

/**
 * Business gifts in bulk (decision 0270) in Chromium: a CSV with mistakes is previewed with each problem by row and
 * column (eng, cn, jp), the fixed file is paid once at the sandbox cashier, and the progress bar fills as the delivery
 * job sends each gift. Screenshots at 390x844.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: APIRequestContext;
let buyer: NewMember;
let productId = 0;

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  buyer = await registerMember(api, { name: 'Bea Business' });
  productId = (await aProduct(baseURL!, { name: `Team thanks ${Date.now().toString(36)}`, price: 10, stock: 40 })).id;
});
test.afterAll(async () => api.dispose());

let strangers = 0;
/** A Singapore mobile number nobody has registered (distinct within the run). */
const stranger = () => `+6591${String(Date.now() + ++strangers * 7919).slice(-6)}`;
const csvFile = (rows: string[][]) => ({
  name: 'gifts.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8'),
});
const HEADER = ['phone', 'email', 'product_id', 'amount', 'message', 'deliver_at'];

for (const lang of ['eng', 'cn', 'jp'] as const) {
  test(`the preview names each problem by row and column in ${lang}`, async ({ page }) => {
    if (lang !== 'eng') await page.addInitScript((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await useSession(page, buyer);
    await page.goto('/UgiftWeb/business-gifts');
    await hydrated(page);
    await page
      .getByTestId('bulk-file')
      .setInputFiles(
        csvFile([HEADER, [stranger(), '', String(productId), '', 'Thank you', ''], ['', 'not-an-address', String(productId), '', '', '']]),
      );
    await page.getByTestId('bulk-preview').click();
    const errors = page.getByTestId('bulk-errors');
    await expect(errors.locator('li')).toHaveCount(1);
    await expect(errors).toContainText({ eng: 'Row 2, email', cn: '第 2 行，email', jp: '2 行目、email' }[lang]);
    await expect(page.getByTestId('bulk-pay')).toHaveCount(0);
    await shot(page, `business-gifts-preview-${lang}`);
    if (lang === 'eng') await expectAccessible(page);
  });
}

test('a 20-row file is paid once and the progress bar fills as the job delivers; the report downloads', async ({ page }) => {
  await useSession(page, buyer);
  await page.goto('/UgiftWeb/business-gifts');
  await hydrated(page);
  await page
    .getByTestId('bulk-file')
    .setInputFiles(
      csvFile([
        HEADER,
        ...Array.from({ length: 10 }, () => [stranger(), '', String(productId), '', 'Thank you', '']),
        ...Array.from({ length: 10 }, (_, i) => ['', `team${i}@example.com`, String(productId), '', '', '']),
      ]),
    );
  await page.getByTestId('bulk-preview').click();
  await expect(page.getByTestId('bulk-preview-result')).toContainText('Every row is ready.');
  await page.getByTestId('bulk-pay').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/business-gifts\?id=/);
  await hydrated(page);
  await expect(page.getByTestId('bulk-progress')).toHaveText('20 of 20 delivered', { timeout: 90_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByTestId('bulk-row-status')).toHaveText(Array.from({ length: 20 }, () => 'Sent'));
  await shot(page, 'business-gifts-progress-eng');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^business-gifts-.*\.csv$/);
});
