import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { go } from '../../lib/paths.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import SafeImage from '../../components/ui/SafeImage.tsx';
import { type GiftChoices, listGiftChoices, pickGiftChoice } from './order-api.ts';
import './swap-sheet.css';

export interface PickGiftCardProps {
  orderId: number;
  senderName: string;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success'; onClose?: () => void }) => void;
}

/**
 * The pick-one card on a received gift (decision 0265): the gift's own product and the sender's other choices; one tap
 * picks, once, and the page moves to the order that holds the chosen gift. What the sender paid is never shown.
 */
export function PickGiftCard({ orderId, senderName, alert }: PickGiftCardProps) {
  const { t, i18n } = useT('order');
  const errorText = useErrorText();
  const [choices, setChoices] = useState<GiftChoices | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const lang = i18n.language === 'eng' ? 'en' : (i18n.language as 'cn' | 'jp');

  useEffect(() => {
    listGiftChoices(orderId, lang).then(setChoices, () => setChoices(null));
  }, [orderId, lang]);

  if (!choices || choices.picked_at > 0) return null;
  const choose = async (productId: number) => {
    setBusy(productId);
    try {
      const done = await pickGiftChoice(orderId, productId);
      alert(t('pick.done'), t('pick.doneMessage'), { tone: 'success', onClose: () => go('order-details', { id: done.order_id }) });
    } catch (error) {
      setBusy(null);
      alert(t('pick.failed'), errorText(error));
    }
  };
  return (
    <section className="card order-section" aria-labelledby="pick-gift-title" data-testid="pick-gift">
      <h2 id="pick-gift-title">{t('pick.title')}</h2>
      <p>{t('pick.intro', { name: senderName })}</p>
      <ul className="swap-sheet__list">
        {choices.table.map((c) => (
          <li key={c.id} className="swap-sheet__item" data-testid="pick-option">
            <SafeImage className="swap-sheet__image" src={c.image} width={56} height={56} />
            <span className="swap-sheet__text">
              <strong>{c.name}</strong>
              <span>{c.brand_name}</span>
              {c.is_gift && <span>{t('pick.yours', { name: senderName })}</span>}
              {!c.available && <span>{t('pick.unavailable')}</span>}
            </span>
            <Button
              onClick={() => void choose(c.id)}
              busy={busy === c.id}
              disabled={busy !== null || !c.available}
              data-testid="pick-choose"
            >
              {t('pick.choose', { name: c.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
