import type { OptionDef } from '../http/context.ts';
import { friendOptions } from './friend-options.ts';
import { socialOptions } from './social-options.ts';

/** The friends domain's options (answered in the profile group): friend lists, requests and Facebook contacts. */
export const friendsOptions: OptionDef[] = [...friendOptions, ...socialOptions];
