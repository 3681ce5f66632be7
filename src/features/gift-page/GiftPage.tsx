import { celebrate } from '../../lib/celebrate.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useEffect, useState } from 'react';
import { ApiCallError } from '../../lib/api-client.ts';
import { detailSharedOrder, redeemSharedOrder, trackLink } from './gift-page-api.ts';
import { apiLangKey, useT, $language } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/gift-page.ts';
import { go, href, queryParam } from '../../lib/paths.ts';
import { $isMember, $redirectId } from '../../lib/session-store.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { hexDecodeUtf8 } from '../../shared/card-elements.ts';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import CardCanvas from '../card/CardCanvas.tsx';
import { OpeningAnimation, WaitingEnvelope } from './OpeningAnimation.tsx';
import { SenderBanner } from './SenderBanner.tsx';
import { MusicButton } from '../../components/shop/MusicButton.tsx';
import { LoginToRedeemDialog } from './LoginToRedeemDialog.tsx';
import { isInAppBrowser } from '../../lib/in-app-browser.ts';
import { safeImageSrc } from '../../lib/safe-src.ts';
import { useGiftMusic } from '../../components/shop/use-gift-music.ts';
import { appRedeemLink, type AvailableGift, type SharedGift } from './shared-gift.ts';
import { DeclineLinkButton } from './DeclineLinkButton.tsx';
import './gift-page.css';
import { useClientStore } from '../../lib/use-client-store.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'inapp' }
  /** why the link shows nothing: unknown, taken back by its sender, declined (decision 0241), or re-addressed (0267) */
  | { kind: 'notfound'; why: LinkGone }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; gift: SharedGift };

/** /giftcard-share?id={share id}: the recipient's page for a gift shared by link. */
type LinkGone = 'unknown' | 'taken_back' | 'declined' | 'readdressed';
/** the reason a link answers with, as the notice it shows */
const GONE_BY_REASON: Partial<Record<string, LinkGone>> = {
  gift_taken_back: 'taken_back',
  gift_declined: 'declined',
  gift_readdressed: 'readdressed',
};
/** each notice's keys under notFound: `${key}Title` and `${key}Body` */
const GONE_TEXT = { unknown: 'unknown', taken_back: 'takenBack', declined: 'declined', readdressed: 'readdressed' } as const;

export default function GiftPage() {
  const { t } = useT('gift-page');
  const errorText = useErrorText();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [shareId, setShareId] = useState('');

  useEffect(() => {
    if (isInAppBrowser(navigator.userAgent)) {
      setLoad({ kind: 'inapp' });
      return;
    }
    const id = queryParam('id');
    setShareId(id);
    if (!id) {
      setLoad({ kind: 'notfound', why: 'unknown' });
      return;
    }
    // a record that the link was opened; its failure never bothers the visitor
    trackLink(id).catch(() => {});
    detailSharedOrder(id)
      .then((gift) => setLoad({ kind: 'ready', gift }))
      .catch((error: unknown) => {
        if (error instanceof ApiCallError && (error.status === 404 || error.status === 400))
          setLoad({
            kind: 'notfound',
            why: GONE_BY_REASON[error.reason ?? ''] ?? 'unknown',
          });
        else setLoad({ kind: 'error', message: errorText(error) });
      });
  }, [errorText]);

  if (load.kind === 'inapp') {
    return (
      <section className="share-notice" data-testid="inapp-notice">
        <svg
          className="share-notice__icon"
          viewBox="0 0 48 48"
          width="64"
          height="64"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <rect x="12" y="4" width="24" height="40" rx="4" />
          <path d="M21 38h6" />
          <circle cx="24" cy="20" r="7" />
          <path d="M17 20h14M24 13c3 3 3 11 0 14M24 13c-3 3-3 11 0 14" />
        </svg>
        <h1>{t('inApp.notice')}</h1>
        <p>{t('inApp.hint')}</p>
        <a className="ui-button ui-button--primary" href={href('home')}>
          {t('backHome')}
        </a>
      </section>
    );
  }
  return (
    <>
      <header className="topbar share-topbar">
        <h1>{t('title')}</h1>
      </header>
      {load.kind === 'loading' && <ShareSkeleton label={t('loading')} />}
      {load.kind === 'notfound' && (
        <section className="share-notice" data-testid="link-notice" data-why={load.why}>
          <h2>{t(`notFound.${GONE_TEXT[load.why]}Title`)}</h2>
          <p>{t(`notFound.${GONE_TEXT[load.why]}Body`)}</p>
          <a className="ui-button ui-button--primary" href={href('home')}>
            {t('backHome')}
          </a>
        </section>
      )}
      {load.kind === 'error' && (
        <section className="share-notice" role="alert">
          <p>{load.message}</p>
          <a className="ui-button ui-button--primary" href={href('home')}>
            {t('backHome')}
          </a>
        </section>
      )}
      {load.kind === 'ready' && load.gift.state === 'redeemed' && (
        <section className="share-notice" data-testid="redeemed-notice">
          <SenderBanner name={load.gift.sender_name} picture={load.gift.sender_profile_picture} line={t('sentYouACard')} />
          <h2>{t('redeemedBy', { name: load.gift.recipient_name })}</h2>
          <a className="ui-button ui-button--primary" href={href('home')}>
            {t('backHome')}
          </a>
        </section>
      )}
      {load.kind === 'ready' && load.gift.state === 'available' && <AvailableGiftView gift={load.gift} shareId={shareId} />}
    </>
  );
}

/**
 * While the gift is read: the sender's line as a skeleton and the closed envelope itself, where the available gift's
 * envelope will be, so the recipient sees the card from the first paint (decision 0227).
 */
function ShareSkeleton({ label }: { label: string }) {
  return (
    <div className="share-body" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton sender-banner-skeleton" />
      <div className="share-card">
        <WaitingEnvelope />
      </div>
    </div>
  );
}

function AvailableGiftView({ gift, shareId }: { gift: AvailableGift; shareId: string }) {
  const { t } = useT('gift-page');
  const errorText = useErrorText();
  const lang = useClientStore($language, 'eng');
  const member = useClientStore($isMember, false);
  const music = useGiftMusic(gift.music?.url ?? null);
  const { alert, dialog } = useAlert();
  const [phase, setPhase] = useState<'closed' | 'opening' | 'open'>('closed');
  const [loginOpen, setLoginOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const messages = gift.giftcard_edit_parameter
    .filter((e) => e.type === 'message' && e.content)
    .map((e) => hexDecodeUtf8(e.content))
    .filter((m) => m.trim());
  const appLink = appRedeemLink(shareId);

  const open = () => {
    setPhase('opening');
    if (gift.music) music.play();
  };

  const redeem = async () => {
    music.stop();
    if (!member) {
      setLoginOpen(true);
      return;
    }
    setBusy(true);
    try {
      const orderId = await redeemSharedOrder(shareId);
      setBusy(false);
      // celebrate, then the gift's own page, where it can be thanked for or swapped once (decision 0265)
      void celebrate();
      alert(t('redeemedTitle'), `${t('redeemedText')} ${t('swapHint')}`, {
        tone: 'success',
        onClose: () => go('order-details', { id: orderId }),
        buttonLabel: t('seeGift'),
      });
    } catch (error) {
      setBusy(false);
      alert(t('redeemFailed'), errorText(error));
    }
  };

  const login = () => {
    music.stop();
    $redirectId.set(shareId);
    go('login', { type: 'redirect', id: shareId });
  };

  return (
    <div className={`share-body${phase === 'open' ? ' share-body--open' : ''}`}>
      <SenderBanner name={gift.sender_name} picture={gift.sender_profile_picture} line={t('sentYouACard')} />
      <div className="share-card">
        {phase === 'open' ? (
          <div className="share-card__opened" data-testid="opened-card">
            <CardCanvas
              image={pickLang(gift.giftcard_languages, apiLangKey(lang), 'image') || gift.giftcard_image}
              elements={gift.giftcard_edit_parameter}
              label={t('cardLabel', { name: gift.sender_name })}
              withMessage
            />
          </div>
        ) : (
          <OpeningAnimation
            started={phase === 'opening'}
            onStart={open}
            onDone={() => setPhase('open')}
            tapLabel={t('tapToOpen')}
            openingLabel={t('opening')}
          />
        )}
      </div>
      {phase === 'open' && (
        <>
          {messages.length > 0 && (
            <section className="share-section" aria-labelledby="share-message">
              <h2 id="share-message">{t('message')}</h2>
              {messages.map((m, i) => (
                <p key={i} className="share-message">
                  {m}
                </p>
              ))}
            </section>
          )}
          {gift.music && (
            <section className="share-section" aria-label={t('music.label')}>
              <MusicButton
                name={pickLang(gift.music.multiple_languages, apiLangKey(lang), 'name') || gift.music.name}
                playing={music.playing}
                onToggle={music.toggle}
                playLabel={t('music.play', { name: pickLang(gift.music.multiple_languages, apiLangKey(lang), 'name') || gift.music.name })}
                pauseLabel={t('music.pause', {
                  name: pickLang(gift.music.multiple_languages, apiLangKey(lang), 'name') || gift.music.name,
                })}
              />
            </section>
          )}
          {gift.products.length > 0 && (
            <section className="share-section" aria-labelledby="share-items">
              <h2 id="share-items">{t('items')}</h2>
              <ul className="share-products">
                {gift.products.map((p, i) => (
                  <li key={i} className="share-product">
                    {safeImageSrc(p.image) ? (
                      <img src={safeImageSrc(p.image)} alt="" width={72} height={48} />
                    ) : (
                      <span className="share-product__noimg" />
                    )}
                    <div>
                      <p className="share-product__name">
                        {pickLang(p.multiple_languages, apiLangKey(lang), 'product_name') || p.product_name}
                      </p>
                      <p className="share-product__qty">{t('qty', { count: p.quantity })}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="redeem-bar">
            {gift.is_sender ? (
              <p className="redeem-bar__note">{t('youSent')}</p>
            ) : (
              <>
                <Button block onClick={redeem} busy={busy} data-testid="redeem-button">
                  {t('redeem')}
                </Button>
                <DeclineLinkButton
                  senderName={gift.sender_name}
                  onDecline={async () => {
                    music.stop();
                    if (!member) {
                      setLoginOpen(true);
                      return false;
                    }
                    return true;
                  }}
                  shareId={shareId}
                  alert={alert}
                />
              </>
            )}
          </div>
        </>
      )}
      <LoginToRedeemDialog
        open={loginOpen}
        appLink={appLink}
        onLogin={login}
        onApp={() => {
          music.stop();
          setLoginOpen(false);
        }}
        onCancel={() => setLoginOpen(false)}
      />
      {dialog}
    </div>
  );
}
