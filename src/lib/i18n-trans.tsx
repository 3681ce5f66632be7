import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * Text with markup, e.g. "agree to our <terms>Terms</terms>": each <name>…</name> becomes a copy of
 * components[name] holding the inner text. Unknown tags stay as plain text.
 */
export function Trans<K extends string>({
  t,
  i18nKey,
  components,
}: {
  t: (key: K) => string;
  i18nKey: K;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    const element = components[m[1]];
    if (!element) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(cloneElement(element, { key: parts.length }, m[2]));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
