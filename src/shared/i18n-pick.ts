/** Picks a field from a multiple_languages object in the chosen language, falling back to English. */
export type MultiLang<T extends object> = { en?: Partial<T> } & Partial<Record<string, Partial<T>>>;

export function pickLang<T extends object, K extends keyof T>(
  ml: MultiLang<T> | null | undefined,
  lang: 'en' | 'cn' | 'jp',
  key: K,
): string {
  const chosen = ml?.[lang]?.[key];
  if (typeof chosen === 'string' && chosen.trim() !== '') return chosen;
  const en = ml?.en?.[key];
  return typeof en === 'string' ? en : '';
}
