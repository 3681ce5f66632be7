import { href } from '../../lib/paths.ts';
import type { Linkage } from '../../shared/api/catalogue-types.ts';

/** Where a banner or popup leads: a page of the shop, an external site, or a video to play in place. */
export type LinkTarget =
  | { kind: 'page'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'none' };

const safeHttp = (value: string): string | null => {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
};

export function linkTarget(l: Pick<Linkage, 'linkage_type' | 'linkage_detail'>): LinkTarget {
  const detail = (l.linkage_detail ?? '').trim();
  switch (l.linkage_type) {
    case 'linkage_product':
      return /^\d+$/.test(detail) ? { kind: 'page', url: href('product-details', { id: detail }) } : { kind: 'none' };
    case 'linkage_campaign':
      return /^\d+$/.test(detail) ? { kind: 'page', url: href('campaign', { id: detail }) } : { kind: 'none' };
    case 'linkage_video': {
      const url = safeHttp(detail);
      return url ? { kind: 'video', url } : { kind: 'none' };
    }
    case 'linkage_url': {
      const url = safeHttp(detail);
      return url ? { kind: 'external', url } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
