import { useState, type ImgHTMLAttributes } from 'react';
import { href } from '../../lib/paths.ts';
import './safe-image.css';

/** Shown when an image is missing or fails to load (spec: banners and gift cards get a placeholder). */
export const PLACEHOLDER = href('demo/placeholder.svg');
const FALLBACK_SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e6eaf0"/></svg>')}`;

/**
 * The one image with a fallback: loaded lazily, it swaps in the shop's placeholder when the source is missing or
 * fails, then a plain tile if even the placeholder fails.
 */
export default function SafeImage({ src, alt = '', className = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(0);
  const shown = failed === 0 && src ? src : failed <= 1 ? PLACEHOLDER : FALLBACK_SVG;
  return (
    <img
      src={shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`lazy-img ${className}`.trim()}
      onError={() => setFailed((n) => n + 1)}
      {...rest}
    />
  );
}
