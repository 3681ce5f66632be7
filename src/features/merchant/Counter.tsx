import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MerchantOutlet, VoucherAtCounter } from '../../shared/admin/redemption.ts';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import { formatDate, formatDateTime, normaliseCode } from './format.ts';
import { lookUpVoucher, redeemVoucher, StationApiError } from './merchant-api.ts';
import VoucherCard from './VoucherCard.tsx';

const CameraScanner = lazy(() => import('./CameraScanner.tsx'));

interface Props {
  outlet: MerchantOutlet;
  /** the API answered 401/403: the session ended or the account may no longer redeem */
  onSessionEnded: (message: string) => void;
}

interface Outcome {
  kind: 'success' | 'refusal';
  title: string;
  detail: string;
}

/** Why a looked-up voucher cannot be redeemed, from its state (the server refuses the same on Redeem). */
function notRedeemable(v: VoucherAtCounter): Outcome | null {
  const refusal = (detail: string): Outcome => ({ kind: 'refusal', title: 'Cannot be redeemed', detail });
  switch (v.state) {
    case 'Active':
      return null;
    case 'Used':
      return refusal(
        `Already redeemed${v.used_outlet ? ` at ${v.used_outlet}` : ''}${v.used_at ? ` on ${formatDateTime(v.used_at)}` : ''}.`,
      );
    case 'Expired':
      return refusal(`This voucher expired on ${formatDate(v.expires_at)}.`);
    case 'Void':
      return refusal('This voucher was refunded and is void.');
    case 'InGift':
      return refusal('This voucher is in a gift that has not been accepted yet. The receiver must accept the gift first.');
    default:
      return refusal(`This voucher is ${v.state}.`);
  }
}

/**
 * The counter: scan (or type) a code, see the voucher, redeem it at this outlet (an amount for stored-value
 * vouchers), see the result or the refusal in a live region, then "Next customer".
 */
export default function Counter({ outlet, onSessionEnded }: Props) {
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [voucher, setVoucher] = useState<VoucherAtCounter | null>(null);
  // the code as sent to the lookup (the answer's code is the stored one, which may carry a QR prefix)
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'lookup' | 'redeem' | null>(null);
  const [redeemed, setRedeemed] = useState(false);
  const voucherHeading = useRef<HTMLHeadingElement>(null);
  const scanButton = useRef<HTMLButtonElement>(null);
  const outcomeRegion = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  // ready for the first customer: the Scan button has the focus (Enter or Space starts the camera)
  useEffect(() => scanButton.current?.focus(), []);

  useEffect(() => {
    if (outcome) outcomeRegion.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  /** Answers true when the error ended the session (the station then goes back to sign-in). */
  const sessionEnded = (error: unknown): boolean => {
    if (!(error instanceof StationApiError)) return false;
    if (error.status === 401) {
      onSessionEnded('Your session has ended. Sign in again.');
      return true;
    }
    if (error.status === 403) {
      onSessionEnded(error.message || 'This account may not redeem vouchers at the counter.');
      return true;
    }
    return false;
  };

  const lookUp = async (raw: string) => {
    const sent = normaliseCode(raw);
    setOutcome(null);
    setCodeError(null);
    if (sent.length < 4) {
      setCodeError('Enter the voucher code (at least 4 characters).');
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
      setOutcome(notRedeemable(found));
      requestAnimationFrame(() => voucherHeading.current?.focus());
    } catch (error) {
      if (sessionEnded(error)) return;
      const message = error instanceof Error ? error.message : 'The lookup failed';
      if (error instanceof StationApiError && error.field === 'code') setCodeError(message);
      const status = error instanceof StationApiError ? error.status : 0;
      const title = status === 404 ? 'Unknown code' : status === 429 ? 'Too many attempts' : 'Lookup failed';
      setOutcome({ kind: 'refusal', title, detail: message });
    } finally {
      setBusy(null);
    }
  };

  const redeem = async () => {
    if (!voucher) return;
    let minor: number | undefined;
    if (voucher.stored_value) {
      const parsed = parseMoney(amount, voucher.currency_code);
      if (parsed === null || parsed <= 0) {
        setAmountError(`Enter the amount to redeem, for example ${formatMoney(1250, voucher.currency_code).replace(/^[A-Z]+ /, '')}.`);
        return;
      }
      if (voucher.balance !== null && parsed > voucher.balance) {
        setAmountError(`The balance is only ${formatMoney(voucher.balance, voucher.currency_code)}.`);
        return;
      }
      minor = parsed;
    }
    setAmountError(null);
    setOutcome(null);
    setBusy('redeem');
    try {
      const after = await redeemVoucher(code, outlet.id, minor);
      setVoucher(after);
      setRedeemed(true);
      const money = (m: number) => formatMoney(m, after.currency_code);
      setOutcome(
        after.stored_value && minor !== undefined
          ? {
              kind: 'success',
              title: 'Redeemed',
              detail: `${money(minor)} redeemed at ${outlet.outlet_name}. New balance: ${money(after.balance ?? 0)}.`,
            }
          : {
              kind: 'success',
              title: 'Redeemed',
              detail: `${after.product_name} (${money(after.value)}) redeemed at ${outlet.outlet_name}.`,
            },
      );
      requestAnimationFrame(() => nextButton.current?.focus());
    } catch (error) {
      if (sessionEnded(error)) return;
      const message = error instanceof Error ? error.message : 'The redemption failed';
      if (error instanceof StationApiError && error.field === 'amount') setAmountError(message.replace(/^amount: /, ''));
      setOutcome({ kind: 'refusal', title: 'Not redeemed', detail: message });
      // refused for the voucher's state (used at another counter meanwhile, expired, refunded): show it as it is now
      if (error instanceof StationApiError && error.status === 409) {
        try {
          setVoucher(await lookUpVoucher(code));
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
              <strong className="ms-outcome__title">{outcome.title}</strong> <span className="ms-outcome__detail">{outcome.detail}</span>
            </span>
          </>
        )}
      </div>

      {voucher ? (
        <section className="ms-panel" aria-label="Voucher">
          <VoucherCard voucher={voucher} headingRef={voucherHeading} />
          {voucher.state === 'Active' && !redeemed && (
            <div className="ms-redeem">
              {voucher.stored_value && (
                <div className="ms-field">
                  <label htmlFor="ms-amount">Amount to redeem ({voucher.currency_code})</label>
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
                      {amountError}
                    </p>
                  ) : (
                    <p className="ms-hint" id="ms-amount-hint">
                      At most the balance, {formatMoney(voucher.balance ?? 0, voucher.currency_code)}.
                    </p>
                  )}
                </div>
              )}
              <button
                type="button"
                className="ms-button ms-button--primary ms-button--block ms-button--large"
                onClick={() => void redeem()}
                disabled={busy !== null}
              >
                {busy === 'redeem' ? (
                  'Redeeming…'
                ) : (
                  <span className="ms-button__stack">
                    <span>Redeem</span> <span className="ms-button__sub">at {outlet.outlet_name}</span>
                  </span>
                )}
              </button>
            </div>
          )}
          <button
            ref={nextButton}
            type="button"
            className={`ms-button ms-button--block ${redeemed || voucher.state !== 'Active' ? 'ms-button--primary' : 'ms-button--secondary'}`}
            onClick={nextCustomer}
          >
            Next customer
          </button>
        </section>
      ) : (
        <>
          <section className="ms-panel" aria-labelledby="ms-scan-title">
            <h1 id="ms-scan-title" className="ms-section-title">
              Scan a voucher
            </h1>
            {scanning ? (
              <Suspense fallback={<p className="ms-muted">Starting the camera…</p>}>
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
                Scan with the camera
              </button>
            )}
          </section>
          <section className="ms-panel" aria-labelledby="ms-type-title">
            <h2 id="ms-type-title" className="ms-section-title">
              Or type the code
            </h2>
            <form className="ms-type" onSubmit={onTyped}>
              <div className="ms-field">
                <label htmlFor="ms-code">Voucher code</label>
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
                    {codeError}
                  </p>
                )}
              </div>
              <button type="submit" className="ms-button ms-button--secondary" disabled={busy !== null}>
                {busy === 'lookup' ? 'Looking up…' : 'Look up'}
              </button>
            </form>
          </section>
        </>
      )}
    </main>
  );
}
