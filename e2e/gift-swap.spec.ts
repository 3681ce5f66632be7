import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { makeFriends } from './support/gifts.ts';
import { aProduct } from './support/products.ts';
import { fillBasket, ok, payOrder, reserveBasket } from './support/purchase.ts';
import { useSession } from './support/session.ts';

/**
 * A recipient swaps a gift (decision 0265): Sam sends Rita two vouchers of S$11.11; on the received order she swaps
 * them for two of another brand's S$10.61 and sees S$1.00 in her uDollar, while Sam's order still reads as before.
 */
test('a recipient swaps a gift for a cheaper product of another brand; the difference is in her uDollar; the sender sees no change', async ({
  page,
  request,
  baseURL,
}) => {
  const sam = await registerMember(request, { name: 'Sam Sender' });
  const rita = await registerMember(request, { name: 'Rita Recipient' });
  await makeFriends(request, sam, rita);
  const giftProduct = await aProduct(baseURL!, { name: `Noodle Bar ${Date.now().toString(36)}`, price: 11.11 });
  const cheaper = await aProduct(baseURL!, { name: `Bean Swap ${Date.now().toString(36)}`, price: 10.61 });
  await fillBasket(request, sam, [giftProduct.id], undefined, 2);
  const paid = await payOrder(request, sam, await reserveBasket(request, sam, 'gift'));
  await ok(request, sam, 'order', 'send_order', { order_id: String(paid.orderId), recipient_id: String(rita.authUser.member_id) });
  const sentBefore = (await ok(request, sam, 'order', 'list_order', { filter_by: 'sent', limit: '10' })).table as Array<{
    id: number;
    gift_state: string;
  }>;
  const stateBefore = sentBefore.find((o) => o.id === paid.orderId)?.gift_state;

  await useSession(page, rita);
  await page.goto(`/UgiftWeb/order-details?id=${paid.orderId}`);
  await hydrated(page);
  await page.getByTestId('swap-gift').click();
  await expect(page.getByTestId('swap-worth')).toContainText('22.22');
  const choice = page.getByTestId('swap-choice').filter({ hasText: cheaper.name });
  await expect(choice).toContainText('+SGD 1.00');
  await expectAccessible(page);
  await shot(page, 'gift-swap-sheet-eng');
  await choice.getByTestId('swap-choose').click();
  const done = page.getByRole('dialog', { name: 'Gift swapped' });
  await expect(done).toContainText('SGD 1.00 is in your uDollar');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/order-details\?id=/);
  await hydrated(page);
  await expect(page.getByText(cheaper.name).first()).toBeVisible();
  await expect(page.getByTestId('swap-gift')).toHaveCount(0);

  // the difference is Rita's uDollar; the new vouchers are in her wallet
  const cards = (await ok(request, rita, 'basket', 'list_udollar_giftcards', { currency_code: 'SGD' })).table as Array<{
    udollar_balance: number;
  }>;
  expect(cards.map((c) => c.udollar_balance)).toContain(100);
  const wallet = (await ok(request, rita, 'evoucher', 'list_evoucher', { filter_by_status: 'received' })).table as Array<{
    product_name: string;
  }>;
  expect(wallet.map((l) => l.product_name)).toEqual([cheaper.name]);

  // Sam's order reads as it did, with the product he sent
  const samPage = await page.context().browser()!.newPage({ baseURL });
  await useSession(samPage, sam);
  await samPage.goto(`/UgiftWeb/order-details?id=${paid.orderId}`);
  await hydrated(samPage);
  await expect(samPage.getByText(giftProduct.name).first()).toBeVisible();
  await expect(samPage.getByText(cheaper.name)).toHaveCount(0);
  const sentAfter = (await ok(request, sam, 'order', 'list_order', { filter_by: 'sent', limit: '10' })).table as Array<{
    id: number;
    gift_state: string;
  }>;
  // Rita opened it, as any recipient does; nothing says it was swapped
  expect(stateBefore).toBe('sent');
  expect(sentAfter.find((o) => o.id === paid.orderId)?.gift_state).toBe('opened');
  await samPage.close();
});
