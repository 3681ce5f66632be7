import { useT } from '../../lib/i18n.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import '../../lib/i18n-eng/evoucher.ts';
import { href } from '../../lib/paths.ts';
import type { WalletItem } from '../../shared/api/schemas/evoucher.ts';
import DateLines from './DateLines.tsx';
import SafeImage from '../../components/ui/SafeImage.tsx';

/** One card per order product: image, name and its vouchers' date lines; each opens the voucher details. */
export default function VoucherList({ items }: { items: WalletItem[] }) {
  const { t } = useT('evoucher');
  return (
    <ul className="wallet-list" data-testid="voucher-list">
      {items.map((item) => (
        <li key={item.id}>
          <a className="card wallet-card" href={href('voucher-details', { id: item.id })} data-testid="voucher-card">
            <SafeImage className="wallet-card__image" src={item.image} width={96} height={64} />
            <div className="wallet-card__body">
              <span className="wallet-card__name">{item.product_name}</span>
              <span className="wallet-card__count">{t('voucherCount', { count: item.order_evouchers.length })}</span>
              <DateLines vouchers={item.order_evouchers} />
            </div>
            <Icon name="forward" size={20} className="wallet-card__chevron" />
          </a>
        </li>
      ))}
    </ul>
  );
}
