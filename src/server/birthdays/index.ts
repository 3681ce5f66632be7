import type { OptionDef } from '../http/context.ts';
import { birthdayOptions } from './birthday-options.ts';

/** The birthdays domain's options (answered in the profile group): friends' upcoming birthdays. */
export const birthdaysOptions: OptionDef[] = [...birthdayOptions];
