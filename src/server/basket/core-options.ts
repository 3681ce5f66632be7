import type { OptionDef } from '../http/context.ts';

/** detail_basket, product_to_basket, giftcard_to_basket, remove_product, remove_giftcard, update_order_status. */
export const basketCoreOptions: OptionDef[] = [];
