import type { ImgHTMLAttributes } from 'react';
import { href } from '../../lib/paths.ts';

export const PLACEHOLDER = href('demo/placeholder.svg');

/** An image that shows the shop's placeholder when it is missing or fails to load. */
export default function SafeImage({ src, alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      src={src || PLACEHOLDER}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        if (!img.src.endsWith('/demo/placeholder.svg')) img.src = PLACEHOLDER;
      }}
      {...rest}
    />
  );
}
