import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/basket.ts';
import '../../lib/i18n-eng/checkout.ts';
import { formatMoney } from '../../shared/money.ts';
import { href } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { hexDecodeUtf8, isBlankCard } from '../../shared/card-elements.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import CardCanvas from '../card/CardCanvas.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import OrderSummary from '../basket/OrderSummary.tsx';
import Stepper from './Stepper.tsx';
import type { Basket } from '../basket/basket-api.ts';
import { loadBasket } from '../basket/basket-api.ts';
import { placeOrder, PlaceOrderError } from './checkout-api.ts';
import { placeOrderMessage } from './place-order-message.ts';
import { listMusic, type Track } from './checkout-api.ts';
import './checkout.css';

/**
 * The order confirmation screen (route /checkout-order, reached after choosing For myself or Send as a gift):
 * stepper, card preview, message, music name, Order Summary with Subtotal, Discount Applied, Points and Total Payment;
 * "Place Order", or "Send Your Card" when the cart holds only a gift card.
 */
export default function OrderConfirmation() {
  const user = useRequireMember();
  const { t } = useT('checkout');
  const { t: tc } = useT('common');
  const { t: tb } = useT('basket');
  const lang = apiLangKey(useStore($language));
  const { alert, dialog } = useAlert();
  const [basket, setBasket] = useState<Basket | null>(null);
  const [failed, setFailed] = useState(false);
  const [track, setTrack] = useState<Track | null>(null);
  const musicName = track ? pickLang(track.multiple_languages, lang, 'name') || track.name : '';
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    loadBasket()
      .then((b) => {
        setBasket(b);
        const musicId = b.giftcard_edit_parameter.find((e) => e.type === 'music')?.content;
        if (musicId)
          listMusic()
            .then((all) => setTrack(all.find((m) => String(m.id) === musicId) ?? null))
            .catch(() => {});
      })
      .catch(() => setFailed(true));
  }, [user]);

  const place = async () => {
    setBusy(true);
    try {
      const { next } = await placeOrder();
      window.location.assign(next);
    } catch (e) {
      setBusy(false);
      if (e instanceof PlaceOrderError) {
        alert(t(`errors.${e.step}`), placeOrderMessage(e, t), {
          onClose: e.step === 'placeOrder' ? undefined : () => window.location.assign(href('order-topay')),
        });
      } else alert(t('errors.placeOrder'), String(e));
    }
  };

  const header = <TopBar title={t('order.title')} back="checkout-confirmation" />;
  if (failed)
    return (
      <>
        {header}
        <div className="empty">
          <p>{tc('errors.generic')}</p>
        </div>
      </>
    );
  if (!basket)
    return (
      <>
        {header}
        <div className="checkout" aria-busy="true">
          <div className="skeleton" style={{ height: 200 }} />
          <div className="skeleton" style={{ height: 240 }} />
        </div>
      </>
    );
  if (basket.products.length === 0 && basket.giftcard_id === '0') {
    return (
      <>
        {header}
        <div className="empty">
          <p>{tb('empty')}</p>
          <a className="ui-button ui-button--primary" href={href('categories')}>
            {tc('actions.shopNow')}
          </a>
        </div>
      </>
    );
  }
  const hasCard = basket.giftcard_id !== '0' && basket.giftcard;
  const cardOnly = basket.products.length === 0 && !!hasCard;
  const blank = !!hasCard && basket.giftcard!.is_editable === 'Yes' && isBlankCard(basket.giftcard_edit_parameter);
  const messages = basket.giftcard_edit_parameter.filter((e) => e.type === 'message' && e.content).map((e) => hexDecodeUtf8(e.content));
  return (
    <>
      {header}
      <div className="checkout" data-testid="order-confirmation">
        {hasCard && <Stepper current="order" />}
        {blank && (
          <section className="blank-card-notice" role="note" aria-labelledby="blank-card-title" data-testid="blank-card-notice">
            <h2 id="blank-card-title">{t('order.blankTitle')}</h2>
            <p>{t('order.blankText')}</p>
            <a href={href('checkout-cardcustomization', { id: basket.giftcard_id })} data-testid="blank-card-edit">
              {t('order.blankEdit')}
            </a>
          </section>
        )}
        {hasCard && (
          <section className="card" aria-labelledby="order-card-title">
            <h2 id="order-card-title" style={{ marginBottom: 10 }}>
              {t('order.card')}
            </h2>
            <CardCanvas
              image={pickLang(basket.giftcard!.multiple_languages, lang, 'image') || basket.giftcard!.image}
              elements={basket.giftcard_edit_parameter}
              label={pickLang(basket.giftcard!.multiple_languages, lang, 'name')}
            />
            {messages.length > 0 && (
              <div style={{ marginTop: 12 }}>
                <h3 style={{ fontSize: '.9rem', margin: '0 0 4px' }}>{t('order.message')}</h3>
                {messages.map((m, i) => (
                  <p key={i} style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="order-message">
                    {m}
                  </p>
                ))}
              </div>
            )}
            {musicName && (
              <p style={{ margin: '10px 0 0' }} data-testid="order-music">
                <span aria-hidden="true">♪ </span>
                <strong>{t('order.music')}:</strong> {musicName}
              </p>
            )}
          </section>
        )}
        {!hasCard && <p className="hint">{t('order.forMyself')}</p>}
        {basket.products.length > 0 && <OrderSummary basket={basket} showPoints />}
        {basket.billing_address && (
          <section className="card">
            <h2 style={{ fontSize: '.9rem' }}>{t('order.billing')}</h2>
            <p style={{ margin: '4px 0 0' }}>{basket.billing_address}</p>
          </section>
        )}
      </div>
      <div className="checkout__bar">
        {!cardOnly && (
          <p className="checkout__bar-total" style={{ margin: 0 }}>
            {tb('totalPayment')}
            <strong>{formatMoney(basket.order_amount, basket.currency)}</strong>
          </p>
        )}
        <Button onClick={place} busy={busy} data-testid="place-order">
          {cardOnly ? t('order.sendCard') : t('order.placeOrder')}
        </Button>
      </div>
      {dialog}
    </>
  );
}
