import type { OptionDef } from '../http/context.ts';

/** The basket group's option handlers (filled in by the feature that owns this group). */
export const basketOptions: OptionDef[] = [];
