import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test, expect, hydrated, shot } from './support/fixtures.ts';
import { registerMember, type NewMember } from './support/members.ts';
import { makeFriends } from './support/gifts.ts';
import { aUdollarCard } from './support/products.ts';
import { checkoutBasket } from './support/purchase.ts';
import { callOption, useSession as signIn } from './support/session.ts';

/**
 * Group gift journeys (decision 0258), each making its own members: the organiser starts a gift from a friend's
 * birthday on home and invites two friends; one pays at the sandbox cashier and signs with a voice note from
 * Chromium's fake microphone, the other pays with uDollar; every signature then plays. A second pool reaches its
 * deadline unfunded: the server's deadline job refunds it and the contributors read the refund notice.
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
test.describe.configure({ timeout: 240_000 });

let api: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => api.dispose());

/** The Singapore calendar day `days` from now as YYYY-MM-DD (the shop counts birthdays in its time zone). */
const singaporeDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date(Date.now() + days * 86_400_000));

const money = (minor: number) => (minor / 100).toFixed(2);

async function detail(who: NewMember, form: Record<string, string>) {
  const res = await callOption(api, who.authAPI.api_token, 'group_gift', 'detail_group_gift', form);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.group_gift as { id: string; share_id?: string; status: string; left: number; paid: number; target: number };
}

/** A page of the member's own browser context (one session each), with the home popups kept away. */
async function pageAs(browser: Browser, who: NewMember): Promise<Page> {
  const context = await browser.newContext({ permissions: ['microphone'], baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('ugift.popups', '1'));
  await signIn(page, who);
  return page;
}

async function openGift(browser: Browser, who: NewMember, query: string): Promise<Page> {
  const page = await pageAs(browser, who);
  await page.goto(`/UgiftWeb/group-gift?${query}`);
  await hydrated(page);
  return page;
}

test('from a birthday on home: two friends fund the gift, by cashier with a voice note and by uDollar; the recipient plays three signatures', async ({
  browser,
}) => {
  const olive = await registerMember(api, { name: 'Olive Organiser' });
  const rita = await registerMember(api, { name: 'Rita Recipient Tan' });
  const ann = await registerMember(api, { name: 'Ann Cashier' });
  const ben = await registerMember(api, { name: 'Ben Udollar' });
  for (const friend of [rita, ann, ben]) await makeFriends(api, olive, friend);
  const dob = await callOption(api, rita.authAPI.api_token, 'profile', 'update_profile', {
    // the birthday is today, so the funded gift goes to Rita at once (decision 0258)
    dob: `1995-${singaporeDay(0).slice(5)}`,
    show_birthday: '1',
  });
  expect(dob.body.success).toBe(true);
  // Ben holds S$50 of uDollar, bought through the shop's own checkout
  const card = await aUdollarCard(api, ben, 50);
  await callOption(api, ben.authAPI.api_token, 'basket', 'product_to_basket', { product_id: String(card.id), quantity: '1' });
  await checkoutBasket(api, ben);
  // a product the two can pay between them: S$5 from Ann, the rest (at most S$45) from Ben's uDollar
  const listed = await callOption(api, olive.authAPI.api_token, 'catalogue', 'list_product', { limit: '30' });
  const product = (listed.body.table as Array<{ id: number; stock: number; original_price: number; currency_code: string }>).find(
    (p) => p.stock > 2 && p.currency_code === 'SGD' && p.original_price >= 1000 && p.original_price <= 4500,
  );
  expect(product, 'a S$10-45 product among the first 30').toBeTruthy();

  // Olive starts the group gift from Rita's birthday on home
  let page = await pageAs(browser, olive);
  await page.goto('/UgiftWeb/home');
  await hydrated(page);
  const friend = page.getByTestId('birthday-strip').getByTestId('birthday-friend').filter({ hasText: 'Rita Recipient Tan' });
  await friend.getByTestId('birthday-group-gift').click();
  await expect(page).toHaveURL(new RegExp(`group-gift-start\\?.*friend=${rita.authUser.member_id}`));
  await hydrated(page);
  await page.getByTestId('start-product').selectOption(String(product?.id));
  // on the birthday itself the pool closes with the day: no date to choose
  await expect(page.getByTestId('start-on-the-day')).toBeVisible();
  await expect(page.getByTestId('start-deadline')).toHaveCount(0);
  await page.getByTestId('mode-free').check();
  await page.getByRole('checkbox', { name: 'Ann Cashier' }).check();
  await page.getByRole('checkbox', { name: 'Ben Udollar' }).check();
  await page.getByTestId('start-submit').click();
  await expect(page).toHaveURL(/group-gift\?id=/);
  const giftId = new URL(page.url()).searchParams.get('id') ?? '';
  await hydrated(page);
  await expect(page.getByTestId('group-gift-status')).toHaveText('Open');
  await page.getByTestId('sign-text').fill('From Olive, with love');
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-done')).toBeVisible();
  const started = await detail(olive, { id: giftId });
  expect(started.target).toBe(product?.original_price);
  const shareId = String(started.share_id);

  // Ann pays S$5 at the sandbox cashier and records a voice note from the fake microphone
  page = await openGift(browser, ann, `share=${shareId}`);
  await page.getByTestId('contribute-amount').fill('5');
  await page.getByTestId('contribute-submit').click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/group-gift\?share=/);
  await hydrated(page);
  await expect(page.getByTestId('contributors')).toContainText('Ann Cashier');
  await page.getByTestId('sign-text').fill('Happy birthday, Rita!');
  await page.getByTestId('voice-record').click();
  await expect(page.getByTestId('voice-recording')).toHaveText(/[2-9] s/);
  await page.getByTestId('voice-stop').click();
  await expect(page.getByTestId('voice-recorded')).toBeVisible();
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-done')).toBeVisible();

  // Ben pays the rest with uDollar, no cashier: the pool is funded
  const { left } = await detail(olive, { id: giftId });
  expect(left).toBe(started.target - 500);
  page = await openGift(browser, ben, `share=${shareId}`);
  await page.getByTestId('contribute-amount').fill(money(left));
  await page.getByTestId('use-udollar').check();
  await expect(page.getByTestId('udollar-card')).toBeVisible();
  await page.getByTestId('udollar-amount').fill(money(left));
  await page.getByTestId('contribute-submit').click();
  await expect(page.getByTestId('group-gift-status')).toHaveText('Fully funded');
  await page.getByTestId('sign-text').fill('Cheers from Ben');
  await page.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-done')).toBeVisible();
  const funded = await detail(olive, { id: giftId });
  expect([funded.status, funded.paid, funded.left]).toEqual(['funded', funded.target, 0]);
  const cards = await callOption(api, ben.authAPI.api_token, 'basket', 'list_udollar_giftcards', { currency_code: 'SGD' });
  expect((cards.body.table as Array<{ udollar_balance: number }>)[0].udollar_balance).toBe(card.price - left);

  // Rita is told of the card everyone signed; she opens it from her notices and every signature plays in turn
  page = await pageAs(browser, rita);
  await page.goto('/UgiftWeb/notification');
  await hydrated(page);
  await page.getByTestId('notification').filter({ hasText: 'sent you a group gift' }).click();
  await expect(page).toHaveURL(new RegExp(`group-gift\\?id=${giftId}`));
  await hydrated(page);
  await expect(page.getByTestId('group-gift')).toHaveAttribute('data-role', 'recipient');
  await page.getByTestId('play-card').click();
  await expect(page.getByTestId('signature-now')).toHaveAttribute('data-signature', '0');
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-played', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId('signature-list').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('signature-list').locator('audio')).toHaveCount(1);
  // Ann's voice note played to its end on the card, not skipped
  await expect(page.getByTestId('signature-list')).toHaveAttribute('data-voices-heard', '1');
  await shot(page, 'group-gift-journey-card-eng');
  // and the voucher is in her wallet, as a gift she received
  const wallet = await callOption(api, rita.authAPI.api_token, 'evoucher', 'list_evoucher', { filter_by_status: 'received' });
  expect(wallet.body.success, JSON.stringify(wallet.body)).toBe(true);
  const lines = wallet.body.table as Array<{ order_evouchers: Array<{ status: string }> }>;
  expect(lines).toHaveLength(1);
  expect(lines[0].order_evouchers.map((v) => v.status)).toEqual(['Active']);
});

test('a pool that reaches its deadline unfunded is refunded by the deadline job; the contributors read the notice', async ({ browser }) => {
  const olive = await registerMember(api, { name: 'Olive Organiser' });
  const rita = await registerMember(api, { name: 'Rita Recipient Tan' });
  const ann = await registerMember(api, { name: 'Ann Expiring' });
  const ben = await registerMember(api, { name: 'Ben Expiring' });
  for (const friend of [rita, ann, ben]) await makeFriends(api, olive, friend);
  const listed = await callOption(api, olive.authAPI.api_token, 'catalogue', 'list_product', { limit: '30' });
  const product = (listed.body.table as Array<{ id: number; stock: number; original_price: number }>).find(
    (p) => p.stock > 2 && p.original_price >= 1000,
  );
  // the deadline is the state the test waits for: close enough that the server's job (every 20 s) reaches it
  const made = await callOption(api, olive.authAPI.api_token, 'group_gift', 'create_group_gift', {
    product_id: String(product?.id),
    recipient_id: String(rita.authUser.member_id),
    deadline: String(Math.floor(Date.now() / 1000) + 30),
    mode: 'free',
    min_amount: '100',
    'invite_ids[0]': String(ann.authUser.member_id),
    'invite_ids[1]': String(ben.authUser.member_id),
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  for (const [who, amount] of [
    [ann, 300],
    [ben, 200],
  ] as const) {
    const paying = await callOption(api, who.authAPI.api_token, 'group_gift', 'contribute_group_gift', {
      share_id: made.body.share_id,
      amount: String(amount),
    });
    expect(paying.body.success, JSON.stringify(paying.body)).toBe(true);
    expect((await api.post(`${paying.body.cashier_url}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  }
  expect((await detail(olive, { id: made.body.id })).paid).toBe(500);

  // the server's deadline job refunds the pool: wait for its state, not for the time
  await expect
    .poll(async () => (await detail(olive, { id: made.body.id })).status, { timeout: 120_000, intervals: [2_000] })
    .toBe('expired');
  for (const [who, amount] of [
    [ann, 'SGD 3.00'],
    [ben, 'SGD 2.00'],
  ] as const) {
    const page = await pageAs(browser, who);
    await page.goto('/UgiftWeb/notification');
    await hydrated(page);
    await expect(page.getByText(/did not go ahead/)).toContainText(amount);
    await shot(page, 'group-gift-journey-refunded-eng');
  }
  const page = await openGift(browser, olive, `id=${made.body.id}`);
  await expect(page.getByTestId('group-gift-status')).toHaveText('Closed, not funded: everyone was refunded');
});
