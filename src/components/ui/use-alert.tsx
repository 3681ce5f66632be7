import { useCallback, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import { Button } from './Button.tsx';
import { useT } from '../../lib/i18n.ts';

interface AlertState {
  title: string;
  message: string;
  tone: 'info' | 'danger' | 'success';
  buttonLabel?: string;
  onClose?: () => void;
}

/**
 * The spec's result dialogs: a title (e.g. "Login failed") over the server's message.
 * `alert(title, message)` opens it; render `dialog` once in the island.
 */
export function useAlert(): {
  alert: (title: string, message: string, options?: Partial<Omit<AlertState, 'title' | 'message'>>) => void;
  dialog: ReactNode;
} {
  const { t } = useT('common');
  const [state, setState] = useState<AlertState | null>(null);
  const alert = useCallback((title: string, message: string, options: Partial<Omit<AlertState, 'title' | 'message'>> = {}) => {
    setState({ title, message, tone: options.tone ?? 'danger', buttonLabel: options.buttonLabel, onClose: options.onClose });
  }, []);
  const close = () => {
    const after = state?.onClose;
    setState(null);
    after?.();
  };
  const dialog = (
    <Dialog
      open={state !== null}
      title={state?.title ?? ''}
      tone={state?.tone}
      onClose={close}
      actions={
        <Button onClick={close} variant={state?.tone === 'danger' ? 'danger' : 'primary'}>
          {state?.buttonLabel ?? t('actions.ok')}
        </Button>
      }
    >
      <p className="ui-dialog__message">{state?.message}</p>
    </Dialog>
  );
  return { alert, dialog };
}
