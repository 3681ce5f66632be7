/** A picture for a notification without an image, by its type. */
const PATHS: Record<string, string> = {
  friend: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 14 0M17 8v6m-3-3h6',
  order: 'M4 8h16v4H4zm1 4h14v8H5zm7-4v12M12 8c-2-4-6-4-6-1.5S10 8 12 8zm0 0c2-4 6-4 6-1.5S14 8 12 8z',
  voucher: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zm11 0v10',
  news: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
};

function groupOf(type: string): keyof typeof PATHS {
  if (type.endsWith('_friend')) return 'friend';
  if (type.endsWith('_order')) return 'order';
  if (type.endsWith('_evoucher')) return 'voucher';
  return 'news';
}

export default function NotificationIcon({ type }: { type: string }) {
  return (
    <span className={`notice__icon notice__icon--${groupOf(type)}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={PATHS[groupOf(type)]} />
      </svg>
    </span>
  );
}
