import eng from '../../../locales/eng/email-gift.json' with { type: 'json' };
import cn from '../../../locales/cn/email-gift.json' with { type: 'json' };
import jp from '../../../locales/jp/email-gift.json' with { type: 'json' };

/** The languages an e-mail is written in: the shop's three (locales/<lang>/email-gift.json). */
export const EMAIL_LANGS = ['eng', 'cn', 'jp'] as const;
export type EmailLang = (typeof EMAIL_LANGS)[number];

export type EmailWords = typeof eng;
const WORDS: Record<EmailLang, EmailWords> = { eng, cn, jp };

export function emailWords(lang: EmailLang): EmailWords {
  return WORDS[lang];
}

/** Fills {{name}} placeholders; a value is plain text (the template escapes it where it is HTML). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}

/** A language as the API or a client names it (en, cn, jp, zh-…, ja-…), as one of the e-mail's three; English otherwise. */
export function emailLangOf(value: string | null | undefined): EmailLang {
  const v = (value ?? '').toLowerCase();
  if (v === 'cn' || v.startsWith('zh')) return 'cn';
  if (v === 'jp' || v.startsWith('ja')) return 'jp';
  return 'eng';
}
