import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** A row of order/list_order. order_amount is absent on the received list (a recipient never sees prices). */
export type OrderRow = AnswerOf<'order', 'list_order'>['table'][number];
export type ProductNames = NonNullable<OrderRow['multiple_languages']>;

export type TimeFilter = AnswerOf<'order', 'list_filter_time'>['table'][number];

/** order/detail_order's table; the amounts, phrase and share id are there for the owner only. */
export type OrderDetail = AnswerOf<'order', 'detail_order'>['table'];
export type OrderLine = OrderDetail['products'][number];
