import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import type { VoucherOutlet } from '../../shared/api/schemas/evoucher.ts';

/** The product's outlets, or "No outlets available". */
export default function OutletList({ outlets }: { outlets: VoucherOutlet[] }) {
  const { t } = useT('evoucher');
  if (outlets.length === 0)
    return (
      <p className="empty" data-testid="no-outlets">
        {t('detail.noOutlets')}
      </p>
    );
  return (
    <ul className="voucher-outlets">
      {outlets.map((o) => (
        <li key={`${o.outlet_name}-${o.address}`}>
          <strong>{o.outlet_name}</strong>
          <p>{o.address}</p>
          {o.outlet_telno && (
            <p>
              {t('detail.phone')}: <a href={`tel:${o.outlet_telno.replace(/[^+\d]/g, '')}`}>{o.outlet_telno}</a>
            </p>
          )}
          {o.email && (
            <p>
              {t('detail.email')}: <a href={`mailto:${o.email}`}>{o.email}</a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
