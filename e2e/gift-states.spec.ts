import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated, shot } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession, type Session } from './support/session.ts';
import { buyGift, buySelfUse, makeFriends } from './support/gifts.ts';

/**
 * Decision 0241: one state per gift drives every label (order details, My Purchases, payment status), a recipient in a
 * recipient's words; the schedule dialog's plain title and date; Take back outlined; a taken-back link; declining a
 * link; phone gifts; times in the device's zone; thanks after redeeming; malformed values; the payment status page.
 * Each test makes its own members and orders through the API.
 */

async function api(request: APIRequestContext, s: Session, group: string, option: string, form: Record<string, string> = {}) {
  const res = await callOption(request, s.authAPI.api_token, group, option, form);
  if (!res.body.success) throw new Error(`${group}/${option} failed (${res.status}): ${res.body.message}`);
  return res.body as Record<string, unknown> & { table?: unknown };
}

/** Becomes another member in the same page (the session init script only fills an empty storage). */
async function switchTo(page: Page, s: Session): Promise<void> {
  await page.evaluate((x) => {
    localStorage.setItem('authAPI', JSON.stringify(x.authAPI));
    localStorage.setItem('authUser', JSON.stringify(x.authUser));
  }, s);
}

async function openOrder(page: Page, orderId: number) {
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  await expect(page.getByTestId('order-details')).toBeVisible();
}

const inTwoDays = () => String(Math.floor(Date.now() / 1000) + 2 * 86_400);
const rowOf = (page: Page, orderId: number) => page.getByTestId('order-row').filter({ has: page.locator(`a[href*="id=${orderId}"]`) });
const fact = (page: Page, label: string) => page.getByTestId('order-status').locator('dt', { hasText: label });

test('one state per gift: a scheduled gift is in Sent, a re-scheduled one no longer says "Declined by"', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Gina States' });
  const friend = await registerMember(request, { name: 'Hugo Friend' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Hugo', message: 'Soon!' });
  const own = await buySelfUse(request, sender);
  const friendId = String(friend.authUser.member_id);
  // sent, declined, then scheduled again
  await api(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_id: friendId });
  await api(request, friend, 'order', 'decline_order', { order_id: String(gift.orderId) });
  await api(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_id: friendId, deliver_at: inTwoDays() });

  await useSession(page, sender);
  await openOrder(page, gift.orderId);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-gift-state', 'scheduled');
  await expect(page.getByTestId('order-status')).toContainText('Scheduled for');
  await expect(page.getByTestId('gift-declined')).toHaveCount(0);
  await expect(page.getByText(/Declined by/)).toHaveCount(0);

  await page.goto('/UgiftWeb/order-mypurchases?status=sent');
  await hydrated(page);
  await expect(rowOf(page, gift.orderId).getByTestId('row-state')).toHaveText('Scheduled');
  await shot(page, 'gifting/gift-states-sent-scheduled-eng');
  await page.goto('/UgiftWeb/order-mypurchases');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'My Purchase' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, own)).toBeVisible();
  await expect(rowOf(page, gift.orderId)).toHaveCount(0);
});

test('a recipient never reads "Sent": new, then received, in every language', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Ivy Sender' });
  const friend = await registerMember(request, { name: 'Jun Recipient' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Jun', message: 'Hi' });
  await api(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_id: String(friend.authUser.member_id) });

  await useSession(page, friend);
  await page.goto('/UgiftWeb/order-received');
  await hydrated(page);
  await expect(rowOf(page, gift.orderId).getByTestId('row-state')).toHaveText('New gift');
  await openOrder(page, gift.orderId);
  const status = page.getByTestId('order-status');
  await expect(status.locator('[data-fact="status"] dd')).toHaveText('Received');
  await expect(status).not.toContainText('Sent');
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await openOrder(page, gift.orderId);
  await expect(status.locator('[data-fact="status"] dd')).toHaveText('受け取りました');
  await expect(status).not.toContainText('送信済み');
  await page.goto('/UgiftWeb/order-received');
  await hydrated(page);
  await expect(rowOf(page, gift.orderId).getByTestId('row-state')).toHaveText('受け取りました');
  await shot(page, 'gifting/gift-states-received-jp');

  // the sender reads "Opened"
  await switchTo(page, sender);
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'eng'));
  await openOrder(page, gift.orderId);
  await expect(status.locator('[data-fact="status"] dd')).toHaveText('Opened');
});

test('no "Opened on" on a self-use order; a link-redeemed gift reads Opened, then Redeemed, never "Sent on" after', async ({
  page,
  request,
}) => {
  const buyer = await registerMember(request, { name: 'Kai Buyer' });
  const taker = await registerMember(request, { name: 'Lia Taker' });
  const own = await buySelfUse(request, buyer);
  const gift = await buyGift(request, buyer, { to: 'Dear you', message: 'Take it' });
  await api(request, taker, 'order', 'detail_shared_order', { id: gift.shareId });
  await api(request, taker, 'order', 'redeem_order', { id: gift.shareId });

  await useSession(page, buyer);
  await openOrder(page, own);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-gift-state', 'self_use');
  await expect(fact(page, 'Opened on')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).not.toContainText('Not opened yet');

  await openOrder(page, gift.orderId);
  const labels = await page.getByTestId('order-status').locator('dt').allTextContents();
  expect(labels).not.toContain('Sent on');
  expect(labels.indexOf('Opened on')).toBeGreaterThan(-1);
  expect(labels.indexOf('Redeemed on')).toBeGreaterThan(labels.indexOf('Opened on'));
  await expect(page.getByTestId('order-status').locator('[data-fact="status"] dd')).toHaveText('Redeemed');
});

test('the schedule success dialog: a plain title, the shop date format, no seconds, the zone said', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Mara Plan' });
  const friend = await registerMember(request, { name: 'Nico Later' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Nico', message: 'Later' });
  await useSession(page, sender);
  await openOrder(page, gift.orderId);
  await page.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to friends' });
  await dialog.getByRole('radio', { name: 'Schedule' }).check();
  const day = new Date(Date.now() + 2 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Delivery date and time').fill(`${day}T10:30`);
  await expect(dialog).toContainText("Times are in your phone's time zone (GMT+8).");
  await dialog.getByRole('button', { name: 'Schedule for Nico Later' }).click();
  const done = page.getByRole('dialog', { name: 'Gift scheduled' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(
    new RegExp(`Nico Later gets your gift on ${Number(day.slice(8))} \\w{3} ${day.slice(0, 4)} 10:30 \\(GMT\\+8\\)\\.`),
  );
  await expect(done).not.toContainText(/\d\d:\d\d:\d\d/);
  await expect(done).not.toContainText('Send order success');
  await shot(page, 'gifting/gift-states-scheduled-dialog-eng');
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a shopper in Tokyo picks 09:00 and reads 09:00, with the zone stated', async ({ page, request }) => {
    const sender = await registerMember(request, { name: 'Oki Tokyo' });
    const friend = await registerMember(request, { name: 'Pia Friend' });
    await makeFriends(request, sender, friend);
    const gift = await buyGift(request, sender, { to: 'Dear Pia', message: 'Morning' });
    await useSession(page, sender);
    await openOrder(page, gift.orderId);
    await page.getByRole('button', { name: 'Send to friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to friends' });
    await dialog.getByRole('radio', { name: 'Schedule' }).check();
    const day = new Date(Date.now() + 2 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Delivery date and time').fill(`${day}T09:00`);
    await dialog.getByRole('button', { name: 'Schedule for Pia Friend' }).click();
    await page.getByRole('dialog', { name: 'Gift scheduled' }).getByRole('button', { name: 'OK' }).click();
    const row = page.getByTestId('order-status').locator('[data-fact="scheduledFor"] dd');
    await expect(row).toHaveText(new RegExp(`^${Number(day.slice(8))} \\w{3} ${day.slice(0, 4)} 09:00 \\(GMT\\+9\\)$`));
    // the instant is 09:00 in Tokyo (00:00 UTC)
    const detail = await api(request, sender, 'order', 'detail_order', { order_id: String(gift.orderId) });
    expect((detail.table as { deliver_at: number }).deliver_at).toBe(Date.parse(`${day}T00:00:00Z`) / 1000);
    await page.goto('/UgiftWeb/order-mypurchases?status=sent');
    await hydrated(page);
    await expect(rowOf(page, gift.orderId).getByTestId('scheduled-for')).toContainText('09:00 (GMT+9)');
    await shot(page, 'gifting/gift-states-tokyo-eng');
  });
});

test('on a sent gift, Take back is an outlined secondary action, not a full-width red button', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Quin Sender' });
  const friend = await registerMember(request, { name: 'Rosa Friend' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Rosa', message: 'Hi' });
  await api(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_id: String(friend.authUser.member_id) });
  await useSession(page, sender);
  await openOrder(page, gift.orderId);
  const takeBack = page.getByTestId('take-back');
  await expect(takeBack).toBeVisible();
  await expect(takeBack).toHaveClass(/ui-button--secondary/);
  await expect(takeBack).not.toHaveClass(/ui-button--danger|ui-button--primary/);
  const [button, bar] = await Promise.all([takeBack.boundingBox(), page.getByTestId('order-actions').boundingBox()]);
  expect(button!.width).toBeLessThan(bar!.width * 0.6);
  expect(await takeBack.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await shot(page, 'gifting/gift-states-take-back-eng');
});

test('a taken-back link says the sender took it back, in eng, cn and jp', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Sami Back' });
  const visitor = await registerMember(request, { name: 'Tess Visitor' });
  const gift = await buyGift(request, sender, { to: 'Dear you', message: 'Oops' });
  await api(request, sender, 'order', 'unsend_order', { order_id: String(gift.orderId) });
  await useSession(page, visitor);
  const words = { eng: 'The sender took this gift back', cn: '送礼人已收回这份礼物', jp: '送り主がこのギフトを取り消しました' };
  for (const [lang, heading] of Object.entries(words)) {
    await page.goto('/UgiftWeb/home');
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
    await hydrated(page);
    await expect(page.getByTestId('link-notice')).toHaveAttribute('data-why', 'taken_back');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, `gifting/gift-states-taken-back-${lang}`);
  }
});

test('a link recipient declines the gift; the sender sees it declined; a phone gift sheet is titled for a phone', async ({
  page,
  request,
}) => {
  const sender = await registerMember(request, { name: 'Uri Giver' });
  const holder = await registerMember(request, { name: 'Vera Holder' });
  const gift = await buyGift(request, sender, { to: 'Dear Vera', message: 'For you' });
  await useSession(page, holder);
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tap to open your card' }).click();
  await expect(page.getByTestId('opened-card')).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId('redeem-button')).toBeVisible();
  await shot(page, 'gifting/gift-states-link-decline-eng');
  await page.getByTestId('decline-link').click();
  const confirm = page.getByRole('dialog', { name: 'Decline this gift?' });
  await expect(confirm).toContainText('The gift goes back to Uri Giver');
  await confirm.getByTestId('decline-link-confirm').click();
  await expect(page.getByRole('dialog', { name: 'Gift declined' })).toBeVisible();
  // the link now says it was declined
  await page.goto(`/UgiftWeb/giftcard-share?id=${gift.shareId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'This gift was declined' })).toBeVisible();

  await switchTo(page, sender);
  await openOrder(page, gift.orderId);
  await expect(page.getByTestId('gift-declined')).toContainText('Declined by Vera Holder');
  await expect(page.getByTestId('order-status').locator('[data-fact="status"] dd')).toHaveText('Declined');

  // the send sheet, for a phone gift, is titled for one, and the number reads grouped
  await page.getByRole('button', { name: 'Send to friends' }).click();
  await page.getByRole('dialog', { name: 'Send to friends' }).getByRole('radio', { name: 'A phone number' }).check();
  const phoneSheet = page.getByRole('dialog', { name: 'Send to a phone number' });
  await expect(phoneSheet).toBeVisible();
  await phoneSheet.getByLabel('Country code').selectOption('65');
  await phoneSheet.getByLabel('Mobile number').fill('98887766');
  await shot(page, 'gifting/gift-states-phone-sheet-eng');
  await phoneSheet.getByRole('button', { name: 'Send to this number' }).click();
  await page.getByRole('dialog', { name: 'Gift sent' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('order-status').locator('[data-fact="waitingFor"] dd')).toHaveText('+65 9888 7766');
  await page.goto('/UgiftWeb/order-mypurchases?status=sent');
  await hydrated(page);
  await expect(rowOf(page, gift.orderId)).toContainText('+65 9888 7766');
});

test('thanks come after redeeming: a delivered gift offers Decline, not thanks', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Wes Giver' });
  const friend = await registerMember(request, { name: 'Xia Friend' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Xia', message: 'Hi' });
  await api(request, sender, 'order', 'send_order', { order_id: String(gift.orderId), recipient_id: String(friend.authUser.member_id) });
  await useSession(page, friend);
  await openOrder(page, gift.orderId);
  await expect(page.getByRole('button', { name: 'Decline gift' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Say thanks' })).toHaveCount(0);
  const early = await callOption(request, friend.authAPI.api_token, 'order', 'thank_order', {
    order_id: String(gift.orderId),
    note: 'Thanks!',
  });
  expect(early.status).toBe(409);
  expect(early.body.reason).toBe('thank_after_redeem');
});

test('malformed values say what is wrong, not "is required"', async ({ request }) => {
  const sender = await registerMember(request, { name: 'Yan Malformed' });
  const gift = await buyGift(request, sender, { to: 'Dear you', message: 'Hi' });
  const post = async (body: string) => {
    const res = await request.post('/UgiftWeb/api/order', {
      data: body,
      headers: { authorization: `Bearer ${sender.authAPI.api_token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    return (await res.json()) as { success: boolean; message: string };
  };
  const base = `option=send_order&order_id=${gift.orderId}&recipient_phone=%2B6598887766`;
  expect((await post(`${base}&deliver_at=tomorrow`)).message).toBe('deliver_at: must be a time in unix seconds');
  expect((await post(`${base}&deliver_at=1900000000.5`)).message).toBe('deliver_at: must be a whole number of seconds');
  expect((await post(`${base}&deliver_at=1900000000&deliver_at=1900000001`)).message).toBe('deliver_at: sent more than once');
});

test('the payment status page: the send dialog is styled, and nothing offers to send a gift already sent', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Zoe Payer' });
  const friend = await registerMember(request, { name: 'Abe Friend' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Abe', message: 'Paid!' });
  await useSession(page, sender);
  await page.goto(`/UgiftWeb/payment-status?id=${gift.orderId}`);
  await hydrated(page);
  await page.getByTestId('open-friends').click();
  const dialog = page.getByRole('dialog', { name: 'Send to friends' });
  const friendRow = dialog.getByTestId('send-friend').filter({ hasText: 'Abe Friend' });
  await expect(friendRow).toBeVisible();
  // styled as on order details: a plain list of rows, the name and its Send button side by side
  expect(await dialog.locator('.send-friends').evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  expect(await friendRow.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  await shot(page, 'gifting/gift-states-payment-dialog-eng');
  await friendRow.getByRole('button', { name: 'Send to Abe Friend' }).click();
  const done = page.getByRole('dialog', { name: 'Gift sent' });
  await expect(done).toBeVisible();
  for (const id of ['copy-link', 'open-friends', 'open-schedule']) await expect(page.getByTestId(id)).toHaveCount(0);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('status-title')).toHaveText('Sent Success');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('status-title')).toHaveText('Sent Success');
  for (const id of ['copy-link', 'open-friends', 'open-schedule']) await expect(page.getByTestId(id)).toHaveCount(0);
});
