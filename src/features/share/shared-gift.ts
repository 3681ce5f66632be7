import type { CardElement } from '../../shared/card-elements.ts';
import type { MultiLang } from '../../shared/i18n-pick.ts';

/** The answer of order/detail_shared_order (no order id, no prices). */
export interface SharedGiftBase {
  share_id: string;
  sender_name: string;
  sender_profile_picture: string;
  is_sender: boolean;
  recipient_name: string;
  is_recipient: boolean;
}

export interface SharedGiftProduct {
  image: string;
  product_name: string;
  quantity: number;
  multiple_languages: MultiLang<{ product_name: string }>;
}

export interface AvailableGift extends SharedGiftBase {
  state: 'available';
  giftcard_id: number;
  giftcard_image: string;
  giftcard_name: string;
  giftcard_edit_parameter: CardElement[];
  music: { id: number; name: string; url: string } | null;
  products: SharedGiftProduct[];
}

export interface RedeemedGift extends SharedGiftBase {
  state: 'redeemed';
}

export type SharedGift = AvailableGift | RedeemedGift;

/** The app's custom link that opens a gift in the mobile app (spec: app scheme, RedeemGift path, id parameter). */
export const appRedeemLink = (shareId: string): string => `ugift://RedeemGift?id=${encodeURIComponent(shareId)}`;
