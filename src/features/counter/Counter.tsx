import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { MerchantOutlet, VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import type { TFunction } from '../../lib/i18n-keys.ts';
import ConfirmRedeem from './ConfirmRedeem.tsx';
import { needsConfirmation } from './confirm-rule.ts';
import { normaliseCode } from './format.ts';
import { lookUpVoucher, redeemVoucher, ApiCallError } from './counter-api.ts';
import { type Notice, refusalText } from './counter-errors.ts';
import { useCounterT } from './counter-i18n.ts';
import VoucherCard from './VoucherCard.tsx';
import CodeEntry from './CodeEntry.tsx';
import OutcomeRegion from './OutcomeRegion.tsx';
import RedeemForm from './RedeemForm.tsx';
import { bare, notRedeemable, type Outcome } from './outcome.ts';

interface Props {
  outlet: MerchantOutlet;
  /** the API answered 401/403: the session ended or the account may no longer redeem */
  onSessionEnded: (message: Notice) => void;
}

/**
 * The counter: scan (or type) a code, see the voucher, redeem it at this outlet (an amount for stored-value
 * vouchers), see the result or the refusal in a live region, then "Next customer".
 */
export default function Counter({ outlet, onSessionEnded }: Props) {
  const { t } = useCounterT();
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
    <main className="counter-main">
      <OutcomeRegion outcome={outcome} regionRef={outcomeRegion} />

      {voucher ? (
        <section className="counter-panel" aria-label={t('voucher.label')}>
          <VoucherCard voucher={voucher} headingRef={voucherHeading} />
          {voucher.state === 'Active' && !redeemed && (
            <RedeemForm
              voucher={voucher}
              outletName={outlet.outlet_name}
              amount={amount}
              onAmount={setAmount}
              amountError={amountError}
              busy={busy}
              onRedeem={askToRedeem}
            />
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
            className={`counter-button counter-button--block ${redeemed || voucher.state !== 'Active' ? 'counter-button--primary' : 'counter-button--secondary'}`}
            onClick={nextCustomer}
          >
            {t('redeem.next')}
          </button>
        </section>
      ) : (
        <CodeEntry
          scanning={scanning}
          onScanning={setScanning}
          onScanned={onScanned}
          scanButtonRef={scanButton}
          typed={typed}
          onTyped={setTyped}
          onSubmit={onTyped}
          codeError={codeError}
          busy={busy}
        />
      )}
    </main>
  );
}
