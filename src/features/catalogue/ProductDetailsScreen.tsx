import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { useErrorText } from '../../lib/use-error-text.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { detailProduct } from './catalogue-api.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { go, href, queryParam } from '../../lib/paths.ts';
import { $isMember } from '../../lib/session-store.ts';
import { attachChosenGiftcard, setProductInBasket } from '../basket/basket-api.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import SnapshotStandIn from '../../components/ui/SnapshotStandIn.tsx';
import ImageCarousel from './ImageCarousel.tsx';
import LoginPromptDialog from '../../components/shop/LoginPromptDialog.tsx';
import PriceTag from '../../components/shop/PriceTag.tsx';
import QuantityStepper from './QuantityStepper.tsx';
import SafeHtml from '../../components/ui/SafeHtml.tsx';
import { useMarket } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import './catalogue.css';
import { useClientStore } from '../../lib/use-client-store.ts';

type InfoKey = 'redeem' | 'outlets' | 'terms';

/**
 * /product-details?id=: images, name, price, description, campaign, redeem/outlets/terms dialogs, quantity and Add to
 * Cart. `children`: the build-time snapshot of product tops (ProductDetailSnapshot), shown in place of the skeleton
 * until this page's first live answer, where the page's first-paint hints revealed the URL's one (decision 0226).
 */
export default function ProductDetailsScreen({ children }: { children?: ReactNode }) {
  const { t } = useT('catalogue');
  const { t: tc } = useT('common');
  const { t: tg } = useT('group-gift');
  const errorText = useErrorText();
  const { lang } = useMarket();
  const member = useClientStore($isMember, false);
  // undefined until the URL has been read (after hydration: the prerendered HTML shows the skeleton)
  const [id, setId] = useState<number | undefined>(undefined);
  const [quantity, setQuantity] = useState(1);
  const [info, setInfo] = useState<InfoKey | null>(null);
  const [guestPrompt, setGuestPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const { alert, dialog } = useAlert();

  const [reload, setReload] = useState(0);
  useEffect(() => setId(Number(queryParam('id')) || 0), []);
  // Coming back to the page reads the stock again, so the quantity follows a stock that dropped meanwhile.
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') setReload((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, []);
  const product = useApi(() => detailProduct(id ?? 0), [id, member, reload], (id ?? 0) > 0);
  const p = product.data;
  const inBasket = (p?.basket_quantity ?? 0) > 0;

  // Quantity starts at 1 (or, the first time, at what the basket holds) and never exceeds the stock.
  const preset = useRef(0);
  useEffect(() => {
    if (!p) return;
    const first = preset.current !== p.id;
    preset.current = p.id;
    setQuantity((q) => {
      const wanted = first && p.basket_quantity > 0 ? p.basket_quantity : q;
      return Math.max(1, Math.min(wanted, Math.max(p.stock, 1)));
    });
  }, [p]);

  const text = p?.multiple_languages;
  const name = p ? pickLang(text, lang, 'name') : '';
  const addToCart = async () => {
    if (!p) return;
    if (!member) {
      setGuestPrompt(true);
      return;
    }
    setBusy(true);
    try {
      await setProductInBasket(p.id, quantity);
      await attachChosenGiftcard();
      go('basket');
    } catch (error) {
      setBusy(false);
      alert(t('detail.cartFailed'), errorText(error));
      // a refusal over the stock tells the stock left: read the product again so the quantity drops to it
      if (error instanceof ApiCallError && typeof error.body.stock === 'number') setReload((n) => n + 1);
    }
  };

  if (id !== undefined && (id <= 0 || (!product.loading && !p))) {
    return (
      <>
        <TopBar className="topbar--one-line" title={t('detail.title')} back="categories" />
        <p className="empty" role="status">
          {t('detail.notFound')}
        </p>
      </>
    );
  }

  const outOfStock = (p?.stock ?? 0) <= 0;
  const campaign = p?.campaign_info;
  return (
    <>
      <TopBar className="topbar--one-line" title={name || t('detail.title')} back="categories" />
      <SnapshotStandIn settled={p !== null || product.failed}>{children}</SnapshotStandIn>
      {!p ? (
        <div className="detail list-fallback" aria-busy="true">
          <div className="skeleton detail__image-skeleton" />
          <div className="page-pad">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--short" />
          </div>
        </div>
      ) : (
        <article className="detail">
          <ImageCarousel images={p.product_images.map((i) => i.image)} name={name} />
          <div className="detail__body">
            <h2 className="detail__name" data-testid="product-name">
              {name}
            </h2>
            <PriceTag
              original={p.original_price}
              discounted={p.discounted_price}
              currency={p.currency_code}
              campaign={campaign ?? null}
              lang={lang}
              size="lg"
            />
            {campaign && (
              <a className="detail__campaign card" href={href('campaign', { id: campaign.campaign_id })} data-testid="campaign-row">
                <span className="detail__campaign-badge">
                  {campaign.multiple_languages[lang]?.discount_message || campaign.discount_message}
                </span>
                <span className="detail__campaign-name">
                  {campaign.multiple_languages[lang]?.name || campaign.multiple_languages.en?.name}
                </span>
                <Icon name="forward" size={20} />
              </a>
            )}
            <SafeHtml html={pickLang(text, lang, 'description')} className="safe-html detail__description" />
            <ul className="detail__links card">
              {(['redeem', 'outlets', 'terms'] as InfoKey[]).map((k) => (
                <li key={k}>
                  <button type="button" className="detail__link" onClick={() => setInfo(k)} data-testid={`info-${k}`}>
                    <span>{t(`detail.${k}`)}</span>
                    <Icon name="forward" size={20} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="detail__buy">
            <QuantityStepper value={quantity} max={p.stock} onChange={setQuantity} />
            <Button className="detail__cta" block disabled={outOfStock} busy={busy} onClick={addToCart} data-testid="cart-button">
              {outOfStock ? t('detail.outOfStock') : inBasket ? t('detail.updateCart') : t('detail.addToCart')}
            </Button>
            {!outOfStock && (
              // a group gift of this product (decision 0258)
              <a
                className="ui-button ui-button--secondary ui-button--block"
                href={href('group-gift-start', { product: p.id })}
                data-testid="start-group-gift"
              >
                {tg('entry.product')}
              </a>
            )}
          </div>
          <Dialog
            open={info !== null}
            title={info ? t(`detail.${info}`) : ''}
            onClose={() => setInfo(null)}
            actions={<Button onClick={() => setInfo(null)}>{tc('actions.close')}</Button>}
          >
            {info === 'redeem' && <SafeHtml className="safe-html" html={pickLang(text, lang, 'redeem_howto')} />}
            {info === 'terms' && <SafeHtml className="safe-html" html={pickLang(text, lang, 'terms_and_conditions')} />}
            {info === 'outlets' &&
              (p.applicable_outlets.length === 0 ? (
                <p data-testid="no-outlets">{t('detail.noOutlets')}</p>
              ) : (
                <ul className="outlets">
                  {p.applicable_outlets.map((o, i) => (
                    <li key={i} className="outlets__item">
                      <strong>{o.outlet_name}</strong>
                      <span>{o.address}</span>
                      {o.outlet_telno && <a href={`tel:${o.outlet_telno.replace(/[^+0-9]/g, '')}`}>{o.outlet_telno}</a>}
                      {o.email && <a href={`mailto:${o.email}`}>{o.email}</a>}
                    </li>
                  ))}
                </ul>
              ))}
          </Dialog>
        </article>
      )}
      <LoginPromptDialog open={guestPrompt} onClose={() => setGuestPrompt(false)} />
      {dialog}
    </>
  );
}
