import { z } from 'zod';
import { zFlag, zIdList, zMemberId, zOptionalId, zId } from '../fields.ts';
import { zCountryId, zLanguage, zNameOrder, zPageLimit, zPageOffset } from './catalogue-fields.ts';

/** Payload schemas of the giftcard group, keyed by option. */
export const giftcardSchemas = {
  /** Home: limit 5. Listing: filter_by_editable, filter_by_categories_id[0], group_by_categories. */
  list_giftcard: z.object({
    member_id: zMemberId,
    order_by: zNameOrder,
    limit: zPageLimit(100),
    offset: zPageOffset,
    filter_by_editable: zFlag,
    filter_by_country_id: zCountryId,
    filter_by_categories_id: zIdList,
    group_by_categories: zFlag,
    language: zLanguage,
  }),
  /** The design with its related products in the country. */
  detail_giftcard: z.object({ giftcard_id: zId, member_id: zMemberId, order_by: zNameOrder, filter_by_country_id: zCountryId }),
  /** With giftcard_id, the design's own song comes first. */
  list_music: z.object({ order_by: zNameOrder, giftcard_id: zOptionalId, member_id: zMemberId }),
} satisfies Record<string, z.ZodType>;
