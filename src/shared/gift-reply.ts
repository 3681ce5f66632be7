/**
 * The recipient's answers to a gift (decision 0210): a thank-you note of at most THANK_NOTE_MAX characters
 * and an optional reaction from a fixed list. Free of zod, so the shop's bundle can use it for its counter and buttons.
 */
export const GIFT_REACTIONS = ['heart', 'hug', 'party', 'smile', 'thanks'] as const;
export type GiftReaction = (typeof GIFT_REACTIONS)[number];

export const isGiftReaction = (v: string): v is GiftReaction => (GIFT_REACTIONS as readonly string[]).includes(v);

/** The emoji a reaction is shown as. */
export const REACTION_EMOJI: Record<GiftReaction, string> = {
  heart: '❤️',
  hug: '🤗',
  party: '🎉',
  smile: '😊',
  thanks: '🙏',
};

/** At most this many characters (code points) after cleaning. */
export const THANK_NOTE_MAX = 280;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is what this pattern is for
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The note as stored: plain text with line breaks (CR LF and CR become LF, tabs spaces), other control characters and
 * bidirectional overrides removed, at most two blank lines in a row, trimmed. It is only ever rendered as text.
 */
export function cleanThankNote(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The length the limit counts: characters as a reader sees them (code points), not UTF-16 units. */
export const noteLength = (note: string): number => [...note].length;

/** The start of a note for a notification: at most `max` characters, an ellipsis when cut, on one line. */
export function noteExcerpt(note: string, max = 60): string {
  const flat = note.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
