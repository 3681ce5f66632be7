import { z } from 'zod';
import { bannerInput, bannerRecord } from './banner.ts';

/** The kinds of home popup: a country chooser, a video, a promotion (the spec's popup types). */
export const POPUP_TYPES = ['country', 'video', 'promo'] as const;

/** A popup is a banner with a kind. */
export const popupInput = bannerInput.and(
  z.object({ popup_type: z.enum(POPUP_TYPES, { error: `must be one of ${POPUP_TYPES.join(', ')}` }) }),
);
export type PopupInput = z.output<typeof popupInput>;

export const popupRecord = bannerRecord.extend({ popup_type: z.string() });
