import type { CardElement } from '../../shared/card-elements.ts';

type Names<K extends string> = Partial<Record<'en' | 'cn' | 'jp', Partial<Record<K, string>>>>;

export interface BasketProduct {
  product_id: string;
  image: string;
  quantity: number;
  unit_price: number;
  unit_discount: number;
  original_amount: number;
  amount: number;
  currency_code: string;
  stock: number;
  multiple_languages: Names<'product_name'>;
  campaign_info: { discount_mode: string; discount_message: string; multiple_languages?: Names<'discount_message'> } | null;
}

export interface Basket {
  id: string;
  products: BasketProduct[];
  giftcard_id: string;
  giftcard_edit_parameter: CardElement[];
  giftcard: { id: string; image: string; image_thumbnail: string; is_editable: string; multiple_languages: Names<'name'> } | null;
  sub_total: number;
  total_discount: number;
  points: number;
  udollar_id: string;
  udollar_amount: number;
  order_amount: number;
  currency: string;
  order_status: string;
  billing_address: string;
  count: number;
}
