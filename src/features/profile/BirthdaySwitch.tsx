import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/profile.ts';

/** "Show my birthday to friends": a labelled switch (a checkbox with the switch role) with its help text; off by default. */
export default function BirthdaySwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useT('profile');
  const id = useId();
  return (
    <div className="birthday-switch">
      <label className="birthday-switch__row" htmlFor={id}>
        <span className="birthday-switch__label">{t('edit.showBirthday')}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="birthday-switch__input"
          checked={checked}
          aria-checked={checked}
          aria-describedby={`${id}-help`}
          onChange={(e) => onChange(e.target.checked)}
        />
      </label>
      <p id={`${id}-help`} className="ui-field__hint">
        {t('edit.showBirthdayHelp')}
      </p>
    </div>
  );
}
