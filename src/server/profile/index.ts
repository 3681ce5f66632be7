import type { OptionDef } from '../http/context.ts';
import { listCountryOptions } from './list-country.ts';
import { profileCoreOptions } from './profile-options.ts';

/** The profile domain's own options; the profile group also answers the friends and campaign domains. */
export const profileOptions: OptionDef[] = [...listCountryOptions, ...profileCoreOptions];
