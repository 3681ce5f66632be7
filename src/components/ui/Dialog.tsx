import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'danger' | 'success';
  /** sheet: slides up from the bottom */
  variant?: 'dialog' | 'sheet';
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus is trapped inside),
 * Escape closes it, and focus goes back to the element that opened it.
 */
export function Dialog({ open, title, onClose, children, actions, tone = 'info', variant = 'dialog', className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
    } else if (!open && el.open) {
      el.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog (onCancel); the click closes it from the backdrop, for pointers only
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${variant} ui-dialog--${tone} ${className}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="ui-dialog__panel">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <div className="ui-dialog__body">{children}</div>
          {actions && <div className="ui-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
