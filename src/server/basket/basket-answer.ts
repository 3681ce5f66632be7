import { perLanguage } from '../platform/per-language.ts';
import type { CardElement } from '../../shared/card-elements.ts';
import type { giftcards } from '../db/schema/index.ts';
import type { ProductI18n } from '../db/schema/i18n-types.ts';
import { cardLanguages } from '../giftcard/card-art.ts';
import type { BasketLine, OrderRow } from './priced-basket.ts';
import type { Pricing } from './pricing.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { basketCountOf, basketLines } from './basket-service.ts';

export function productNames(i18n: ProductI18n) {
  return perLanguage((l) => ({ product_name: i18n[l]?.name || i18n.en.name }));
}

/** detail_basket's table: the spec's basket fields, every amount in integer minor units computed by the server. */
export function basketTable(
  basket: OrderRow | null,
  lines: BasketLine[],
  pricing: Pricing | null,
  card: typeof giftcards.$inferSelect | null,
  fallbackCurrency: string,
) {
  const byProduct = new Map(pricing?.lines.map((l) => [l.productId, l]) ?? []);
  return {
    id: basket ? String(basket.id) : '0',
    products: lines.map((l) => {
      const p = byProduct.get(l.productId);
      return {
        product_id: String(l.productId),
        image: l.image,
        quantity: l.quantity,
        unit_price: l.price,
        unit_discount: p?.unitDiscount ?? 0,
        original_amount: p?.originalAmount ?? l.price * l.quantity,
        amount: p?.amount ?? l.price * l.quantity,
        currency_code: l.currency,
        stock: l.stock,
        multiple_languages: productNames(l.productI18n),
        campaign_info:
          p?.discountApplied && l.campaign
            ? {
                discount_mode: l.campaign.mode,
                discount_value: l.campaign.value,
                discount_message: l.campaign.i18n.en.discount_message || l.campaign.i18n.en.name,
                multiple_languages: perLanguage((k) => ({
                  discount_message:
                    l.campaign!.i18n[k]?.discount_message ||
                    l.campaign!.i18n[k]?.name ||
                    l.campaign!.i18n.en.discount_message ||
                    l.campaign!.i18n.en.name,
                })),
              }
            : null,
      };
    }),
    giftcard_id: String(basket?.giftcard_id ?? 0),
    giftcard_edit_parameter: (basket?.giftcard_edit_parameter ?? []) as CardElement[],
    giftcard: card
      ? {
          id: String(card.id),
          image: card.image,
          image_thumbnail: card.image_thumbnail,
          is_editable: card.is_editable ? 'Yes' : 'No',
          multiple_languages: cardLanguages(card.i18n, card.image, card.image_thumbnail),
        }
      : null,
    sub_total: pricing?.subTotal ?? 0,
    total_discount: pricing?.totalDiscount ?? 0,
    udollar_payable: pricing?.udollarPayable ?? 0,
    points: pricing?.points ?? 0,
    udollar_id: basket?.udollar_card_id && pricing && pricing.udollarAmount > 0 ? String(basket.udollar_card_id) : '0',
    udollar_amount: pricing?.udollarAmount ?? 0,
    order_amount: pricing?.orderAmount ?? 0,
    currency: basket?.currency_code ?? fallbackCurrency,
    order_status: basket?.order_status ?? '',
    billing_address: basket?.billing_address ?? '',
    count: pricing?.count ?? 0,
  };
}

/**
 * What the line options (product_to_basket, giftcard_to_basket, update_order_status) answer: the lines, the card and
 * status, and the badge count. detail_basket answers the priced `basketTable` instead; the two shapes are the spec's
 * (decision 0170).
 */
export async function basketLinesAnswer(db: Db, basketId: number) {
  const [basket] = await db.select().from(orders).where(eq(orders.id, basketId)).limit(1);
  const products = await basketLines(db, basketId);
  return {
    table: {
      id: basket.id,
      products,
      giftcard_id: String(basket.giftcard_id),
      giftcard_edit_parameter: basket.giftcard_edit_parameter,
      order_status: basket.order_status,
      currency: basket.currency_code,
      country_id: basket.country_id,
    },
    count: basketCountOf(products),
  };
}
