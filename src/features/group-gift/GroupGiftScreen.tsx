import { useCallback, useEffect, useState } from 'react';
import TopBar from '../../components/ui/TopBar.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Toast } from '../../components/ui/Toast.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { displayLocalMoment } from '../../lib/dates.ts';
import { go, href, queryParam } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';
import { shareOrCopy } from '../../lib/share-or-copy.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useSessionState } from '../../lib/use-session-state.ts';
import { formatMoney } from '../../shared/money.ts';
import { cancelGroupGift, detailGroupGift, type GiftAddress, type GroupGiftView, topUpGroupGift } from './group-gift-api.ts';
import ContributeForm from './ContributeForm.tsx';
import SignForm from './SignForm.tsx';
import SignedCard from './SignedCard.tsx';
import './group-gift.css';

const ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The page's gift: ?id= (its members) or ?share= (anyone with the link). */
function addressOf(): GiftAddress | null {
  const id = queryParam('id');
  const share = queryParam('share');
  if (ID.test(id)) return { id };
  if (ID.test(share)) return { share_id: share };
  return null;
}

/**
 * /group-gift (decision 0258): the invitation (progress, deadline, who chipped in, the recipient's first name only),
 * chipping in, signing the card, the organiser's link, top-up and cancel, and for the recipient the card everyone
 * signed, played in turn.
 */
export default function GroupGiftScreen() {
  const { t, i18n } = useT('group-gift');
  const session = useSessionState();
  const errorText = useErrorText();
  const { alert, dialog } = useAlert();
  const [gift, setGift] = useState<GroupGiftView | null>(null);
  const [missing, setMissing] = useState(false);
  const [toast, setToast] = useState('');
  const [busy, setBusy] = useState(false);
  // read after hydration: the prerendered page knows no query, and must render what the first client render does
  const [returned, setReturned] = useState(false);

  const load = useCallback(async () => {
    const where = addressOf();
    setReturned(queryParam('paid') === '1');
    if (!where) {
      setMissing(true);
      return;
    }
    try {
      setGift(await detailGroupGift(where));
    } catch {
      setMissing(true);
    }
  }, []);

  useEffect(() => {
    if (session.kind === 'unknown') return;
    void load();
  }, [session.kind, load]);

  const header = <TopBar title={t('title')} back="home" />;
  if (missing)
    return (
      <>
        {header}
        <div className="gg" data-testid="group-gift-missing">
          <p>{t('missing')}</p>
          <a className="ui-button ui-button--secondary ui-button--block" href={href('home')}>
            {t('back')}
          </a>
        </div>
      </>
    );
  if (!gift)
    return (
      <>
        {header}
        <div className="gg" aria-busy="true">
          <div className="skeleton" style={{ height: 320 }} />
        </div>
      </>
    );

  const cur = gift.currency_code;
  const lang = i18n.language;
  const name = gift.product_name[lang === 'eng' ? 'en' : lang] || gift.product_name.en;
  const percent = Math.min(100, Math.round((gift.paid / gift.target) * 100));
  const open = gift.status === 'open';
  const member = session.kind === 'member';
  const organiser = gift.role === 'organiser';
  const mayPay = open && gift.role !== 'recipient' && gift.left > 0;
  const maySign = (gift.role === 'organiser' || gift.role === 'contributor') && (open || gift.status === 'funded');
  const here = gift.id ? { id: gift.id } : { share_id: gift.share_id };
  const link = `${window.location.origin}${href('group-gift', { share: gift.share_id })}`;

  const invite = async () => {
    const r = await shareOrCopy({ title: t('title'), text: t('organiser.shareText', { name: gift.recipient_first_name }), url: link });
    if (r === 'copied') setToast(t('organiser.copied'));
  };
  const topUp = async () => {
    setBusy(true);
    try {
      const r = await topUpGroupGift(gift.id ?? '');
      if (r.cashier_url) window.location.assign(r.cashier_url);
      else await load();
    } catch (e) {
      alert(t('contribute.failed'), errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (!window.confirm(t('organiser.cancelConfirm'))) return;
    setBusy(true);
    try {
      await cancelGroupGift(gift.id ?? '');
      setToast(t('organiser.cancelled'));
      await load();
    } catch (e) {
      alert(t('organiser.cancel'), errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {header}
      <div className="gg" data-testid="group-gift" data-status={gift.status} data-role={gift.role}>
        <section className="card gg-head" aria-labelledby="gg-title">
          {gift.product_image && <img className="gg-head__image" src={gift.product_image} alt="" width={96} height={96} />}
          <div>
            <h1 id="gg-title" className="gg-head__title">
              {t('forName', { name: gift.recipient_first_name })}
            </h1>
            <p className="gg-head__product">
              {gift.quantity > 1 ? `${gift.quantity} × ` : ''}
              {name}
            </p>
            <p className="hint">{t('by', { name: gift.organiser_name })}</p>
          </div>
        </section>

        <section className="card gg-progress" aria-labelledby="gg-progress-label">
          <p className={`gg-status gg-status--${gift.status}`} data-testid="group-gift-status">
            {t(`status.${gift.status}`)}
          </p>
          <p id="gg-progress-label" className="visually-hidden">
            {t('progressLabel')}
          </p>
          <div
            className="gg-bar"
            role="progressbar"
            aria-labelledby="gg-progress-label"
            aria-valuemin={0}
            aria-valuemax={gift.target}
            aria-valuenow={gift.paid}
            aria-valuetext={t('progress', { paid: formatMoney(gift.paid, cur), target: formatMoney(gift.target, cur) })}
          >
            <span className="gg-bar__fill" style={{ width: `${percent}%` }} />
          </div>
          <p data-testid="group-gift-progress">
            {t('progress', { paid: formatMoney(gift.paid, cur), target: formatMoney(gift.target, cur) })}
          </p>
          {open && <p className="hint">{t('left', { amount: formatMoney(gift.target - gift.paid, cur) })}</p>}
          {open && <p data-testid="group-gift-deadline">{t('closes', { date: displayLocalMoment(gift.deadline, lang) })}</p>}
          {gift.deliver_at && <p className="hint">{t('deliverOn', { date: displayLocalMoment(gift.deliver_at, lang) })}</p>}
        </section>

        {returned && open && (
          <p role="status" className="gg-note" data-testid="payment-confirming">
            {t('contribute.confirming')}
          </p>
        )}

        {gift.signatures.length > 0 && gift.role === 'recipient' && <SignedCard signatures={gift.signatures} />}

        <section className="card" aria-labelledby="gg-who">
          <h2 id="gg-who">{t('contributors')}</h2>
          {gift.contributors.length === 0 ? (
            <p className="hint">{t('noContributors')}</p>
          ) : (
            <ul className="gg-people" data-testid="contributors">
              {gift.contributors.map((c, i) => (
                <li key={`${c.name}-${i}`}>
                  <span>{c.name}</span>
                  {organiser && c.amount > 0 && <span className="hint"> · {formatMoney(c.amount, cur)}</span>}
                  {c.signed && <span className="gg-people__signed"> · {t('signed')}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>

        {mayPay && !member && (
          <Button
            block
            onClick={() => {
              rememberOrigin();
              go('login');
            }}
            data-testid="login-to-contribute"
          >
            {t('contribute.loginFirst')}
          </Button>
        )}
        {mayPay && member && (
          <ContributeForm gift={gift} at={here} onPaid={() => void load().then(() => setToast(t('contribute.thanks')))} />
        )}
        {gift.role === 'recipient' && open && <p className="hint">{t('contribute.recipientNote')}</p>}

        {maySign && <SignForm at={here} onSigned={() => void load()} />}
        {gift.signatures.length > 0 && gift.role !== 'recipient' && <SignedCard signatures={gift.signatures} />}

        {organiser && open && (
          <section className="gg-actions" aria-label={t('title')}>
            <Button variant="secondary" block onClick={() => void invite()} data-testid="invite-link">
              {t('organiser.invite')}
            </Button>
            {gift.left > 0 && (
              <Button variant="secondary" block disabled={busy} onClick={() => void topUp()} data-testid="top-up">
                {t('organiser.topUp', { amount: formatMoney(gift.left, cur) })}
              </Button>
            )}
            <Button variant="danger" block disabled={busy} onClick={() => void cancel()} data-testid="cancel-group-gift">
              {t('organiser.cancel')}
            </Button>
          </section>
        )}
      </div>
      {dialog}
      {toast && <Toast message={toast} onDone={() => setToast('')} />}
    </>
  );
}
