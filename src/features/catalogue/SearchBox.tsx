import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import { Icon } from '../../components/ui/Icon.tsx';

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
      <Icon name="search" size={20} />
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
