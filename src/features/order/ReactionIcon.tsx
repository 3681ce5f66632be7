import type { ReactNode } from 'react';
import type { GiftReaction } from '../../shared/gift-reply.ts';

/**
 * The reactions drawn as pictures (24-unit grid) rather than emoji, so they look the same on every device, fonts with
 * emoji or not. Decorative: the button or image around them carries the name.
 */
const PICTURES: Record<GiftReaction, ReactNode> = {
  heart: <path d="M12 20.5s-7.5-4.6-9.2-9.4A5 5 0 0 1 12 7.2a5 5 0 0 1 9.2 3.9c-1.7 4.8-9.2 9.4-9.2 9.4z" fill="#e5484d" />,
  hug: (
    <>
      <circle cx="12" cy="10" r="7" fill="#ffc83d" />
      <path
        d="M8.6 9.2q1.2-1.2 2.4 0M13 9.2q1.2-1.2 2.4 0M9.5 12.4q2.5 2.2 5 0"
        stroke="#7a4a00"
        strokeWidth="1.3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M3.5 21c1-3.5 3.5-5 6-4.6M20.5 21c-1-3.5-3.5-5-6-4.6" stroke="#e59a00" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </>
  ),
  party: (
    <>
      <path d="M3.5 20.5l4.2-11.8 7.6 7.6z" fill="#ff8a3d" />
      <path d="M5.3 15.4l3.3 3.3M6.6 11.8l5.6 5.6" stroke="#fff3e0" strokeWidth="1.2" />
      <path d="M13 4.5l.8 2.3M18.5 8.5l2.3-.6M15.8 5.6l2.2-2.2" stroke="#1f5fd6" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="19.5" cy="13.5" r="1.2" fill="#e5484d" />
      <circle cx="10.5" cy="3.8" r="1" fill="#1b7f3b" />
    </>
  ),
  smile: (
    <>
      <circle cx="12" cy="12" r="9" fill="#ffc83d" />
      <circle cx="9" cy="10" r="1.2" fill="#7a4a00" />
      <circle cx="15" cy="10" r="1.2" fill="#7a4a00" />
      <path d="M8 14q4 3.6 8 0" stroke="#7a4a00" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </>
  ),
  thanks: (
    <>
      <path d="M11.4 3.5c-.9 0-1.5.7-1.7 1.6L8 13l-2.6 3.2 3.2 4.3 2.8-2.8V4.1c0-.2 0-.4 0-.6z" fill="#f2b27a" />
      <path d="M12.6 3.5c.9 0 1.5.7 1.7 1.6L16 13l2.6 3.2-3.2 4.3-2.8-2.8V4.1c0-.2 0-.4 0-.6z" fill="#e49a5c" />
      <path d="M4 7l1.6 1M20 7l-1.6 1M5 3.8l1.2 1.6M19 3.8l-1.2 1.6" stroke="#1f5fd6" strokeWidth="1.3" strokeLinecap="round" />
    </>
  ),
};

export function ReactionIcon({ reaction, size = 28 }: { reaction: GiftReaction; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {PICTURES[reaction]}
    </svg>
  );
}
