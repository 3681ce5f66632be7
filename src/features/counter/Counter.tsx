import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MerchantOutlet, VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import type { TFunction } from '../../lib/i18n-keys.ts';
import ConfirmRedeem from './ConfirmRedeem.tsx';
import { needsConfirmation } from './confirm-rule.ts';
import { formatDate, formatDateTime, normaliseCode } from './format.ts';
import { lookUpVoucher, redeemVoucher, ApiCallError } from './counter-api.ts';
import { type Notice, refusalText } from './counter-errors.ts';
import { useCounterT } from './counter-i18n.ts';
import VoucherCard from './VoucherCard.tsx';

const CameraScanner = lazy(() => import('./CameraScanner.tsx'));

interface Props {
  outlet: MerchantOutlet;
  /** the API answered 401/403: the session ended or the account may no longer redeem */
  onSessionEnded: (message: Notice) => void;
}

/** A result in the live region; its words are made in the counter's current language (a switch re-words it). */
interface Outcome {
  kind: 'success' | 'refusal';
  title: Notice;
  detail: Notice;
}

/** Why a looked-up voucher cannot be redeemed, from its state (the server refuses the same on Redeem). */
function notRedeemable(v: VoucherAtCounter): Outcome | null {
  const refusal = (detail: Notice): Outcome => ({ kind: 'refusal', title: (t) => t('refusal.title'), detail });
  switch (v.state) {
    case 'Active':
      return null;
    case 'Used':
      return refusal((t, locale) => {
        const date = formatDateTime(v.used_at, locale);
        const outlet = v.used_outlet;
        if (outlet && date) return t('refusal.usedAtOn', { outlet, date });
        if (outlet) return t('refusal.usedAt', { outlet });
        return date ? t('refusal.usedOn', { date }) : t('refusal.used');
      });
    case 'Expired':
      return refusal((t, locale) => t('refusal.expired', { date: formatDate(v.expires_at, locale) }));
    case 'Void':
      return refusal((t) => t('refusal.void'));
    case 'InGift':
      return refusal((t) => t('refusal.inGift'));
    default:
      return refusal((t) => t('refusal.other', { state: v.state }));
  }
}

/** A money amount without its currency code, as typed in the amount field ("12.50"). */
const bare = (minor: number, currency: string) => formatMoney(minor, currency).replace(/^[A-Z]+ /, '');

/**
 * The counter: scan (or type) a code, see the voucher, redeem it at this outlet (an amount for stored-value
 * vouchers), see the result or the refusal in a live region, then "Next customer".
 */
export default function Counter({ outlet, onSessionEnded }: Props) {
  const { t, locale } = useCounterT();
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [voucher, setVoucher] = useState<VoucherAtCounter | null>(null);
  // the code as sent to the lookup (the answer's code is the stored one, which may carry a QR prefix)
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<Notice | null>(null);
  const [codeError, setCodeError] = useState<Notice | null>(null);
  // the amount waiting for the staff member's "Redeem SGD 80.00?" (decision 0239)
  const [confirming, setConfirming] = useState<{ minor: number | undefined; whole: number } | null>(null);
  const [busy, setBusy] = useState<'lookup' | 'redeem' | null>(null);
  const [redeemed, setRedeemed] = useState(false);
  const voucherHeading = useRef<HTMLHeadingElement>(null);
  const scanButton = useRef<HTMLButtonElement>(null);
  const outcomeRegion = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  // ready for the first customer: the Scan button has the focus (Enter or Space starts the camera)
  useEffect(() => {
    scanButton.current?.focus();
    // ready to scan or type: the moment npm run lighthouse reports beside LCP (decision 0277)
    performance.mark('ugift:counter-ready');
  }, []);

  useEffect(() => {
    if (outcome) outcomeRegion.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  /** Answers true when the error ended the session (the counter then goes back to sign-in). */
  const sessionEnded = (error: unknown): boolean => {
    if (!(error instanceof ApiCallError)) return false;
    if (error.status === 401) {
      onSessionEnded((tr) => tr('notice.sessionEnded'));
      return true;
    }
    if (error.status === 403) {
      onSessionEnded((tr) => tr('notice.notMerchant'));
      return true;
    }
    return false;
  };

  const lookUp = async (raw: string) => {
    const sent = normaliseCode(raw);
    setOutcome(null);
    setCodeError(null);
    if (sent.length < 4) {
      setCodeError(() => (tr: TFunction<'counter'>) => tr('scan.codeTooShort'));
      return;
    }
    setBusy('lookup');
    try {
      const found = await lookUpVoucher(sent);
      setVoucher(found);
      setCode(sent);
      setRedeemed(false);
      setAmount('');
      setAmountError(null);
      setConfirming(null);
      setOutcome(notRedeemable(found));
      requestAnimationFrame(() => voucherHeading.current?.focus());
    } catch (error) {
      if (sessionEnded(error)) return;
      const detail = refusalText(error, 'refusal.lookupFailed', outlet.outlet_name);
      if (error instanceof ApiCallError && error.field === 'code') setCodeError(() => detail);
      const status = error instanceof ApiCallError ? error.status : 0;
      const title = status === 404 ? 'refusal.unknownTitle' : status === 429 ? 'refusal.tooManyTitle' : 'refusal.lookupFailedTitle';
      setOutcome({ kind: 'refusal', title: (tr) => tr(title), detail });
    } finally {
      setBusy(null);
    }
  };

  /** Checks the amount, then redeems at once or first asks for confirmation (decision 0239). */
  const askToRedeem = () => {
    if (!voucher) return;
    let minor: number | undefined;
    if (voucher.stored_value) {
      const currency = voucher.currency_code;
      const parsed = parseMoney(amount, currency);
      if (parsed === null || parsed <= 0) {
        setAmountError(() => (tr: TFunction<'counter'>) => tr('redeem.amountMissing', { example: bare(1250, currency) }));
        return;
      }
      if (voucher.balance !== null && parsed > voucher.balance) {
        const balance = formatMoney(voucher.balance, currency);
        setAmountError(() => (tr: TFunction<'counter'>) => tr('redeem.overBalance', { balance }));
        return;
      }
      minor = parsed;
    }
    setAmountError(null);
    const whole = minor ?? voucher.value;
    if (needsConfirmation(voucher, whole)) setConfirming({ minor, whole });
    else void redeem(minor);
  };

  const redeem = async (minor: number | undefined) => {
    if (!voucher) return;
    setConfirming(null);
    setOutcome(null);
    setBusy('redeem');
    try {
      const after = await redeemVoucher(code, outlet.id, minor);
      setVoucher(after);
      setRedeemed(true);
      const money = (m: number) => formatMoney(m, after.currency_code);
      const where = outlet.outlet_name;
      setOutcome({
        kind: 'success',
        title: (tr) => tr('redeem.doneTitle'),
        detail:
          after.stored_value && minor !== undefined
            ? (tr) => tr('redeem.doneAmount', { amount: money(minor), outlet: where, balance: money(after.balance ?? 0) })
            : (tr) => tr('redeem.doneWhole', { product: after.product_name, value: money(after.value), outlet: where }),
      });
      requestAnimationFrame(() => nextButton.current?.focus());
    } catch (error) {
      if (sessionEnded(error)) return;
      const detail = refusalText(error, 'redeem.failed', outlet.outlet_name);
      if (error instanceof ApiCallError && error.field === 'amount') setAmountError(() => detail);
      setOutcome({ kind: 'refusal', title: (tr) => tr('redeem.refusedTitle'), detail });
      // refused for the voucher's state (used at another counter meanwhile, expired, refunded): show it as it is now
      if (error instanceof ApiCallError && error.status === 409) {
        try {
          const now = await lookUpVoucher(code);
          setVoucher(now);
          // "Already redeemed at … on …": the refusal says where and when, from the voucher as it is now
          const why = notRedeemable(now);
          if (why) setOutcome({ kind: 'refusal', title: (tr) => tr('redeem.refusedTitle'), detail: why.detail });
        } catch {
          // the refusal says enough
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const nextCustomer = () => {
    setVoucher(null);
    setCode('');
    setOutcome(null);
    setTyped('');
    setAmount('');
    setAmountError(null);
    setCodeError(null);
    setRedeemed(false);
    setConfirming(null);
    setScanning(false);
    requestAnimationFrame(() => scanButton.current?.focus());
  };

  const onTyped = (e: FormEvent) => {
    e.preventDefault();
    void lookUp(typed);
  };

  const onScanned = (scanned: string) => {
    setScanning(false);
    setTyped(normaliseCode(scanned));
    void lookUp(scanned);
  };

  return (
    <main className="ms-main">
      <div
        ref={outcomeRegion}
        className={outcome ? `ms-outcome ms-outcome--${outcome.kind}` : 'ms-outcome ms-outcome--empty'}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="outcome"
      >
        {outcome && (
          <>
            <span className="ms-outcome__icon" aria-hidden="true">
              {outcome.kind === 'success' ? '✓' : '!'}
            </span>
            <span>
              <strong className="ms-outcome__title">{outcome.title(t, locale)}</strong>{' '}
              <span className="ms-outcome__detail">{outcome.detail(t, locale)}</span>
            </span>
          </>
        )}
      </div>

      {voucher ? (
        <section className="ms-panel" aria-label={t('voucher.label')}>
          <VoucherCard voucher={voucher} headingRef={voucherHeading} />
          {voucher.state === 'Active' && !redeemed && (
            <div className="ms-redeem">
              {voucher.stored_value && (
                <div className="ms-field">
                  <label htmlFor="ms-amount">{t('redeem.amount', { currency: voucher.currency_code })}</label>
                  <input
                    id="ms-amount"
                    inputMode="decimal"
                    autoComplete="off"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? 'ms-amount-error' : 'ms-amount-hint'}
                  />
                  {amountError ? (
                    <p className="ms-error" id="ms-amount-error">
                      {amountError(t, locale)}
                    </p>
                  ) : (
                    <p className="ms-hint" id="ms-amount-hint">
                      {t('redeem.amountHint', { balance: formatMoney(voucher.balance ?? 0, voucher.currency_code) })}
                    </p>
                  )}
                </div>
              )}
              <button
                type="button"
                className="ms-button ms-button--primary ms-button--block ms-button--large"
                onClick={askToRedeem}
                disabled={busy !== null}
              >
                {busy === 'redeem' ? (
                  t('redeem.busy')
                ) : (
                  <span className="ms-button__stack">
                    <span>{t('redeem.button')}</span>{' '}
                    <span className="ms-button__sub">{t('redeem.at', { outlet: outlet.outlet_name })}</span>
                  </span>
                )}
              </button>
            </div>
          )}
          {confirming && (
            <ConfirmRedeem
              voucher={voucher}
              amount={confirming.whole}
              outletName={outlet.outlet_name}
              onConfirm={() => void redeem(confirming.minor)}
              onCancel={() => setConfirming(null)}
            />
          )}
          <button
            ref={nextButton}
            type="button"
            className={`ms-button ms-button--block ${redeemed || voucher.state !== 'Active' ? 'ms-button--primary' : 'ms-button--secondary'}`}
            onClick={nextCustomer}
          >
            {t('redeem.next')}
          </button>
        </section>
      ) : (
        <>
          <section className="ms-panel" aria-labelledby="ms-scan-title">
            <h1 id="ms-scan-title" className="ms-section-title">
              {t('scan.title')}
            </h1>
            {scanning ? (
              <Suspense fallback={<p className="ms-muted">{t('camera.starting')}</p>}>
                <CameraScanner onCode={onScanned} onClose={() => setScanning(false)} />
              </Suspense>
            ) : (
              <button
                ref={scanButton}
                type="button"
                className="ms-button ms-button--primary ms-button--block ms-button--large"
                onClick={() => setScanning(true)}
                disabled={busy !== null}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
                  <path
                    fill="currentColor"
                    d="M3 3h6v2H5v4H3V3zm12 0h6v6h-2V5h-4V3zM3 15h2v4h4v2H3v-6zm16 0h2v6h-6v-2h4v-4zM7 7h4v4H7V7zm6 0h4v4h-4V7zm-6 6h4v4H7v-4zm8 0h2v2h-2v-2zm-2 2h2v2h-2v-2z"
                  />
                </svg>
                {t('scan.button')}
              </button>
            )}
          </section>
          <section className="ms-panel" aria-labelledby="ms-type-title">
            <h2 id="ms-type-title" className="ms-section-title">
              {t('scan.typeTitle')}
            </h2>
            <form className="ms-type" onSubmit={onTyped}>
              <div className="ms-field">
                <label htmlFor="ms-code">{t('scan.code')}</label>
                <input
                  id="ms-code"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? 'ms-code-error' : undefined}
                />
                {codeError && (
                  <p className="ms-error" id="ms-code-error">
                    {codeError(t, locale)}
                  </p>
                )}
              </div>
              <button type="submit" className="ms-button ms-button--secondary" disabled={busy !== null}>
                {busy === 'lookup' ? t('scan.lookingUp') : t('scan.lookUp')}
              </button>
            </form>
          </section>
        </>
      )}
    </main>
  );
}
