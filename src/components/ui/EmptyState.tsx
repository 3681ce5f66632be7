import type { ReactNode } from 'react';

/** The pictures empty lists show (simple line drawings, 24-unit grid). */
const ART = {
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.5a3 3 0 0 1 0 6M18 14.5c2 .6 3.2 2.5 3.5 5.5',
  coins: 'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v5c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 10v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21M8 10.5h5',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  bell: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
} as const;

export type EmptyArtKind = keyof typeof ART;

/**
 * An empty list as a shopper should meet it: a picture, one line saying what is missing, and the next step
 * (a link or a button). Every empty state of the shop uses it.
 */
export function EmptyState({ art, text, action, testId }: { art: EmptyArtKind; text: string; action?: ReactNode; testId?: string }) {
  return (
    <div className="empty" data-testid={testId}>
      <svg
        className="empty__art"
        viewBox="0 0 24 24"
        width="72"
        height="72"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ART[art]} />
      </svg>
      <p>{text}</p>
      {action}
    </div>
  );
}
