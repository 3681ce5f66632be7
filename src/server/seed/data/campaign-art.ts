import type { IconKey } from './art-types.ts';

/** What the asset generator draws for a campaign, banner or popup image (English text only). */
export interface PromoArt {
  /** path under public/demo */
  file: string;
  title: string;
  subtitle: string;
  icon: IconKey;
  colours: [string, string];
  badge?: string;
}
