import type { OptionDef } from '../http/context.ts';
import { listBanner } from './banners.ts';
import { listPopup, markNotShowAgain } from './popups.ts';

/** The frontend group: the home page's banners and popups. */
export const frontendOptions: OptionDef[] = [listBanner, listPopup, markNotShowAgain];
