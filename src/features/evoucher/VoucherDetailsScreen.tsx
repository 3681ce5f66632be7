import { Fragment, useCallback, useEffect, useState } from 'react';
import { Icon } from '../../components/ui/Icon.tsx';
import { useErrorText } from '../../lib/use-error-text.ts';
import { formatMoney } from '../../shared/money.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import { queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import type { DetailVoucher, VoucherDetail } from '../../shared/api/schemas/evoucher.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Toast } from '../../components/ui/Toast.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { ApiCallError } from '../../lib/api-client.ts';
import SafeHtml from '../../components/ui/SafeHtml.tsx';
import { asWebUrl, isExternal } from './redeem-link.ts';
import ListSkeleton from '../../components/ui/ListSkeleton.tsx';
import OutletList from './OutletList.tsx';
import SafeImage from '../../components/ui/SafeImage.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import VoucherCodeCard from './VoucherCodeCard.tsx';
import WalletPassButtons from './WalletPassButtons.tsx';
import ExtendVoucherButton from './ExtendVoucherButton.tsx';
import { useWakeLock } from './use-wake-lock.ts';
import { markVoucherUsed, refreshVoucher, voucherDetail } from './evoucher-api.ts';
import './vouchers.css';

type InfoDialog = 'terms' | 'howTo' | 'outlets' | null;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** /voucher-details?id={order product id}: one card per e-voucher with its code, dialogs and Mark as used (spec). */
export default function VoucherDetailsScreen() {
  const { t } = useT('evoucher');
  const errorText = useErrorText();
  const user = useRequireMember();
  const [id] = useState(() => (typeof window === 'undefined' ? '' : queryParam('id')));
  const [detail, setDetail] = useState<VoucherDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [refreshing, setRefreshing] = useState(false);
  const [info, setInfo] = useState<InfoDialog>(null);
  const [confirmUse, setConfirmUse] = useState<DetailVoucher | null>(null);
  const [marking, setMarking] = useState(false);
  const [leaveTo, setLeaveTo] = useState<URL | null>(null);
  /** A link in the voucher's text: another site is asked about first, a page of the shop opens at once. */
  const openLink = (href: string) => {
    const url = asWebUrl(href);
    if (url && isExternal(url, window.location.href)) setLeaveTo(url);
    else if (url) window.location.assign(url.toString());
  };
  const [toast, setToast] = useState('');
  const { alert, dialog } = useAlert();
  const clearToast = useCallback(() => setToast(''), []);

  const load = useCallback(async () => {
    if (!/^\d+$/.test(id)) {
      setState('missing');
      return;
    }
    try {
      setDetail(await voucherDetail(id));
      setState('ready');
    } catch (error) {
      // voucher calls fail silently (spec); a voucher that is not the member's is simply not there
      if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) setState('missing');
      else setState((s) => (s === 'loading' ? 'missing' : s));
    }
  }, [id]);

  useEffect(() => {
    if (user) void load();
  }, [user, load]);

  const showsCode = !!detail?.order_evouchers.some((v) => v.status === 'Active' && v.evoucher_code);
  const awake = useWakeLock(showsCode);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshVoucher(id);
      await load();
      setToast(t('detail.refreshed'));
    } catch (error) {
      alert(t('detail.refreshFailed'), errorText(error));
    } finally {
      setRefreshing(false);
    }
  };

  const markUsed = async () => {
    if (!confirmUse) return;
    setMarking(true);
    try {
      await markVoucherUsed(confirmUse.id);
      setConfirmUse(null);
      await load();
      setToast(t('markUsed.done'));
    } catch (error) {
      setConfirmUse(null);
      alert(t('markUsed.failed'), errorText(error));
      await load();
    } finally {
      setMarking(false);
    }
  };

  const copy = (code: string) => {
    copyText(code).then(
      () => setToast(t('detail.copied')),
      () => alert(t('detail.copy'), t('detail.copyFailed')),
    );
  };

  const refreshButton = (
    <button type="button" onClick={refresh} disabled={!detail || refreshing} aria-label={t('detail.refresh')} data-testid="refresh">
      <Icon name="refresh" size={22} className={refreshing ? 'voucher-spin' : undefined} />
    </button>
  );

  const common = useT('common').t;
  return (
    <>
      <TopBar title={t('detail.title')} back="vouchers" action={refreshButton} />
      <div className="voucher-page">
        {(!user || state === 'loading') && <ListSkeleton rows={2} />}
        {user && state === 'missing' && (
          <div className="empty" data-testid="voucher-missing">
            <p>{t('detail.notFound')}</p>
          </div>
        )}
        {user && state === 'ready' && detail && (
          <>
            <section className="card voucher-head">
              <SafeImage src={detail.image} width={88} height={58} />
              <h2>{detail.product_name}</h2>
            </section>
            <div className="voucher-info">
              <Button variant="secondary" onClick={() => setInfo('terms')}>
                {t('detail.infoButtons.terms')}
              </Button>
              <Button variant="secondary" onClick={() => setInfo('howTo')}>
                {t('detail.infoButtons.howTo')}
              </Button>
              <Button variant="secondary" onClick={() => setInfo('outlets')}>
                {t('detail.infoButtons.outlets')}
              </Button>
            </div>
            {detail.order_evouchers.map((v, i) => (
              <Fragment key={v.id}>
                <VoucherCodeCard
                  voucher={v}
                  index={i + 1}
                  count={detail.order_evouchers.length}
                  onCopy={copy}
                  onRedeem={setLeaveTo}
                  onMarkUsed={setConfirmUse}
                />
                <WalletPassButtons voucher={v} passes={detail.wallet_passes} onError={(e) => alert(t('walletPass.failed'), errorText(e))} />
                <ExtendVoucherButton
                  voucher={v}
                  onExtended={(date) => {
                    setToast(t('extend.done', { date }));
                    void load();
                  }}
                  onError={alert}
                />
              </Fragment>
            ))}
            {/* after the codes: the wake lock is granted a moment later, and a line above them would push them down */}
            {awake && (
              <p className="voucher-awake" role="status">
                {t('detail.awake')}
              </p>
            )}
          </>
        )}
      </div>

      <Dialog
        open={info !== null}
        title={info === 'terms' ? t('detail.terms') : info === 'howTo' ? t('detail.howTo') : t('detail.outlets')}
        onClose={() => setInfo(null)}
        variant="sheet"
        actions={<Button onClick={() => setInfo(null)}>{common('actions.close')}</Button>}
      >
        {detail && info === 'terms' && <SafeHtml className="voucher-html" html={detail.terms_and_conditions} onLink={openLink} />}
        {detail && info === 'howTo' && <SafeHtml className="voucher-html" html={detail.redeem_howto} onLink={openLink} />}
        {detail && info === 'outlets' && <OutletList outlets={detail.applicable_outlets} />}
      </Dialog>

      <Dialog
        open={confirmUse !== null}
        title={t('markUsed.title')}
        onClose={() => setConfirmUse(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirmUse(null)}>
              {common('actions.cancel')}
            </Button>
            <Button onClick={markUsed} busy={marking} data-testid="confirm-mark-used">
              {t('markUsed.confirm')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">
          {/* a stored-value voucher marked used gives up what is left on it: the dialog says how much (decision 0236) */}
          {confirmUse?.stored_value && confirmUse.balance > 0
            ? t('markUsed.bodyStored', { amount: formatMoney(confirmUse.balance, confirmUse.currency_code) })
            : t('markUsed.body')}
        </p>
      </Dialog>

      <Dialog
        open={leaveTo !== null}
        title={t('external.title')}
        onClose={() => setLeaveTo(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setLeaveTo(null)}>
              {common('actions.cancel')}
            </Button>
            <Button
              data-testid="confirm-external"
              onClick={() => {
                if (leaveTo) window.open(leaveTo.toString(), '_blank', 'noopener,noreferrer');
                setLeaveTo(null);
              }}
            >
              {t('external.continue')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">{t('external.body', { host: leaveTo?.host ?? '' })}</p>
      </Dialog>

      {dialog}
      <Toast message={toast} onDone={clearToast} />
    </>
  );
}
