import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember, type NewMember } from './support/members.ts';
import { callOption, useSession } from './support/session.ts';

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
  const products = await callOption(api, buyer.authAPI.api_token, 'catalogue', 'list_product', { limit: '20' });
  const product = (products.body.table as Array<{ id: number; stock: number }>).find((p) => p.stock > 5);
  expect(product).toBeTruthy();
  productId = Number(product?.id);
});
test.afterAll(async () => api.dispose());

const stranger = () => `+6591${String(Date.now()).slice(-6)}`;
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

test('the fixed file is paid once and the progress bar fills as the job delivers', async ({ page }) => {
  await useSession(page, buyer);
  await page.goto('/UgiftWeb/business-gifts');
  await hydrated(page);
  await page
    .getByTestId('bulk-file')
    .setInputFiles(
      csvFile([HEADER, [stranger(), '', String(productId), '', 'Thank you', ''], ['', 'team@example.com', String(productId), '', '', '']]),
    );
  await page.getByTestId('bulk-preview').click();
  await expect(page.getByTestId('bulk-preview-result')).toContainText('Every row is ready.');
  await page.getByTestId('bulk-pay').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/business-gifts\?id=/);
  await hydrated(page);
  await expect(page.getByTestId('bulk-progress')).toHaveText('2 of 2 delivered', { timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByTestId('bulk-row-status')).toHaveText(['Sent', 'Sent']);
  await shot(page, 'business-gifts-progress-eng');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^business-gifts-.*\.csv$/);
});
