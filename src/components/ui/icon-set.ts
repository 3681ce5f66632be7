/**
 * The one icon set of the shop (decision 0244). It ships in the HTML, not in JavaScript: AppLayout renders it once as
 * the symbols of IconSprite.astro, and <Icon> refers to a symbol by name.
 */
/** A circle as path data, so that every icon is one or two path strings. */
const ring = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const EYE = `M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z${ring(12, 12, 3)}`;
const SPEAKER = 'M4 9v6h4l5 4V5L8 9H4z';

/**
 * The one icon set of the shop: line icons on a 24-unit grid, stroked in the current colour with round ends. An entry is
 * its line, or its line and a solid part filled in the current colour.
 */
export const ICONS = {
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  down: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6L6 18',
  cart: `M3 4h2l2.4 11h11l2-8H6.2${ring(9, 19.5, 1.5)}${ring(17, 19.5, 1.5)}`,
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  sort: 'M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4',
  filter: 'M3 5h18l-7 8v6l-4-2v-4z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  globe: `${ring(12, 12, 9)}M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18`,
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  bell: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  friends: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20h3a5 5 0 0 0-4-5',
  invite: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 12-5M19 14v6M16 17h6',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0z',
  voucher: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zm11 0v10',
  pay: 'M3 6h18v12H3zM3 10h18M7 15h4',
  bag: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  gift: 'M4 9h16v4H4zm1 4h14v7H5zm7-4v11M12 9c-2-4-6-4-6-1.5S10 9 12 9zm0 0c2-4 6-4 6-1.5S14 9 12 9z',
  send: 'M4 12l16-8-6 16-3-7z',
  contact: 'M4 5h16v11H8l-4 4z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  copy: 'M8 8h11v12H8zM5 16V4h11',
  share: 'M6 12v7h12v-7M12 3v12M8 7l4-4 4 4',
  eye: EYE,
  eyeOff: `${EYE}M4 4l16 16`,
  play: ['', 'M8 5v14l11-7z'],
  pause: ['', 'M7 5h4v14H7zM13 5h4v14h-4z'],
  soundOn: ['M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12', SPEAKER],
  soundOff: ['M17 9l5 6M22 9l-5 6', SPEAKER],
} satisfies Record<string, string | [line: string, solid: string]>;

export type IconName = keyof typeof ICONS;
