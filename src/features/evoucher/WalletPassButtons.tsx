import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import type { DetailVoucher, VoucherDetail } from '../../shared/api/schemas/evoucher.ts';
import { type WalletPassKind, walletPassUrl } from './evoucher-api.ts';
import './wallet-pass-buttons.css';

export interface WalletPassButtonsProps {
  voucher: DetailVoucher;
  /** which passes the server can make (detail_evoucher's wallet_passes) */
  passes: VoucherDetail['wallet_passes'];
  /** a refused or failed pass: the screen says why */
  onError: (error: unknown) => void;
  /** how the browser goes to the pass's link (tests replace it) */
  navigate?: (url: string) => void;
}

const KINDS: WalletPassKind[] = ['apple', 'google'];

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" under an active voucher. Each asks the server for a
 * short-lived link (get_wallet_pass) and opens it: Apple's is the signed .pkpass, Google's the pay.google.com save
 * page. A wallet the server has not configured has no button; a used or expired voucher has none at all.
 */
export default function WalletPassButtons({ voucher, passes, onError, navigate }: WalletPassButtonsProps) {
  const { t } = useT('evoucher');
  const [busy, setBusy] = useState<WalletPassKind | null>(null);
  const kinds = KINDS.filter((k) => passes[k]);
  if (voucher.status !== 'Active' || !voucher.evoucher_code || kinds.length === 0) return null;

  const open = async (kind: WalletPassKind) => {
    setBusy(kind);
    try {
      const url = await walletPassUrl(voucher.id, kind);
      (navigate ?? ((u: string) => window.location.assign(u)))(url);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="wallet-pass" role="group" aria-label={t('walletPass.label')} data-testid="wallet-pass-buttons">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`wallet-pass__button wallet-pass__button--${kind}`}
          onClick={() => void open(kind)}
          disabled={busy !== null}
          aria-busy={busy === kind || undefined}
          data-testid={`wallet-pass-${kind}`}
        >
          <span aria-hidden="true" className="wallet-pass__mark">
            {kind === 'apple' ? <AppleMark /> : <GoogleMark />}
          </span>
          {t(`walletPass.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/** A plain wallet glyph (cards in a pocket), not Apple's trademark. */
function AppleMark() {
  return (
    <svg width="20" height="16" viewBox="0 0 20 16" focusable="false" aria-hidden="true">
      <rect x="1" y="1" width="18" height="14" rx="3" fill="#fff" />
      <rect x="3" y="3" width="14" height="3" rx="1" fill="#34aadc" />
      <rect x="3" y="5" width="14" height="3" rx="1" fill="#ffcc00" />
      <rect x="3" y="7" width="14" height="3" rx="1" fill="#ff3b30" />
      <path d="M1 9h6a3 3 0 0 0 6 0h6v4a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2z" fill="#d1d1d6" />
    </svg>
  );
}

/** A plain four-colour wallet glyph, not Google's trademark. */
function GoogleMark() {
  return (
    <svg width="20" height="16" viewBox="0 0 20 16" focusable="false" aria-hidden="true">
      <rect x="1" y="1" width="18" height="4" rx="2" fill="#ea4335" />
      <rect x="1" y="4" width="18" height="4" rx="2" fill="#fbbc04" />
      <rect x="1" y="7" width="18" height="4" rx="2" fill="#34a853" />
      <rect x="1" y="10" width="18" height="5" rx="2" fill="#4285f4" />
    </svg>
  );
}
