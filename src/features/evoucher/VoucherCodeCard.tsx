import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import { href } from '../../lib/paths.ts';
import type { DetailVoucher } from '../../shared/api/schemas/evoucher.ts';
import { Button } from '../../components/ui/Button.tsx';
import Barcode from './Barcode.tsx';
import DateLines from './DateLines.tsx';
import QrCode from './QrCode.tsx';
import { redeemLinkOf } from './redeem-link.ts';
import CounterHistory from './CounterHistory.tsx';

export interface VoucherCodeCardProps {
  voucher: DetailVoucher;
  index: number;
  count: number;
  onCopy: (code: string) => void;
  onRedeem: (url: URL) => void;
  onMarkUsed: (voucher: DetailVoucher) => void;
}

/** One e-voucher: its code drawn by type, copy or redeem, and Mark as used; an expired one shows the expired image. */
export default function VoucherCodeCard({ voucher, index, count, onCopy, onRedeem, onMarkUsed }: VoucherCodeCardProps) {
  const { t } = useT('evoucher');
  const expired = voucher.status === 'Expired';
  const used = voucher.status === 'Used';
  const code = expired ? '' : voucher.evoucher_code;
  const link = redeemLinkOf(voucher.evoucher_code_type, code);
  return (
    <article
      className="card voucher-card"
      data-testid="voucher-code-card"
      data-status={voucher.status}
      data-type={voucher.evoucher_code_type}
      aria-label={t('detail.voucherOf', { index, count })}
    >
      <div className="voucher-card__meta">
        <span>{t('detail.voucherOf', { index, count })}</span>
        <span className={`voucher-status voucher-status--${voucher.status}`}>{t(`detail.status.${voucher.status}`)}</span>
      </div>
      {expired ? (
        <>
          <img className="voucher-expired" src={href('demo/evoucher-expired.svg')} alt={t('detail.expiredAlt')} width={300} height={200} />
          <p className="voucher-awake">{t('detail.expiredNote')}</p>
        </>
      ) : (
        <div className={`voucher-code${used ? ' voucher-code--used' : ''}`}>
          {voucher.evoucher_code_type === 'qrcode' && (
            <QrCode value={code} label={t('detail.qrLabel')} fallback={voucher.evoucher_code_image} />
          )}
          {voucher.evoucher_code_type === 'barcode' && (
            <Barcode value={code} label={t('detail.barcodeLabel')} fallback={voucher.evoucher_code_image} />
          )}
          {voucher.evoucher_code_type !== 'barcode' && (
            <output className="voucher-code__text" aria-label={t('detail.codeLabel')} data-testid="voucher-code-text">
              {code}
            </output>
          )}
          <div className="voucher-code__actions">
            {link ? (
              <Button variant="secondary" onClick={() => onRedeem(link)} disabled={used} data-testid="redeem">
                {t('detail.redeem')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => onCopy(code)} data-testid="copy-code">
                {t('detail.copy')}
              </Button>
            )}
          </div>
        </div>
      )}
      <DateLines vouchers={[voucher]} />
      <CounterHistory voucher={voucher} />
      {/* An expired voucher has nothing left to do: no greyed-out Mark as used. */}
      {/* A brand with merchants redeems at its counters: the holder shows the code, nothing to tap. */}
      {!expired && voucher.redeemed_at_counter && !used && (
        <p className="wallet-counter" data-testid="at-counter">
          {t('detail.atCounter')}
        </p>
      )}
      {!expired && !(voucher.redeemed_at_counter && !used) && (
        <Button block disabled={used} onClick={() => onMarkUsed(voucher)} data-testid="mark-used">
          {used ? t('detail.used') : t('detail.markUsed')}
        </Button>
      )}
    </article>
  );
}
