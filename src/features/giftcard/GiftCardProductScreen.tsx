import { type ReactNode, useEffect, useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { detailGiftcard } from './giftcard-api.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/giftcard.ts';
import { go, queryParam } from '../../lib/paths.ts';
import { $gid, $isMember } from '../../lib/session-store.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import SnapshotStandIn from '../../components/ui/SnapshotStandIn.tsx';
import GiftcardHero from './GiftcardHero.tsx';
import LoginPromptDialog from '../../components/shop/LoginPromptDialog.tsx';
import ProductCard from '../../components/shop/ProductCard.tsx';
import { markAsGift, putGiftcardInBasket } from '../basket/basket-api.ts';
import { countryField, useMarket } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import './giftcard.css';
import { useClientStore } from '../../lib/use-client-store.ts';

/**
 * /gift-card-product?id=: the design, Send a card (to the basket; with no products in it the order becomes a gift and
 * card selection follows, otherwise the basket), related products and Add more gifts. `children`: the build-time
 * snapshot of design tops (GiftcardHeroSnapshot), shown in place of the skeleton until this page's first live answer,
 * where the page's first-paint hints revealed the URL's one (decision 0226).
 */
export default function GiftCardProductScreen({ children }: { children?: ReactNode }) {
  const { t } = useT('giftcard');
  const errorText = useErrorText();
  const { country, lang } = useMarket();
  const member = useClientStore($isMember, false);
  // undefined until the URL has been read (after hydration: the prerendered HTML shows the skeleton)
  const [id, setId] = useState<number | undefined>(undefined);
  const [guestPrompt, setGuestPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const { alert, dialog } = useAlert();
  useEffect(() => setId(Number(queryParam('id')) || 0), []);
  const card = useApi(() => detailGiftcard({ giftcard_id: id ?? 0, ...countryField() }), [id, country], (id ?? 0) > 0);
  const c = card.data;
  const name = c ? pickLang(c.multiple_languages, lang, 'name') : '';

  const send = async () => {
    if (!c) return;
    if (!member) {
      setGuestPrompt(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await putGiftcardInBasket(c.id);
      if ((answer.table?.products ?? []).length === 0) {
        await markAsGift();
        go('checkout-cardselection');
      } else {
        go('basket');
      }
    } catch (error) {
      setBusy(false);
      alert(t('product.cartFailed'), errorText(error));
    }
  };
  const addMore = () => {
    if (c) $gid.set(String(c.id));
    go('categories');
  };

  if (id !== undefined && (id <= 0 || (!card.loading && !c))) {
    return (
      <>
        <TopBar className="topbar--one-line" title={t('product.title')} back="gift-card" />
        <p className="empty" role="status">
          {t('product.notFound')}
        </p>
      </>
    );
  }
  return (
    <>
      <TopBar className="topbar--one-line" title={t('product.title')} back="gift-card" />
      <SnapshotStandIn settled={c !== null || card.failed}>{children}</SnapshotStandIn>
      {!c ? (
        <div className="page-pad list-fallback" aria-busy="true">
          <div className="skeleton giftcard-hero__skeleton" />
        </div>
      ) : (
        <div className="giftcard-product">
          <GiftcardHero image={c.image} name={name} editable={c.is_editable === 'Yes'} nameTestId="giftcard-name" />
          <div className="giftcard-product__actions">
            <Button block onClick={send} busy={busy} data-testid="send-card">
              {t('product.send')}
            </Button>
            <Button block variant="secondary" onClick={addMore} data-testid="add-more-gifts">
              {t('product.addMore')}
            </Button>
          </div>
          <section className="giftcard-product__related" aria-labelledby="related-title">
            <h2 id="related-title">{t('product.related')}</h2>
            {c.related_products.length === 0 ? (
              <p className="empty">{t('product.noRelated')}</p>
            ) : (
              <ul className="product-rows">
                {c.related_products.map((p) => (
                  <ProductCard key={p.id} product={p} lang={lang} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <LoginPromptDialog open={guestPrompt} onClose={() => setGuestPrompt(false)} />
      {dialog}
    </>
  );
}
