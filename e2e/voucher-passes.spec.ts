import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { makeWalletCerts, unzip, type WalletCerts } from '../tests/support/wallet-certs.ts';
import { buyForSelf, voucherOfOrder, type BoughtVoucher } from './support/counter.ts';
import { startOwnServer } from './support/own-server.ts';
import { aProduct } from './support/products.ts';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember, type NewMember } from './support/members.ts';
import { useSession } from './support/session.ts';

/**
 * Apple and Google Wallet passes end to end. The shared e2e server has no wallet credentials, so this spec
 * runs its own server on the same build with test-only certificates and a service-account key made at test time
 * (tests/support/wallet-certs.ts); nothing leaves the machine: pay.google.com is answered by page.route.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'ugift-wallet-pass-'));
let certs: WalletCerts;
let server: ChildProcess | undefined;
let origin = '';
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  certs = makeWalletCerts();
  ({ server, origin } = await startOwnServer('wallet-pass', (o) => ({
    ...certs.env,
    PUBLIC_BASE_URL: o,
    DATA_DIR: path.join(work, 'data'),
  })));
  api = await playwrightRequest.newContext({ baseURL: origin });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  if (certs) rmSync(certs.dir, { recursive: true, force: true });
});

/** A fresh member of the given server with one barcode voucher of their own (a product made for it there). */
async function holderWithVoucher(request: APIRequestContext, base: string): Promise<{ member: NewMember; voucher: BoughtVoucher }> {
  const member = await registerMember(request);
  const product = await aProduct(base, { codeType: 'barcode' });
  const orderId = await buyForSelf(request, member, product.id);
  return { member, voucher: await voucherOfOrder(request, member, orderId) };
}

async function openDetails(page: Page, base: string, lineId: number, lang = 'eng') {
  await page.addInitScript((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
  await page.goto(`${base}/UgiftWeb/voucher-details?id=${lineId}`);
  await hydrated(page);
  await expect(page.getByTestId('voucher-code-card')).toBeVisible();
}

test('Add to Apple Wallet downloads the signed .pkpass of the voucher', async ({ page }) => {
  const { member, voucher } = await holderWithVoucher(api, origin);
  await useSession(page, member);
  await openDetails(page, origin, voucher.lineId);

  const group = page.getByRole('group', { name: "Add this voucher to your phone's wallet" });
  await expect(group.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Save to Google Wallet' })).toBeVisible();
  await shot(page, 'gifting/wallet-pass-eng');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await group.getByRole('button', { name: 'Add to Apple Wallet' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pkpass$/);
  expect(file.url()).toContain('/UgiftWeb/wallet-pass/apple/');
  const files = unzip(readFileSync(await file.path()));
  expect([...files.keys()]).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']));
  const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
  expect(pass.barcodes[0].message).toBe(voucher.code);
  expect(pass.passTypeIdentifier).toBe(certs.passTypeId);
  expect(pass.coupon.primaryFields[0].value).toBe(voucher.productName);
});

test('Save to Google Wallet opens the pay.google.com save page with the signed voucher', async ({ page }) => {
  const { member, voucher } = await holderWithVoucher(api, origin);
  await useSession(page, member);
  let saved = '';
  await page.route('https://pay.google.com/**', (route) => {
    saved = route.request().url();
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Google Wallet</title><h1>Saved</h1>' });
  });
  await openDetails(page, origin, voucher.lineId);
  await page.getByRole('button', { name: 'Save to Google Wallet' }).click();
  await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  const jwt = saved.replace('https://pay.google.com/gp/v/save/', '');
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
  expect(claims).toMatchObject({ iss: certs.googleClientEmail, aud: 'google', typ: 'savetowallet', origins: [origin] });
  expect(claims.payload.genericObjects[0].barcode.value).toBe(voucher.code);
});

test('the buttons speak Japanese', async ({ page }) => {
  const { member, voucher } = await holderWithVoucher(api, origin);
  await useSession(page, member);
  await openDetails(page, origin, voucher.lineId, 'jp');
  await expect(page.getByRole('button', { name: 'Apple Wallet に追加' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google ウォレットに保存' })).toBeVisible();
  await shot(page, 'gifting/wallet-pass-jp');
});

test('a server without wallet credentials shows no wallet buttons', async ({ page, request, baseURL }) => {
  const { member, voucher } = await holderWithVoucher(request, baseURL ?? '');
  await useSession(page, member);
  await openDetails(page, baseURL ?? '', voucher.lineId);
  await expect(page.getByTestId('wallet-pass-buttons')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Apple Wallet' })).toHaveCount(0);
});
