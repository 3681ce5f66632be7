import type { OptionDef } from '../http/context.ts';

/** The giftcard group's option handlers (filled in by the feature that owns this group). */
export const giftcardOptions: OptionDef[] = [];
