import { useCallback, useEffect, useState } from 'react';
import { detailOrder } from './order-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useStore } from '@nanostores/react';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import '../../lib/i18n-eng/order.ts';
import '../../lib/i18n-eng/gift-page.ts';
import { queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { hexDecodeUtf8 } from '../../shared/card-elements.ts';
import { useAlert } from '../../components/ui/use-alert.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import CardCanvas from '../card/CardCanvas.tsx';
import { MusicButton } from '../../components/shop/MusicButton.tsx';
import { useGiftMusic } from '../../components/shop/use-gift-music.ts';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderStatusSection } from './OrderStatusSection.tsx';
import { EmailDeliverySection } from './EmailDeliverySection.tsx';
import { ChangeRecipient } from './ChangeRecipient.tsx';
import { GiftReplies } from './GiftReplies.tsx';
import { OrderSummarySection } from './OrderSummarySection.tsx';
import { SendToFriendsDialog } from './SendToFriendsDialog.tsx';
import type { OrderDetail } from './order-types.ts';
import './order-screens.css';

type Load = { kind: 'loading' } | { kind: 'missing'; message: string } | { kind: 'ready'; order: OrderDetail };

/** /order-details?id={order id}: the card, message, music, status, summary and what can be done with the order. */
export default function OrderDetails() {
  const { t } = useT('order');
  const errorText = useErrorText();
  const user = useRequireMember();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const { alert, dialog } = useAlert();
  const [sendOpen, setSendOpen] = useState(false);

  const fetchOrder = useCallback(async () => {
    const id = queryParam('id');
    try {
      setLoad({ kind: 'ready', order: await detailOrder(id) });
    } catch (error) {
      setLoad({ kind: 'missing', message: errorText(error) });
    }
  }, [errorText]);

  useEffect(() => {
    if (user) void fetchOrder();
  }, [user, fetchOrder]);

  const order = load.kind === 'ready' ? load.order : null;
  const title = order?.payment_status === 'Pending' ? t('titles.payNow') : t('titles.details');
  return (
    <>
      <TopBar title={title} back="profile" />
      {load.kind === 'loading' && (
        <div className="order-details" aria-busy="true">
          <div className="skeleton" style={{ aspectRatio: '3 / 2' }} />
          <div className="skeleton" style={{ height: 160 }} />
        </div>
      )}
      {load.kind === 'missing' && (
        <div className="empty" role="alert">
          <p>{t('detail.notFound')}</p>
        </div>
      )}
      {order && (
        <div className="order-details" data-testid="order-details">
          <OrderCardSections order={order} />
          <OrderStatusSection order={order} />
          <EmailDeliverySection order={order} onChanged={() => void fetchOrder()} />
          <ChangeRecipient order={order} onChanged={fetchOrder} alert={alert} />
          <GiftReplies order={order} onChanged={() => void fetchOrder()} alert={alert} />
          <OrderSummarySection order={order} />
          <OrderActionBar
            order={order}
            onSend={() => setSendOpen(true)}
            onCancelled={() => void fetchOrder()}
            onChanged={fetchOrder}
            alert={alert}
          />
          {order.actions.send && (
            <SendToFriendsDialog
              open={sendOpen}
              orderId={order.id}
              shareId={order.share_id ?? ''}
              senderName={order.member_name}
              choiceLine={order.products.length === 1 ? order.products[0] : undefined}
              onClose={() => setSendOpen(false)}
              onSent={(title, message) => {
                setSendOpen(false);
                void fetchOrder();
                alert(title, message, { tone: 'success' });
              }}
              onFailed={(message) => alert(t('send.failed'), message)}
            />
          )}
        </div>
      )}
      {dialog}
    </>
  );
}

/** The card's design with its texts, the message once below it, and the music. */
function OrderCardSections({ order }: { order: OrderDetail }) {
  const { t } = useT('order');
  const { t: ts } = useT('gift-page');
  const music = useGiftMusic(order.music?.url ?? null);
  const lang = apiLangKey(useStore($language));
  const musicName = order.music ? pickLang(order.music.multiple_languages, lang, 'name') || order.music.name : '';
  const messages = order.giftcard_edit_parameter
    .filter((e) => e.type === 'message' && e.content)
    .map((e) => hexDecodeUtf8(e.content))
    .filter((m) => m.trim());
  const withCard = order.giftcard_id !== 0 && Boolean(order.giftcard_image);
  return (
    <>
      {withCard && (
        <section aria-label={t('detail.card')}>
          <CardCanvas
            image={pickLang(order.giftcard_languages, lang, 'image') || order.giftcard_image}
            elements={order.giftcard_edit_parameter}
            label={order.giftcard_name || t('detail.card')}
          />
        </section>
      )}
      {/* the message is printed once, here in full (on the card it could end in "…", decision 0242) */}
      {messages.length > 0 && (
        <section className="card order-section" aria-labelledby="order-message">
          <h2 id="order-message">{t('detail.message')}</h2>
          {messages.map((m, i) => (
            <p key={i} className="order-message">
              {m}
            </p>
          ))}
        </section>
      )}
      {order.music && (
        <section className="card order-section" aria-labelledby="order-music">
          <h2 id="order-music">{t('detail.music')}</h2>
          <MusicButton
            name={musicName}
            playing={music.playing}
            onToggle={music.toggle}
            playLabel={ts('music.play', { name: musicName })}
            pauseLabel={ts('music.pause', { name: musicName })}
          />
        </section>
      )}
    </>
  );
}
