import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/Icon.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { $language, LANGUAGES, useT, type Language } from '../../lib/i18n.ts';

/**
 * Chooses the interface language (eng, cn, jp). Setting $language switches every island at once and is remembered
 * under I18N_LANGUAGE.
 */
export default function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT('common');
  const current = useStore($language);
  const choose = (lang: Language) => {
    $language.set(lang);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('language.title')}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      }
    >
      <ul className="language-list">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              className="language-list__item"
              aria-pressed={lang === current}
              lang={lang === 'cn' ? 'zh-Hans' : lang === 'jp' ? 'ja' : 'en'}
              onClick={() => choose(lang)}
              data-lang={lang}
            >
              <span>{t(`language.${lang}`)}</span>
              {lang === current && <Icon name="check" size={20} strokeWidth={2.4} />}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
