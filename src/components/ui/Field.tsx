import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** shown beside the input, e.g. a show/hide button */
  trailing?: ReactNode;
  leading?: ReactNode;
}

/** A labelled input; an error is announced and tied to the input with aria-describedby. */
export function Field({ label, error, hint, trailing, leading, id, className = '', ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field ${className}`}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__control">
        {leading}
        <input id={inputId} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
