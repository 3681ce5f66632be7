import type { CSSProperties } from 'react';
import type { IconName } from './icon-set.ts';

export type { IconName };

/**
 * One icon of the set (icon-set.ts), drawn from the page's sprite (IconSprite.astro, in AppLayout): stroked in the
 * current colour with round ends. Decorative (aria-hidden): the control around it carries the accessible name.
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  className,
  style,
}: {
  name: IconName;
  size?: number;
  strokeWidth?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      style={style}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
