import type common from '../../locales/eng/common.json';
import type basket from '../../locales/eng/basket.json';
import type checkout from '../../locales/eng/checkout.json';
import type payment from '../../locales/eng/payment.json';
import type evoucher from '../../locales/eng/evoucher.json';
import type notification from '../../locales/eng/notification.json';
import type account from '../../locales/eng/account.json';
import type order from '../../locales/eng/order.json';
import type giftPage from '../../locales/eng/gift-page.json';
import type invitation from '../../locales/eng/invitation.json';
import type profile from '../../locales/eng/profile.json';
import type friends from '../../locales/eng/friends.json';
import type campaign from '../../locales/eng/campaign.json';
import type udollar from '../../locales/eng/udollar.json';
import type frontend from '../../locales/eng/frontend.json';
import type catalogue from '../../locales/eng/catalogue.json';
import type giftcard from '../../locales/eng/giftcard.json';
import type errors from '../../locales/eng/errors.json';
import type counter from '../../locales/eng/counter.json';
import type emailGift from '../../locales/eng/email-gift.json';
import type groupGift from '../../locales/eng/group-gift.json';
import type bulkGift from '../../locales/eng/bulk-gift.json';

/**
 * The namespaces of the interface text: one JSON file per feature and language under locales/{eng,cn,jp}/.
 * English is the source of the key types; every feature adds its namespace here.
 */
export interface Resources {
  common: typeof common;
  basket: typeof basket;
  checkout: typeof checkout;
  payment: typeof payment;
  evoucher: typeof evoucher;
  notification: typeof notification;
  account: typeof account;
  order: typeof order;
  'gift-page': typeof giftPage;
  'email-gift': typeof emailGift;
  invitation: typeof invitation;
  profile: typeof profile;
  friends: typeof friends;
  campaign: typeof campaign;
  udollar: typeof udollar;
  frontend: typeof frontend;
  errors: typeof errors;
  catalogue: typeof catalogue;
  giftcard: typeof giftcard;
  /** the counter's text, loaded by the counter alone (src/features/counter/counter-i18n.ts, decision 0239) */
  counter: typeof counter;
  /** group gifts (decision 0258) */
  'group-gift': typeof groupGift;
  /** business gifts in bulk (decision 0270) */
  'bulk-gift': typeof bulkGift;
}

export type Namespace = keyof Resources;
