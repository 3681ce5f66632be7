import type { OptionDef } from '../http/context.ts';

/** The evoucher group's option handlers (filled in by the feature that owns this group). */
export const evoucherOptions: OptionDef[] = [];
