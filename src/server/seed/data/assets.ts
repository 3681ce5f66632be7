import { BASE } from '../../../shared/base-path.ts';
/** Demo assets are generated into public/demo (scripts/generate-demo-assets.ts) and served under the site base. */
export const DEMO_URL_BASE = `${BASE}/demo`;

/** Public URL of a demo asset, from its path relative to public/demo. */
export const demoUrl = (rel: string): string => `${DEMO_URL_BASE}/${rel}`;

/** Shown when an image fails to load or a record has none. */
export const PLACEHOLDER_IMAGE = 'placeholder.svg';
export const EXPIRED_VOUCHER_IMAGE = 'evoucher-expired.svg';
export const SAMPLE_PHOTO = 'photos/sample-photo.svg';

/** A short CC0 clip used by the video banners and popups. */
export const DEMO_VIDEO_URL = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';
