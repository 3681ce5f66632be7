import { and, eq } from 'drizzle-orm';
import { basketSchemas } from '../../shared/api/schemas/basket.ts';
import { products } from '../db/schema/index.ts';
import { badInput, conflict, notFound } from '../platform/api-error.ts';
import { defineOption, requireMember, type OptionContext, type OptionDef } from '../http/context.ts';
import { resolveCountry } from '../catalogue/market-country.ts';
import { findGiftcard } from '../giftcard/detail-giftcard.ts';
import { resolveCardElements } from '../giftcard/card-parameter.ts';
import { parseStickers, withStickers } from '../giftcard/card-stickers.ts';
import { withUploadedPhotos } from './card-photos.ts';
import { basketLinesAnswer } from './basket-answer.ts';
import { getOrCreateBasket, setBasketCard, setBasketLine, setBasketStatus } from './basket-service.ts';

/** The country a new basket is opened in: the payload's (country_id or filter_by_country_id), else the member's. */
function basketCountry(ctx: OptionContext, input: { country_id?: number; filter_by_country_id?: number }) {
  const field = input.country_id !== undefined ? 'country_id' : 'filter_by_country_id';
  return resolveCountry(ctx.db, input.country_id ?? input.filter_by_country_id, ctx.memberId, field);
}

/** Sets the product's line to quantity (1..stock). Answers the lines and count (sum of quantities) for the badge. */
export const productToBasket = defineOption({
  group: 'basket',
  option: 'product_to_basket',
  auth: 'member',
  schema: basketSchemas.product_to_basket,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const country = await basketCountry(ctx, input);
    const basketId = await ctx.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id, stock: products.stock, country_id: products.country_id, currency_code: products.currency_code })
        .from(products)
        .where(and(eq(products.id, input.product_id), eq(products.active, true)))
        .limit(1);
      if (!product) throw notFound('Product');
      if (product.stock <= 0) throw conflict('Sorry, this product is out of stock.', { stock: 0 });
      if (input.quantity > product.stock)
        throw conflict(`Only ${product.stock} left in stock. Please choose a quantity of ${product.stock} or less.`, {
          stock: product.stock,
        });
      const basket = await getOrCreateBasket(tx, memberId, country, ctx.now);
      await setBasketLine(tx, basket, product, input.quantity);
      return basket.id;
    });
    return { message: 'Cart updated', ...(await basketLinesAnswer(ctx.db, basketId)) };
  },
});

/**
 * Puts a card design on the basket with the shopper's content (giftcard_edit_parameter, checked against the design).
 * The card customisation step extends this with photo uploads: it stores them first and passes their paths as
 * acceptedImages to resolveCardElements.
 */
export async function putCardInBasket(
  ctx: OptionContext,
  input: {
    giftcard_id: number;
    giftcard_edit_parameter?: string;
    giftcard_stickers?: string;
    country_id?: number;
    filter_by_country_id?: number;
  },
  acceptedImages?: Set<string>,
) {
  const memberId = requireMember(ctx);
  const stickers = parseStickers(input.giftcard_stickers);
  const country = await basketCountry(ctx, input);
  const card = await findGiftcard(ctx.db, input.giftcard_id);
  if (!card) throw notFound('Gift card');
  if (stickers.length > 0 && !card.is_editable) throw badInput('giftcard_stickers', 'this card design takes no stickers');
  const designed = await resolveCardElements(ctx.db, card.edit_parameter, input.giftcard_edit_parameter, { memberId, acceptedImages });
  const elements = withStickers(designed, stickers);
  const basketId = await ctx.db.transaction(async (tx) => {
    const basket = await getOrCreateBasket(tx, memberId, country, ctx.now);
    await setBasketCard(tx, basket.id, card.id, elements);
    return basket.id;
  });
  return { message: 'Gift card added', ...(await basketLinesAnswer(ctx.db, basketId)) };
}

export const giftcardToBasket = defineOption({
  group: 'basket',
  option: 'giftcard_to_basket',
  auth: 'member',
  schema: basketSchemas.giftcard_to_basket,
  async handle(input, ctx) {
    const photos = await withUploadedPhotos(ctx, input.giftcard_id, input.giftcard_edit_parameter);
    return putCardInBasket(ctx, { ...input, giftcard_edit_parameter: photos.raw }, photos.accepted);
  },
});

/** 'gift' (send as a gift) or 'Self-Use' (for myself, which also removes the gift card). */
export const updateOrderStatus = defineOption({
  group: 'basket',
  option: 'update_order_status',
  auth: 'member',
  schema: basketSchemas.update_order_status,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const country = await basketCountry(ctx, input);
    const basketId = await ctx.db.transaction(async (tx) => {
      const basket = await getOrCreateBasket(tx, memberId, country, ctx.now);
      await setBasketStatus(tx, basket.id, input.order_status);
      return basket.id;
    });
    return { message: 'Order status updated', ...(await basketLinesAnswer(ctx.db, basketId)) };
  },
});

/** product_to_basket, giftcard_to_basket, update_order_status (detail_basket and removals are in checkout-options.ts). */
export const basketLineOptions: OptionDef[] = [productToBasket, giftcardToBasket, updateOrderStatus];
