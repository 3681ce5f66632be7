import { useEffect, useId, useState } from 'react';
import { updateBillingAddress } from './basket-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/basket.ts';

/** The billing address modal: free text; failures show "Billing Address Update Failed" with the server's message. */
export default function BillingDialog({
  open,
  value,
  onClose,
  onSaved,
  onError,
}: {
  open: boolean;
  value: string;
  onClose: () => void;
  onSaved: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useT('basket');
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState(value);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setText(value);
  }, [open, value]);
  const save = async () => {
    setBusy(true);
    try {
      await updateBillingAddress(text);
      onSaved();
    } catch (e) {
      onError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={t('billing.title')}
      onClose={onClose}
      variant="sheet"
      actions={
        <Button onClick={save} busy={busy} data-testid="billing-save">
          {t('billing.save')}
        </Button>
      }
    >
      <label className="ui-field__label" htmlFor={id}>
        {t('billing.label')}
      </label>
      <textarea
        id={id}
        className="textarea"
        value={text}
        maxLength={500}
        onChange={(e) => setText(e.target.value)}
        data-testid="billing-input"
      />
    </Dialog>
  );
}
