import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import type { WalletVoucher } from '../../shared/api/schemas/evoucher.ts';
import { dateLinesOf } from './date-line.ts';

const TONE = { usedOn: 'wallet-date--used', expiredOn: 'text-danger', redeemBefore: 'text-success' } as const;

/** "Used on" / "Expired on" (red) / "Redeem Before" (green), D MMM YYYY, one line per distinct date. */
export default function DateLines({ vouchers }: { vouchers: WalletVoucher[] }) {
  const { t } = useT('evoucher');
  return (
    <ul className="wallet-dates">
      {dateLinesOf(vouchers).map((line) => (
        <li key={`${line.kind}-${line.date}`} className={TONE[line.kind]} data-kind={line.kind}>
          {t(`dateLine.${line.kind}`, { date: line.date })}
          {line.count > 1 && <span className="wallet-dates__times"> {t('dateLine.times', { count: line.count })}</span>}
        </li>
      ))}
    </ul>
  );
}
