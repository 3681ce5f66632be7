import type { z } from 'zod';
import type { ApiGroup, OptionOf } from '../groups.ts';
import type { tokenSchemas } from './token.ts';
import type { accountSchemas } from './account.ts';
import type { profileSchemas } from './profile.ts';
import type { frontendSchemas } from './frontend.ts';
import type { catalogueSchemas } from './catalogue.ts';
import type { giftcardSchemas } from './giftcard.ts';
import type { basketSchemas } from './basket.ts';
import type { orderSchemas } from './order.ts';
import type { evoucherSchemas } from './evoucher.ts';
import type { notificationSchemas } from './notification.ts';
import type { udollarSchemas } from './udollar.ts';
import type { groupGiftSchemas } from './group-gift.ts';
import type { bulkGiftSchemas } from './bulk-gift.ts';

/** Type-level map of every option's payload schema; the client imports only these types (no zod in the bundle). */
export interface SchemaMap {
  token: typeof tokenSchemas;
  account: typeof accountSchemas;
  profile: typeof profileSchemas;
  frontend: typeof frontendSchemas;
  catalogue: typeof catalogueSchemas;
  giftcard: typeof giftcardSchemas;
  basket: typeof basketSchemas;
  order: typeof orderSchemas;
  evoucher: typeof evoucherSchemas;
  notification: typeof notificationSchemas;
  udollar: typeof udollarSchemas;
  group_gift: typeof groupGiftSchemas;
  bulk_gift: typeof bulkGiftSchemas;
}

type FormValue = string | number | boolean | Blob | null | undefined | Array<string | number>;

/** What the client may send for an option: the schema's input where one is declared, plain form fields otherwise. */
export type PayloadOf<G extends ApiGroup, O extends OptionOf<G>> = O extends keyof SchemaMap[G]
  ? SchemaMap[G][O] extends z.ZodType
    ? { [K in keyof z.input<SchemaMap[G][O]>]?: FormValue }
    : Record<string, FormValue>
  : Record<string, FormValue>;
