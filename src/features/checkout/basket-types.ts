import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** detail_basket's table (the contract's type): lines, card, amounts in minor units, the item count. */
export type Basket = AnswerOf<'basket', 'detail_basket'>['table'];
export type BasketProduct = Basket['products'][number];
