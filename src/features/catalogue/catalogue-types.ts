/** What the catalogue, frontend and giftcard options answer (the client's view of them). */
export type Lang3 = 'en' | 'cn' | 'jp';
export type Names = Partial<Record<Lang3, { name?: string }>>;

export interface CampaignInfo {
  campaign_id: number;
  discount_mode: 'percent' | 'amount';
  discount_value: number;
  discounted_price: number;
  discount_message: string;
  multiple_languages: Partial<Record<Lang3, { name?: string; discount_message?: string }>>;
}

export interface ProductSummary {
  id: number;
  image: string;
  name: string;
  multiple_languages: Names;
  original_price: number;
  discounted_price: number;
  stock: number;
  currency_code: string;
  is_recommended: boolean;
  brand_id: number;
  category_id: number;
  campaign_info: CampaignInfo | null;
}

export interface ProductText {
  name?: string;
  description?: string;
  terms_and_conditions?: string;
  redeem_howto?: string;
}

export interface Outlet {
  outlet_name: string;
  address: string;
  outlet_telno: string;
  email: string;
}

export interface ProductDetail extends Omit<ProductSummary, 'multiple_languages' | 'name' | 'is_recommended' | 'brand_id' | 'category_id'> {
  multiple_languages: Partial<Record<Lang3, ProductText>>;
  product_images: Array<{ image: string }>;
  applicable_outlets: Outlet[];
  brand: { id: number; image: string; multiple_languages: Names } | null;
  category: { id: number; multiple_languages: Names } | null;
  giftcard_id: string;
  basket_quantity: number;
}

export interface Taxon {
  id: number;
  name: string;
  image: string;
  image_home: string;
  colour_code: string;
  multiple_languages: Names;
}

export interface FilterOption {
  id: number;
  cf_content_label: string;
  cf_content_value: string;
  multiple_languages: Names;
}

export interface Linkage {
  id: number;
  image: string;
  linkage_type: 'linkage_url' | 'linkage_product' | 'linkage_video' | 'linkage_campaign' | string;
  linkage_detail: string;
  linkage_info: { name: string; description: string };
  multiple_languages: Partial<Record<Lang3, { name?: string; description?: string; image?: string }>>;
  popup_type?: 'country' | 'video' | 'promo' | string;
}

export interface Giftcard {
  id: number;
  name: string;
  image: string;
  image_thumbnail: string;
  is_editable: 'Yes' | 'No';
  multiple_languages: Names;
  category_id: number;
  category_name: string;
}

export interface GiftcardGroup {
  id: number;
  category_id: number;
  category_name: string;
  multiple_languages: Names;
  giftcards: Giftcard[];
}

export interface GiftcardDetail extends Giftcard {
  related_products: ProductSummary[];
}

export interface Country {
  id: number;
  name: string;
  image: string;
  country_code: string;
  currency_code: string;
}
