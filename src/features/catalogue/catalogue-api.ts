import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import type { PayloadOf } from '../../shared/api/schemas/index.ts';

/** Every catalogue call of the shop (the one caller of the catalogue group). */

export type TaxonKind = 'list_category' | 'list_brand';
export type Taxon = AnswerOf<'catalogue', 'list_category'>['table'][number];
export type ProductListAnswer = AnswerOf<'catalogue', 'list_product'>;

/** Categories or brands, sorted and filtered as the payload says. */
export async function listTaxa(kind: TaxonKind, payload: PayloadOf<'catalogue', 'list_category'>): Promise<Taxon[]> {
  return (await callApi('catalogue', kind, payload)).table;
}

export async function listInterests() {
  return (await callApi('catalogue', 'list_interest', {})).table;
}

export async function listGiftIntentions() {
  return (await callApi('catalogue', 'list_gift_intention', {})).table;
}

export async function detailProduct(productId: number) {
  return (await callApi('catalogue', 'detail_product', { product_id: productId })).table;
}

/** One page of products (the whole answer: the table, the total and the catalogue's country and currency). */
export async function listProducts(payload: PayloadOf<'catalogue', 'list_product'>): Promise<ProductListAnswer> {
  return callApi('catalogue', 'list_product', payload);
}
