import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember, type NewMember } from './support/members.ts';
import { makeFriends } from './support/gifts.ts';
import { callOption, useSession } from './support/session.ts';

/**
 * Group gifts (decision 0258) in Chromium: a friend chips in at the sandbox cashier and signs with a voice note
 * recorded from Chromium's fake microphone; the organiser tops up the rest; the recipient plays the card, every
 * signature in turn. Screenshots at 390x844 of the invitation, contribute and card pages in eng, cn and jp.
 */
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--autoplay-policy=no-user-gesture-required',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: APIRequestContext;
let olive: NewMember;
let rita: NewMember;
let ann: NewMember;
let giftId = '';
let shareId = '';
/** a second pool, still open, for the contribute screen in every language */
let openShareId = '';

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  olive = await registerMember(api, { name: 'Olive Organiser' });
  rita = await registerMember(api, { name: 'Rita Recipient Tan' });
  ann = await registerMember(api, { name: 'Ann Friend' });
  await makeFriends(api, olive, rita);
  await makeFriends(api, olive, ann);
  const products = await callOption(api, olive.authAPI.api_token, 'catalogue', 'list_product', { limit: '20' });
  const product = (products.body.table as Array<{ id: number; stock: number; original_price: number }>).find((p) => p.stock > 5);
  expect(product).toBeTruthy();
  const made = await callOption(api, olive.authAPI.api_token, 'group_gift', 'create_group_gift', {
    product_id: String(product?.id),
    recipient_id: String(rita.authUser.member_id),
    deadline: String(Math.floor(Date.now() / 1000) + 2 * 86_400),
    mode: 'free',
    min_amount: '100',
    'invite_ids[0]': String(ann.authUser.member_id),
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  giftId = made.body.id;
  shareId = made.body.share_id;
  const open = await callOption(api, olive.authAPI.api_token, 'group_gift', 'create_group_gift', {
    product_id: String(product?.id),
    recipient_id: String(rita.authUser.member_id),
    deadline: String(Math.floor(Date.now() / 1000) + 2 * 86_400),
    mode: 'shares',
    shares: '4',
  });
  openShareId = open.body.share_id;
});
test.afterAll(async () => api.dispose());

test('a friend chips in at the sandbox cashier and signs with a voice note from the microphone', async ({ page }) => {
  await useSession(page, ann);
  await page.goto(`/UgiftWeb/group-gift?share=${shareId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'A group gift for Rita' })).toBeVisible();
  await expect(page.getByTestId('group-gift-status')).toHaveText('Open');
  await shot(page, 'group-gift-invitation-eng');
  await expectAccessible(page);
  await page.getByTestId('contribute-amount').fill('5');
  await shot(page, 'group-gift-contribute-eng');
  await page.getByTestId('contribute-submit').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/group-gift\?share=/);
  await hydrated(page);
  await expect(page.getByTestId('contributors')).toContainText('Ann Friend');

  await page.getByTestId('sign-text').fill('Happy birthday, Rita!');
  await page.getByTestId('voice-record').click();
  await expect(page.getByTestId('voice-recording')).toBeVisible();
  await expect(page.getByTestId('voice-recording')).toHaveText(/[2-9] s/);
  await page.getByTestId('voice-stop').click();
  await expect(page.getByTestId('voice-recorded')).toBeVisible();
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-done')).toBeVisible();
  await expect(page.getByTestId('contributors')).toContainText('signed the card');
});

test('the organiser signs and tops up; the recipient plays every signature of the card', async ({ page }) => {
  const signed = await callOption(api, olive.authAPI.api_token, 'group_gift', 'sign_group_gift', {
    id: giftId,
    text: 'From Olive, with love',
  });
  expect(signed.body.success).toBe(true);
  const top = await callOption(api, olive.authAPI.api_token, 'group_gift', 'top_up_group_gift', { id: giftId });
  expect(top.body.success, JSON.stringify(top.body)).toBe(true);
  const paid = await api.post(`${top.body.cashier_url}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  await useSession(page, rita);
  await page.goto(`/UgiftWeb/group-gift?id=${giftId}`);
  await hydrated(page);
  await expect(page.getByTestId('group-gift')).toHaveAttribute('data-role', 'recipient');
  await expect(page.getByTestId('group-gift-status')).toHaveText('Fully funded');
  await page.getByTestId('play-card').click();
  await expect(page.getByTestId('signature-now')).toHaveAttribute('data-signature', '0');
  await shot(page, 'group-gift-card-eng');
  await expect(page.getByTestId('signature-now')).toHaveAttribute('data-signature', '1', { timeout: 30_000 });
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-played', 'yes', { timeout: 30_000 });
  await expect(page.getByTestId('signature-list').locator('li')).toHaveCount(2);
  await expectAccessible(page);
});

for (const lang of ['cn', 'jp'] as const) {
  test(`the invitation and the card in ${lang}`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await useSession(page, ann);
    await page.goto(`/UgiftWeb/group-gift?share=${shareId}`);
    await hydrated(page);
    await expect(page.getByTestId('group-gift-status')).toHaveText(lang === 'cn' ? '已凑齐' : '目標達成');
    await shot(page, `group-gift-invitation-${lang}`);
    await page.goto(`/UgiftWeb/group-gift?share=${openShareId}`);
    await hydrated(page);
    await expect(page.getByTestId('share-amount')).toBeVisible();
    await page.getByTestId('contribute-form').scrollIntoViewIfNeeded();
    await shot(page, `group-gift-contribute-${lang}`);
  });
  test(`the recipient's card in ${lang}`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await useSession(page, rita);
    await page.goto(`/UgiftWeb/group-gift?id=${giftId}`);
    await hydrated(page);
    await page.getByTestId('play-card').click();
    await expect(page.getByTestId('signature-now')).toBeVisible();
    await shot(page, `group-gift-card-${lang}`);
  });
}
