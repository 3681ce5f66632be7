import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/basket.ts';

/** Checkout: "For myself" or "Send as a gift". */
export default function CheckoutChoiceDialog({
  open,
  onClose,
  onChoose,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (c: 'Self-Use' | 'gift') => void;
  busy: boolean;
}) {
  const { t } = useT('basket');
  const { t: tc } = useT('common');
  return (
    <Dialog
      open={open}
      title={t('choice.title')}
      onClose={onClose}
      variant="sheet"
      actions={
        <Button variant="ghost" onClick={onClose}>
          {tc('actions.cancel')}
        </Button>
      }
    >
      <div className="choice-list">
        <button type="button" onClick={() => onChoose('Self-Use')} disabled={busy} data-testid="choice-myself">
          <strong>{t('choice.myself')}</strong>
          <small>{t('choice.myselfHint')}</small>
        </button>
        <button type="button" onClick={() => onChoose('gift')} disabled={busy} data-testid="choice-gift">
          <strong>{t('choice.gift')}</strong>
          <small>{t('choice.giftHint')}</small>
        </button>
      </div>
    </Dialog>
  );
}
