import eng from '../../../locales/eng/evoucher.json' with { type: 'json' };
import cn from '../../../locales/cn/evoucher.json' with { type: 'json' };
import jp from '../../../locales/jp/evoucher.json' with { type: 'json' };
import type { PassLang } from './pass-voucher.ts';

/** The labels printed in a wallet pass, from the shop's own texts (locales/<lang>/evoucher.json, `pass`). */
export type PassText = (typeof eng)['pass'];

const TEXTS: Record<PassLang, PassText> = { en: eng.pass, cn: cn.pass, jp: jp.pass };

export function passText(lang: PassLang): PassText {
  return TEXTS[lang] ?? TEXTS.en;
}

/** The expiry as the pass states it in words (the shop's business time zone). */
export function passDate(date: Date, lang: PassLang): string {
  const locale = lang === 'cn' ? 'zh-CN' : lang === 'jp' ? 'ja-JP' : 'en-SG';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Singapore', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
