import { useId } from 'react';

/**
 * A setting of the profile as a labelled switch (a checkbox with the switch role) with its help text: showing the
 * birthday to friends (off by default), receipts by e-mail (on by default; decision 0263).
 */
export default function SettingSwitch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="setting-switch">
      <label className="setting-switch__row" htmlFor={id}>
        <span className="setting-switch__label">{label}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="setting-switch__input"
          checked={checked}
          aria-checked={checked}
          aria-describedby={`${id}-help`}
          onChange={(e) => onChange(e.target.checked)}
        />
      </label>
      <p id={`${id}-help`} className="ui-field__hint">
        {help}
      </p>
    </div>
  );
}
