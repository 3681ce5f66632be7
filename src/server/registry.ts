import type { OptionDef } from './http/context.ts';
import { buildOptionRegistry } from './http/option-registry.ts';
import { tokenOptions } from './token/index.ts';
import { accountOptions } from './account/index.ts';
import { profileOptions } from './profile/index.ts';
import { friendsOptions } from './friends/index.ts';
import { birthdaysOptions } from './birthdays/index.ts';
import { campaignOptions } from './campaign/campaign-options.ts';
import { frontendOptions } from './frontend/index.ts';
import { catalogueOptions } from './catalogue/index.ts';
import { giftcardOptions } from './giftcard/index.ts';
import { basketOptions } from './basket/index.ts';
import { orderOptions } from './order/index.ts';
import { orderCheckoutOptions } from './payment/order-checkout-options.ts';
import { evoucherOptions } from './evoucher/index.ts';
import { notificationOptions } from './notification/index.ts';
import { udollarOptions } from './udollar/index.ts';
import { groupGiftOptions } from './group-gift/group-gift-options.ts';
import { bulkGiftOptions } from './bulk-gift/bulk-gift-options.ts';

const ALL: OptionDef[] = [
  ...tokenOptions,
  ...accountOptions,
  ...profileOptions,
  ...friendsOptions,
  ...birthdaysOptions,
  ...campaignOptions,
  ...frontendOptions,
  ...catalogueOptions,
  ...giftcardOptions,
  ...basketOptions,
  ...orderCheckoutOptions,
  ...orderOptions,
  ...evoucherOptions,
  ...notificationOptions,
  ...udollarOptions,
  ...groupGiftOptions,
  ...bulkGiftOptions,
];

/** The registry of every group's options (src/server/http/option-registry.ts builds and reads it). */
export function buildRegistry(defs: OptionDef[] = ALL): Map<string, OptionDef> {
  return buildOptionRegistry(defs);
}
