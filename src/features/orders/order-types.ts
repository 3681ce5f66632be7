import type { CardElement } from '../../shared/card-elements.ts';
import type { MultiLang } from '../../shared/i18n-pick.ts';

export type ProductNames = MultiLang<{ product_name: string }>;

/** A row of order/list_order. order_amount is absent on the received list (a recipient never sees prices). */
export interface OrderRow {
  id: number;
  order_no: string;
  created_date: string;
  sent_date: string;
  received_date: string;
  order_type: string;
  giftcard_id: number;
  payment_status: string;
  order_status: string;
  currency: string;
  order_amount?: number;
  member_name: string;
  recipient_name: string;
  item_count: number;
  line_count: number;
  image: string;
  multiple_languages: ProductNames | null;
}

export interface TimeFilter {
  month: number;
  year: number;
  filter_name: string;
}

export interface OrderLine {
  product_id: number;
  image: string;
  product_name: string;
  quantity: number;
  amount?: number;
  currency_code: string;
  multiple_languages: ProductNames;
}

/** order/detail_order's table; the amounts, phrase and share id are there for the owner only. */
export interface OrderDetail {
  id: number;
  order_no: string;
  viewer: 'owner' | 'recipient';
  created_date: string;
  paid_date: string;
  sent_date: string;
  received_date: string;
  /** first opened by someone other than the sender; '' until then */
  opened_date: string;
  payment_status: string;
  order_status: string;
  member_id: number;
  member_name: string;
  member_profile_picture: string;
  recipient_id: number;
  recipient_name: string;
  currency: string;
  giftcard_id: number;
  giftcard_image: string;
  giftcard_name: string;
  giftcard_edit_parameter: CardElement[];
  music: { id: number; name: string; url: string } | null;
  products: OrderLine[];
  phrase?: string;
  sub_total?: number;
  total_discount?: number;
  udollar_amount?: number;
  points?: number;
  order_amount?: number;
  share_id?: string;
  actions: { pay: boolean; cancel: boolean; send: boolean; view_voucher: boolean };
}
