import type { OptionDef } from '../http/context.ts';

/** The catalogue group's option handlers (filled in by the feature that owns this group). */
export const catalogueOptions: OptionDef[] = [];
