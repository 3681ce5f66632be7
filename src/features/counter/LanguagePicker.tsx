import { useId } from 'react';
import { LANGUAGES, type Language } from '../../lib/i18n.ts';
import { chooseCounterLanguage, useCounterT } from './counter-i18n.ts';

/** Each language named in itself, so anyone finds their own (decision 0239). */
const NAMES: Record<Language, { label: string; lang: string }> = {
  eng: { label: 'English', lang: 'en' },
  cn: { label: '中文', lang: 'zh-Hans' },
  jp: { label: '日本語', lang: 'ja' },
};

/**
 * The counter's language, kept on this device: three buttons on the sign-in screen, a compact select in the header of
 * the signed-in counter.
 */
export default function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, lang } = useCounterT();
  const id = useId();
  if (compact) {
    return (
      <span className="counter-langselect">
        <label htmlFor={id} className="counter-langselect__label">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4z"
            />
          </svg>
          <span className="counter-visually-hidden">{t('language')}</span>
        </label>
        <select
          id={id}
          className="counter-langselect__select"
          value={lang}
          data-testid="counter-language"
          onChange={(e) => chooseCounterLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={NAMES[code].lang}>
              {NAMES[code].label}
            </option>
          ))}
        </select>
      </span>
    );
  }
  return (
    <div className="counter-langs" role="group" aria-label={t('language')} data-testid="counter-language">
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className="counter-langs__option"
          lang={NAMES[code].lang}
          aria-pressed={code === lang}
          onClick={() => chooseCounterLanguage(code)}
        >
          {NAMES[code].label}
        </button>
      ))}
    </div>
  );
}
