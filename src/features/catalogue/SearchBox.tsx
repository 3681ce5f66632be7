import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';

/** A labelled search field; submitting hands the trimmed text on (spec: submit goes to product search). */
export default function SearchBox({
  initial = '',
  onSearch,
  className = '',
}: {
  initial?: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const { t } = useT('catalogue');
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={`search-box ${className}`} onSubmit={submit}>
      <label className="visually-hidden" htmlFor="catalogue-search">
        {t('search.label')}
      </label>
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </svg>
      <input
        id="catalogue-search"
        type="search"
        enterKeyHint="search"
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
      />
    </form>
  );
}
