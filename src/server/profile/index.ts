import type { OptionDef } from '../http/context.ts';
import { listCountryOptions } from './list-country.ts';
import { profileCoreOptions } from './profile-options.ts';
import { friendOptions } from './friend-options.ts';
import { socialOptions } from './social-options.ts';
import { campaignOptions } from './campaign-options.ts';

/** The profile group's option handlers. */
export const profileOptions: OptionDef[] = [
  ...listCountryOptions,
  ...profileCoreOptions,
  ...friendOptions,
  ...socialOptions,
  ...campaignOptions,
];
