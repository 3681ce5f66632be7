import { type ReactNode, useEffect, useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { apiLangKey, LANGUAGES, useT, type Language } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/campaign.ts';
import { displayDate } from '../../lib/dates.ts';
import { go, href, queryParam } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { useSessionState } from '../../lib/use-session-state.ts';
import { campaignText, loadCampaign, redeemCampaign, type Campaign } from './campaign-api.ts';
import ProductCard from '../../components/shop/ProductCard.tsx';
import ProgressBar from '../../components/shop/ProgressBar.tsx';
import SafeHtml from '../../components/ui/SafeHtml.tsx';
import SnapshotStandIn from '../../components/ui/SnapshotStandIn.tsx';
import './campaign.css';

/** Where the member goes after redeeming, by reward type (spec). */
function afterRedeem(rewardType: string, productId: number): void {
  if (rewardType === 'product_free') go('vouchers');
  else if (rewardType === 'product_discount') go('product-details', { id: productId });
  else go('profile');
}

/**
 * The one next step a campaign offers when it has nothing to redeem here: its products, inviting friends, or shopping.
 * Answers the link and the label's key.
 */
export function campaignAction(c: Campaign): { url: string; label: 'shopOffer' | 'inviteFriends' | 'startShopping' } {
  const products = c.products ?? [];
  if (c.task_type === 'invite') return { url: href('invite-friend'), label: 'inviteFriends' };
  if (products.length === 1) return { url: href('product-details', { id: products[0].id }), label: 'shopOffer' };
  if (products.length > 1) return { url: '#campaign-products', label: 'shopOffer' };
  return { url: href('categories'), label: 'startShopping' };
}

/**
 * /campaign?id= : image, task progress, name, description, terms, the campaign's products and the Redeem or next-step
 * button. `children`: the build-time snapshot of campaign tops (CampaignSnapshot), shown in place of the skeleton until
 * this page's first live answer, where the page's first-paint hints revealed the URL's one (decision 0227).
 */
export default function CampaignScreen({ children }: { children?: ReactNode }) {
  const { t, i18n } = useT('campaign');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const session = useSessionState();
  const { alert, dialog } = useAlert();
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [missing, setMissing] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const lang = apiLangKey((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'eng');

  useEffect(() => {
    if (session.kind === 'unknown') return;
    const id = Number(queryParam('id'));
    if (!Number.isInteger(id) || id <= 0) {
      setMissing(true);
      return;
    }
    loadCampaign(id).then(setCampaign, () => setMissing(true));
  }, [session.kind]);

  const redeem = async () => {
    if (!campaign) return;
    if (session.kind !== 'member') {
      setLoginOpen(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await redeemCampaign(campaign.id);
      setCampaign({ ...campaign, is_redeemed: true, is_redeem: false });
      alert(t('redeemSuccess'), answer.message, { tone: 'success', onClose: () => afterRedeem(answer.reward_type, answer.product_id) });
    } catch (error) {
      alert(t('redeemFailed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const c = campaign;
  const showProgress = c && session.kind === 'member' && c.campaign_type === 'task_based' && c.task_type !== 'none';
  const progressText =
    c && (c.task_type === 'invite' || c.task_type === 'purchase' || c.task_type === 'new_app')
      ? t(`progress.${c.task_type}`, { current: c.campaign_progress.current, target: c.campaign_progress.target })
      : '';
  const canRedeemHere = c && c.task_type !== 'new_app' && c.reward_type !== 'none';
  const action = c ? campaignAction(c) : null;
  const products = c?.products ?? [];

  return (
    <>
      <TopBar title={t('title')} back="home" />
      <SnapshotStandIn settled={c !== null || missing}>{children}</SnapshotStandIn>
      {missing ? (
        <p className="empty">{t('notFound')}</p>
      ) : !c ? (
        <div className="campaign list-fallback">
          <div className="skeleton campaign__image" />
          <div className="campaign__body">
            <div className="skeleton" style={{ height: 120 }} />
          </div>
        </div>
      ) : (
        <article className="campaign" data-testid="campaign">
          <img className="campaign__image" src={campaignText(c, lang, 'image')} alt="" width={750} height={400} fetchPriority="high" />
          <div className="campaign__body">
            {showProgress && <ProgressBar percentage={c.campaign_progress.percentage} label={t('progressLabel')} text={progressText} />}
            <h2 className="campaign__name">{campaignText(c, lang, 'name')}</h2>
            {c.end_date && <p className="campaign__meta">{t('validUntil', { date: displayDate(c.end_date) })}</p>}
            <SafeHtml className="campaign__html" html={campaignText(c, lang, 'description')} />
            {campaignText(c, lang, 'terms_and_conditions') && (
              <Button variant="secondary" className="campaign__terms" onClick={() => setTermsOpen(true)}>
                {t('terms')}
              </Button>
            )}
            {c.task_type === 'new_app' && <p className="campaign__meta">{t('appOnly')}</p>}
            {products.length > 0 && (
              <section id="campaign-products" aria-labelledby="campaign-products-title" data-testid="campaign-products">
                <h3 id="campaign-products-title" className="campaign__products-title">
                  {t('products')}
                </h3>
                <ul className="product-rows">
                  {products.map((p) => (
                    <ProductCard key={p.id} product={p} lang={lang} />
                  ))}
                </ul>
              </section>
            )}
          </div>
          {canRedeemHere && (
            <div className="campaign__bar">
              <Button
                block
                busy={busy}
                disabled={c.is_redeemed || (session.kind === 'member' && !c.is_redeem)}
                onClick={() => void redeem()}
                data-testid="redeem-button"
              >
                {c.is_redeemed ? t('redeemed') : t('redeem')}
              </Button>
            </div>
          )}
          {!canRedeemHere && action && (
            <div className="campaign__bar">
              <a className="ui-button ui-button--primary ui-button--block" href={action.url} data-testid="campaign-action">
                {t(action.label)}
              </a>
            </div>
          )}
          <Dialog
            open={termsOpen}
            title={t('terms')}
            onClose={() => setTermsOpen(false)}
            actions={<Button onClick={() => setTermsOpen(false)}>{tc('actions.close')}</Button>}
          >
            <SafeHtml className="campaign__html" html={campaignText(c, lang, 'terms_and_conditions')} />
          </Dialog>
        </article>
      )}
      <Dialog
        open={loginOpen}
        title={tc('guest.welcome')}
        onClose={() => setLoginOpen(false)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setLoginOpen(false)}>
              {tc('actions.cancel')}
            </Button>
            <a className="ui-button ui-button--primary" href={href('login')} onClick={() => rememberOrigin()}>
              {tc('actions.login')}
            </a>
          </>
        }
      />
      {dialog}
    </>
  );
}
