import { useStore } from '@nanostores/react';
import { removeGiftcard, removeProduct, setOrderStatus } from './basket-api.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import GuestPrompt from '../../components/ui/GuestPrompt.tsx';
import SessionPending from '../../components/ui/SessionPending.tsx';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/basket.ts';
import { formatMoney } from '../../shared/money.ts';
import { href } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';
import { $authUser, $gid } from '../../lib/session-store.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import OrderSummary from './OrderSummary.tsx';
import type { Basket, BasketProduct } from './basket-api.ts';
import { loadBasket } from './basket-api.ts';
import BillingDialog from './BillingDialog.tsx';
import CheckoutChoiceDialog from './CheckoutChoiceDialog.tsx';
import UdollarDialog from './UdollarDialog.tsx';
import '../checkout/checkout.css';
import { useClientStore } from '../../lib/use-client-store.ts';

type Phase = 'checking' | 'guest' | 'loading' | 'ready' | 'error';

/**
 * The Cart (/basket and /checkout-confirmation): the chosen card, the lines with Edit and delete, the server's totals,
 * uDollar and billing address dialogs, and Checkout ("For myself" or "Send as a gift"; a cart holding only a card goes
 * straight to the gift path). Guests see the login prompt on /basket and are sent to /login from /checkout-confirmation.
 */
export default function CartScreen({ guestMode = 'prompt' }: { guestMode?: 'prompt' | 'redirect' }) {
  const { t } = useT('basket');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const lang = apiLangKey(useClientStore($language, 'eng'));
  const user = useStore($authUser);
  const { alert, dialog } = useAlert();
  const [phase, setPhase] = useState<Phase>('checking');
  const [basket, setBasket] = useState<Basket | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<'' | 'udollar' | 'billing' | 'choice'>('');

  const reload = useCallback(async () => {
    try {
      const b = await loadBasket();
      setBasket(b);
      setPhase('ready');
    } catch {
      setPhase('error');
    }
  }, []);

  useEffect(() => {
    if (!user) {
      if (guestMode === 'redirect') {
        rememberOrigin();
        window.location.replace(href('login'));
      }
      setPhase('guest');
      return;
    }
    setPhase((p) => (p === 'ready' ? p : 'loading'));
    void reload();
  }, [user, guestMode, reload]);

  const cartFailed = (e: unknown) => alert(t('errors.cart'), errorText(e));

  const removeLine = async (p: BasketProduct) => {
    setBusy(true);
    try {
      await removeProduct(p.product_id);
      await reload();
    } catch (e) {
      cartFailed(e);
    } finally {
      setBusy(false);
    }
  };

  const removeCard = async () => {
    setBusy(true);
    try {
      await removeGiftcard();
      $gid.set('');
      await reload();
    } catch (e) {
      cartFailed(e);
    } finally {
      setBusy(false);
    }
  };

  const choose = async (choice: 'Self-Use' | 'gift') => {
    setBusy(true);
    try {
      await setOrderStatus(choice);
      if (choice === 'Self-Use') {
        $gid.set('');
        window.location.assign(href('checkout-order'));
      } else if (basket && basket.products.length === 0 && basket.giftcard_id !== '0') {
        window.location.assign(href('checkout-order'));
      } else {
        window.location.assign(href('checkout-cardselection'));
      }
    } catch (e) {
      setOpen('');
      cartFailed(e);
    } finally {
      setBusy(false);
    }
  };

  const checkout = () => {
    if (!basket) return;
    // a cart holding only a gift card goes straight to the gift path
    if (basket.products.length === 0 && basket.giftcard_id !== '0') void choose('gift');
    else setOpen('choice');
  };

  const header = <TopBar title={t('title')} back="home" />;
  if (phase === 'checking' || phase === 'loading') {
    const skeleton = (
      <div className="checkout" aria-busy="true">
        <div className="skeleton" style={{ height: 120 }} />
        <div className="skeleton" style={{ height: 220 }} />
      </div>
    );
    return (
      <>
        {header}
        {phase === 'checking' && guestMode === 'prompt' ? <SessionPending testId="login-prompt">{skeleton}</SessionPending> : skeleton}
      </>
    );
  }
  if (phase === 'guest') {
    return (
      <>
        {header}
        <GuestPrompt testId="login-prompt" />
      </>
    );
  }
  if (phase === 'error' || !basket) {
    return (
      <>
        {header}
        <div className="empty">
          <p>{tc('errors.generic')}</p>
          <Button
            onClick={() => {
              setPhase('loading');
              void reload();
            }}
          >
            {tc('actions.retry')}
          </Button>
        </div>
      </>
    );
  }
  const hasCard = basket.giftcard_id !== '0' && basket.giftcard;
  if (basket.products.length === 0 && !hasCard) {
    return (
      <>
        {header}
        <div className="empty" data-testid="cart-empty">
          <Icon name="cart" size={72} strokeWidth={1.4} style={{ margin: '0 auto 12px', color: '#9aa6b8' }} />
          <p>{t('empty')}</p>
          <a className="ui-button ui-button--primary" href={href('categories')}>
            {t('shopNow')}
          </a>
        </div>
        {dialog}
      </>
    );
  }
  const cardName = hasCard ? pickLang(basket.giftcard!.multiple_languages, lang, 'name') : '';
  return (
    <>
      {header}
      <div className="checkout" data-testid="cart">
        {hasCard && (
          <section className="card" aria-labelledby="cart-card-title">
            <h2 id="cart-card-title" style={{ marginBottom: 8 }}>
              {t('giftCard')}
            </h2>
            <div className="checkout__gift">
              <img
                src={
                  pickLang(basket.giftcard!.multiple_languages, lang, 'image_thumbnail') ||
                  basket.giftcard!.image_thumbnail ||
                  basket.giftcard!.image
                }
                alt=""
              />
              <div>
                <p>{cardName}</p>
                <div className="checkout__links">
                  {basket.giftcard!.is_editable === 'Yes' && (
                    <a className="ui-button ui-button--secondary" href={href('checkout-cardcustomization', { id: basket.giftcard_id })}>
                      {t('editCard')}
                    </a>
                  )}
                  <Button variant="ghost" onClick={removeCard} disabled={busy}>
                    {t('removeCard')}
                  </Button>
                </div>
              </div>
            </div>
          </section>
        )}
        <OrderSummary
          basket={basket}
          onRemove={removeLine}
          busy={busy}
          addItemsHref={hasCard ? href('gift-card-product', { id: basket.giftcard_id }) : href('categories')}
        />
        <button type="button" className="row-button" onClick={() => setOpen('udollar')} data-testid="open-udollar">
          <span>
            <strong>{basket.udollar_amount > 0 ? t('udollar.change') : t('udollar.button')}</strong>
            {basket.udollar_amount > 0 && <small>- {formatMoney(basket.udollar_amount, basket.currency)}</small>}
          </span>
          <Icon name="forward" size={20} />
        </button>
        <button type="button" className="row-button" onClick={() => setOpen('billing')} data-testid="open-billing">
          <span>
            <strong>{t('billing.title')}</strong>
            <small>{basket.billing_address || t('billing.empty')}</small>
          </span>
          <Icon name="forward" size={20} />
        </button>
      </div>
      <div className="checkout__bar">
        <p className="checkout__bar-total" style={{ margin: 0 }}>
          {t('totalPayment')}
          <strong>{formatMoney(basket.order_amount, basket.currency)}</strong>
        </p>
        <Button onClick={checkout} busy={busy} data-testid="checkout">
          {t('checkout')}
        </Button>
      </div>
      <UdollarDialog
        open={open === 'udollar'}
        basket={basket}
        onClose={() => setOpen('')}
        onApplied={() => {
          setOpen('');
          void reload();
        }}
      />
      <BillingDialog
        open={open === 'billing'}
        value={basket.billing_address}
        onClose={() => setOpen('')}
        onSaved={() => {
          setOpen('');
          void reload();
        }}
        onError={(m) => {
          setOpen('');
          alert(t('errors.billing'), m);
        }}
      />
      <CheckoutChoiceDialog open={open === 'choice'} onClose={() => setOpen('')} onChoose={(c) => void choose(c)} busy={busy} />
      {dialog}
    </>
  );
}
