import type { OptionDef } from '../http/context.ts';

/** The udollar group's option handlers (filled in by the feature that owns this group). */
export const udollarOptions: OptionDef[] = [];
