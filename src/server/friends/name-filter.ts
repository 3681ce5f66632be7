/** An ILIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string | undefined): string {
  const escaped = (text ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped}%`;
}

export const DEFAULT_PAGE = 50;
