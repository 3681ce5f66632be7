import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { go } from '../../lib/paths.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { formatMoney } from '../../shared/money.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import SafeImage from '../../components/ui/SafeImage.tsx';
import { cashierUrl, listSwapChoices, type SwapChoices, swapOrder } from './order-api.ts';
import './swap-sheet.css';

export interface SwapGiftSheetProps {
  orderId: number;
  senderName: string;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success'; onClose?: () => void }) => void;
}

/**
 * "Swap for something else" on a received gift (decision 0265): a sheet of the market's products, the closest to the
 * gift's value first, each with what would go to the recipient's uDollar or what is left to pay; one tap swaps (a
 * dearer one goes to the cashier for the rest), and the page moves to the order that now holds the gift.
 */
export function SwapGiftSheet({ orderId, senderName, alert }: SwapGiftSheetProps) {
  const { t, i18n } = useT('order');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<SwapChoices | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const lang = i18n.language === 'eng' ? 'en' : (i18n.language as 'cn' | 'jp');

  const show = async () => {
    setOpen(true);
    setChoices(null);
    try {
      setChoices(await listSwapChoices(orderId, lang));
    } catch (error) {
      setOpen(false);
      alert(t('swap.failed'), errorText(error));
    }
  };

  const choose = async (productId: number) => {
    setBusy(productId);
    try {
      const done = await swapOrder(orderId, productId);
      // a dearer product: the rest is paid at the cashier, and the gift is held until then
      if (done.to_pay > 0) {
        window.location.assign(await cashierUrl(done.order_id));
        return;
      }
      setOpen(false);
      const message =
        done.udollar_amount > 0
          ? t('swap.doneUdollar', { amount: formatMoney(done.udollar_amount, done.currency_code) })
          : t('swap.doneMessage');
      alert(t('swap.done'), message, { tone: 'success', onClose: () => go('order-details', { id: done.order_id }) });
    } catch (error) {
      setBusy(null);
      setOpen(false);
      alert(t('swap.failed'), errorText(error));
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void show()} data-testid="swap-gift">
        {t('swap.button')}
      </Button>
      <Dialog
        open={open}
        title={t('swap.title')}
        variant="sheet"
        onClose={() => setOpen(false)}
        actions={
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('swap.cancel')}
          </Button>
        }
      >
        <p>{t('swap.intro', { name: senderName })}</p>
        {choices && (
          <p className="swap-sheet__worth" data-testid="swap-worth">
            {t('swap.worth', { amount: formatMoney(choices.gift_value, choices.currency_code) })}
          </p>
        )}
        {choices && choices.table.length === 0 && <p data-testid="swap-empty">{t('swap.empty')}</p>}
        {choices && choices.table.length > 0 && (
          <ul className="swap-sheet__list" aria-label={t('swap.listLabel')} data-testid="swap-choices">
            {choices.table.map((p) => (
              <li key={p.id} className="swap-sheet__item" data-testid="swap-choice">
                <SafeImage className="swap-sheet__image" src={p.image} width={56} height={56} />
                <span className="swap-sheet__text">
                  <strong>{p.name}</strong>
                  <span>{p.brand_name}</span>
                  <span>
                    {formatMoney(p.original_price * choices.quantity, p.currency_code)} ·{' '}
                    {p.difference > 0
                      ? t('swap.difference', { amount: formatMoney(p.difference, p.currency_code) })
                      : p.difference < 0
                        ? t('swap.payMore', { amount: formatMoney(-p.difference, p.currency_code) })
                        : t('swap.noDifference')}
                  </span>
                </span>
                <Button onClick={() => void choose(p.id)} busy={busy === p.id} disabled={busy !== null} data-testid="swap-choose">
                  {t('swap.choose', { name: p.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
