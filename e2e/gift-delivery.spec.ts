import type { Page } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession, type Session } from './support/session.ts';
import { buyGift, makeFriends } from './support/gifts.ts';

/**
 * Decision 0210: schedule a gift in the send dialog and see "Scheduled for", take it back and send it again
 * to a phone number that has no account yet (the number then registers and finds it received), and send to a member's
 * phone number (it appears in their Received list). The delivery itself is covered by the API tests' clock.
 */

/** Becomes another member in the same page (the session init script only fills an empty storage). */
async function switchTo(page: Page, s: Session): Promise<void> {
  await page.evaluate((x) => {
    localStorage.setItem('authAPI', JSON.stringify(x.authAPI));
    localStorage.setItem('authUser', JSON.stringify(x.authUser));
  }, s);
}

/** A time two days ahead at 10:30 in the browser's zone (Asia/Singapore, UTC+8), as a datetime-local value. */
function twoDaysAhead(): string {
  const local = new Date(Date.now() + 2 * 86_400_000 + 8 * 3_600_000);
  return `${local.toISOString().slice(0, 10)}T10:30`;
}

/** A Singapore mobile number nobody has registered (9 and seven random digits). */
// 90-98: Singapore mobile ranges, the only kind a gift may be texted to (99 is not one)
const freshNumber = () => `9${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

async function openOrder(page: Page, orderId: number) {
  await page.goto(`/UgiftWeb/order-details?id=${orderId}`);
  await hydrated(page);
  await expect(page.getByTestId('order-details')).toBeVisible();
}

async function closeAlert(page: Page, title: string | RegExp) {
  const done = page.getByRole('dialog', { name: title });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
}

test('schedule a gift for a friend, take it back, and send it again to a phone number without an account', async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Priya Planner' });
  const friend = await registerMember(request, { name: 'Omar Later' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Omar', message: 'See you on the day!' });
  await useSession(page, sender);
  await openOrder(page, gift.orderId);

  // the dialog: Schedule, a labelled date and time, then the friend
  await page.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send to (friends|a phone number)$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Schedule' }).check();
  const when = twoDaysAhead();
  await dialog.getByLabel('Delivery date and time').fill(when);
  await expect(dialog.getByRole('radio', { name: 'A friend' })).toBeChecked();
  await expect(dialog.getByTestId('send-friend')).toContainText('Omar Later');
  await shot(page, 'gifting/gift-delivery-dialog-eng');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Schedule for Omar Later' }).click();
  await closeAlert(page, 'Gift scheduled');

  // the order now says when it arrives; the friend sees nothing yet
  const status = page.getByTestId('order-status');
  await expect(status).toContainText('Scheduled for');
  await expect(status).toContainText(new RegExp(`Scheduled for0?${Number(when.slice(8, 10))} \\w+ ${when.slice(0, 4)} 10:30`));
  await expect(status).toContainText('Omar Later');
  await expect(page.getByTestId('take-back')).toBeVisible();
  await expect(page.getByTestId('change-time')).toBeVisible();
  await shot(page, 'gifting/gift-delivery-eng');
  await expectAccessible(page);
  const received = await callOption(request, friend.authAPI.api_token, 'order', 'list_order', { filter_by: 'received' });
  expect((received.body.table as Array<{ id: number }>).map((r) => r.id)).not.toContain(gift.orderId);

  // the time can be changed before delivery
  await page.getByTestId('change-time').click();
  const change = page.getByRole('dialog', { name: 'Change the delivery time' });
  await expect(change.getByLabel('Delivery date and time')).toHaveValue(when);
  await change.getByLabel('Delivery date and time').fill(`${when.slice(0, 10)}T18:45`);
  await change.getByRole('button', { name: 'Save' }).click();
  await closeAlert(page, 'Delivery time changed');
  await expect(status).toContainText(new RegExp(`Scheduled for0?${Number(when.slice(8, 10))} \\w+ ${when.slice(0, 4)} 18:45`));

  // and so does the order list: a scheduled gift is in Sent (decision 0241)
  await page.goto('/UgiftWeb/order-mypurchases?status=sent');
  await hydrated(page);
  const row = page.getByTestId('order-row').filter({ hasText: 'Scheduled for' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('18:45');

  // in Japanese too
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await openOrder(page, gift.orderId);
  await expect(page.getByTestId('order-status')).toContainText('お届け予定');
  await expect(page.getByTestId('take-back')).toHaveText('取り消す');
  await shot(page, 'gifting/gift-delivery-jp');
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'eng'));
  await openOrder(page, gift.orderId);

  // take back (confirmed), then Send again: to a phone number without an account
  await page.getByTestId('take-back').click();
  const confirm = page.getByRole('dialog', { name: 'Take back this gift?' });
  await expect(confirm).toContainText('The scheduled delivery is cancelled');
  await confirm.getByRole('button', { name: 'Take back' }).click();
  const back = page.getByRole('dialog', { name: 'Gift taken back' });
  await expect(back).toBeVisible();
  await expect(page.getByTestId('order-status')).not.toContainText('Scheduled for');
  await back.getByRole('button', { name: 'Send again' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Send now' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'A phone number' }).check();
  const number = freshNumber();
  await dialog.getByLabel('Country code').selectOption('65');
  await dialog.getByLabel('Mobile number').fill(number);
  await shot(page, 'gifting/gift-delivery-phone-eng');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send to this number' }).click();
  await closeAlert(page, 'Gift sent');
  await expect(page.getByTestId('order-status')).toContainText('Waiting for');
  // the number as people read it (decision 0241)
  await expect(page.getByTestId('order-status')).toContainText(`+65 ${number.slice(0, 4)} ${number.slice(4)}`);
  await expect(page.getByTestId('take-back')).toBeVisible();

  // someone registers with that number (the console SMS carried the link): the gift is theirs
  const newcomer = await registerMember(request, { number, name: 'Nadia Newcomer' });
  await switchTo(page, newcomer);
  await page.goto('/UgiftWeb/order-received');
  await hydrated(page);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText('Priya Planner');
  await shot(page, 'gifting/gift-delivery-phone-received-eng');
});

test("a gift to a member's phone number appears in their Received list at once, no friendship needed", async ({ page, request }) => {
  const sender = await registerMember(request, { name: 'Ravi Direct' });
  const member = await registerMember(request, { name: 'Lena Number' });
  const gift = await buyGift(request, sender, { to: 'Dear Lena', message: 'Just because.' });
  await useSession(page, sender);

  // the payment screen offers Send now (Ugift Friends) or Schedule, which opens the dialog on a labelled time
  await page.goto(`/UgiftWeb/payment-status?id=${gift.orderId}`);
  await hydrated(page);
  await page.getByTestId('open-schedule').click();
  const fromPayment = page.getByRole('dialog', { name: 'Send to friends' });
  await expect(fromPayment.getByRole('radio', { name: 'Schedule' })).toBeChecked();
  await expect(fromPayment.getByLabel('Delivery date and time')).toBeVisible();
  await fromPayment.getByRole('button', { name: 'Close' }).click();
  await expect(fromPayment).toBeHidden();

  await openOrder(page, gift.orderId);
  await page.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send to (friends|a phone number)$/ });
  await expect(dialog.getByRole('radio', { name: 'Send now' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'A phone number' }).check();
  await dialog.getByLabel('Country code').selectOption(member.prefix);
  await dialog.getByLabel('Mobile number').fill(member.number);
  await dialog.getByRole('button', { name: 'Send to this number' }).click();
  await closeAlert(page, 'Gift sent');
  await expect(page.getByTestId('order-status')).toContainText('Lena Number');

  await switchTo(page, member);
  await page.goto('/UgiftWeb/order-received');
  await hydrated(page);
  const row = page.getByTestId('order-row').filter({ hasText: 'Ravi Direct' });
  await expect(row).toHaveCount(1);
  await shot(page, 'gifting/gift-delivery-member-phone-eng');
  await expectAccessible(page);
});

test('a gift scheduled a moment ahead is delivered by the server: the friend finds it received and notified', async ({ page, request }) => {
  test.setTimeout(150_000);
  const sender = await registerMember(request, { name: 'Tomo Timely' });
  const friend = await registerMember(request, { name: 'Ines Later' });
  await makeFriends(request, sender, friend);
  const gift = await buyGift(request, sender, { to: 'Dear Ines', message: 'Right on time.' });
  const deliverAt = Math.floor(Date.now() / 1000) + 2;
  const sent = await callOption(request, sender.authAPI.api_token, 'order', 'send_order', {
    order_id: String(gift.orderId),
    recipient_id: String(friend.authUser.member_id),
    deliver_at: String(deliverAt),
  });
  expect(sent.status).toBe(200);

  // the delivery job runs every 30 seconds on the running server: wait for the gift to be there, not for a time
  await useSession(page, friend);
  const row = page.getByTestId('order-row').filter({ hasText: 'Tomo Timely' });
  await expect(async () => {
    await page.goto('/UgiftWeb/order-received');
    await hydrated(page);
    await expect(row).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
  await page.goto('/UgiftWeb/notification');
  await hydrated(page);
  await expect(page.getByText(/Tomo Timely/).first()).toBeVisible();
  await shot(page, 'gifting/gift-delivery-arrived-eng');

  // the sender's order no longer says Scheduled: it was sent
  await switchTo(page, sender);
  await openOrder(page, gift.orderId);
  await expect(page.getByTestId('order-status')).not.toContainText('Scheduled for');
  await expect(page.getByTestId('order-status')).toContainText('Ines Later');
});
