import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { makeFriends } from './support/gifts.ts';
import { aProduct } from './support/products.ts';
import { fillBasket, ok, payOrder, reserveBasket } from './support/purchase.ts';
import { useSession } from './support/session.ts';

/**
 * Pick one of several (decision 0265): Sam sends Rita a S$31.17 gift and lets her choose between it and two cheaper
 * ones; Rita picks the S$20.17 one, and the S$11.00 difference is Sam's uDollar.
 */
test('a sender offers three, the recipient picks one; the difference goes back to the sender', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const sam = await registerMember(request, { name: 'Sam Chooser' });
  const rita = await registerMember(request, { name: 'Rita Picker' });
  await makeFriends(request, sam, rita);
  const gift = await aProduct(baseURL!, { name: `Spa ${tag}`, price: 31.17 });
  const cinema = await aProduct(baseURL!, { name: `Cinema ${tag}`, price: 25.17 });
  const books = await aProduct(baseURL!, { name: `Books ${tag}`, price: 20.17 });
  await fillBasket(request, sam, [gift.id]);
  const paid = await payOrder(request, sam, await reserveBasket(request, sam, 'gift'));

  // Sam sends it with two other choices, found by name in the send dialog
  const samContext = await browser.newContext({ baseURL });
  const samPage = await samContext.newPage();
  await samPage.addInitScript(() => sessionStorage.setItem('ugift.popups', '1'));
  await useSession(samPage, sam);
  await samPage.goto(`/UgiftWeb/order-details?id=${paid.orderId}`);
  await hydrated(samPage);
  await samPage.getByRole('button', { name: 'Send to friends' }).click();
  const dialog = samPage.getByRole('dialog', { name: 'Send to friends' });
  await dialog.getByTestId('choice-picker').locator('summary').click();
  for (const product of [cinema, books]) {
    await dialog.getByLabel('Find a gift at this price or less').fill(product.name);
    await dialog.getByRole('checkbox', { name: new RegExp(product.name) }).check();
  }
  await expect(dialog.getByTestId('choice-count')).toHaveText('2 of 4 added');
  await dialog.getByRole('button', { name: 'Send to Rita Picker' }).click();
  const sent = samPage.getByRole('dialog', { name: 'Gift sent' });
  await sent.getByRole('button', { name: 'OK' }).click();
  await samContext.close();

  // Rita sees the three and picks the books
  await useSession(page, rita);
  await page.goto(`/UgiftWeb/order-details?id=${paid.orderId}`);
  await hydrated(page);
  const card = page.getByTestId('pick-gift');
  await expect(card.getByTestId('pick-option')).toHaveCount(3);
  await expect(card).toContainText('Sam Chooser lets you choose one of these.');
  await expectAccessible(page);
  await shot(page, 'gift-pick-card-eng');
  await card.getByRole('button', { name: `Choose ${books.name}` }).click();
  const done = page.getByRole('dialog', { name: 'Gift chosen' });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/order-details\?id=/);
  await hydrated(page);
  await expect(page.getByText(books.name).first()).toBeVisible();
  await expect(page.getByTestId('pick-gift')).toHaveCount(0);

  const wallet = (await ok(request, rita, 'evoucher', 'list_evoucher', { filter_by_status: 'received' })).table as Array<{
    product_name: string;
  }>;
  expect(wallet.map((l) => l.product_name)).toEqual([books.name]);
  const cards = (await ok(request, sam, 'basket', 'list_udollar_giftcards', { currency_code: 'SGD' })).table as Array<{
    udollar_balance: number;
  }>;
  expect(cards.map((c) => c.udollar_balance)).toEqual([1100]);
});
