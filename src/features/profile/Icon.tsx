/** Line icons of the profile area (24px grid, stroke). */
const PATHS = {
  basket: 'M3 4h2l2.4 11h11l2-8H6.2M9 19.5a1.5 1.5 0 1 0 0 .01M17 19.5a1.5 1.5 0 1 0 0 .01',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0z',
  pay: 'M3 6h18v12H3zM3 10h18M7 15h4',
  bag: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  gift: 'M4 9h16v4H4zm1 4h14v7H5zm7-4v11M12 9c-2-4-6-4-6-1.5S10 9 12 9zm0 0c2-4 6-4 6-1.5S14 9 12 9z',
  send: 'M4 12l16-8-6 16-3-7z',
  friends: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20h3a5 5 0 0 0-4-5',
  invite: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 12-5M19 14v6M16 17h6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  contact: 'M4 5h16v11H8l-4 4z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  chevron: 'M9 5l7 7-7 7',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  copy: 'M8 8h11v12H8zM5 16V4h11',
  share: 'M6 12v7h12v-7M12 3v12M8 7l4-4 4 4',
} as const;

export type IconName = keyof typeof PATHS;

export default function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
