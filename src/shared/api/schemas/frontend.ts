import { z } from 'zod';
import { zId, zMemberId } from '../fields.ts';
import { zCountryId, zNameOrder } from './catalogue-fields.ts';

/** Payload schemas of the frontend group (home banners and popups), keyed by option. */
export const frontendSchemas = {
  /** order_by orders by the banner's position (ASC first). */
  list_banner: z.object({ member_id: zMemberId, order_by: zNameOrder, filter_by_country_id: zCountryId }),
  /** With a member, popups the member marked "Don't Show Again" are left out. */
  list_popup: z.object({ member_id: zMemberId, order_by: zNameOrder, filter_by_country_id: zCountryId }),
  mark_not_show_again: z.object({ member_id: zMemberId, popup_id: zId }),
} satisfies Record<string, z.ZodType>;
