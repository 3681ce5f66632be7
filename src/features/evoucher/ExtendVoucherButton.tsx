import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { displayDate, VOUCHER_DATE } from '../../lib/dates.ts';
import type { DetailVoucher } from '../../shared/api/schemas/evoucher.ts';
import { extendVoucher } from './evoucher-api.ts';
import '../../lib/i18n-eng/evoucher.ts';

interface Props {
  voucher: DetailVoucher;
  /** after the extension: the screen reloads the voucher and says the new date */
  onExtended: (expiryDate: string) => void;
  onError: (title: string, message: string) => void;
}

/**
 * One tap adds the market's extension to an active voucher, once (decision 0262). The server answers how many days a
 * voucher may still gain (`extension_days`): 0 hides the button (not offered in its market, already extended, used).
 */
export default function ExtendVoucherButton({ voucher, onExtended, onError }: Props) {
  const { t } = useT('evoucher');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  if (voucher.status !== 'Active' || voucher.extension_days <= 0) return null;
  const extend = async () => {
    setBusy(true);
    try {
      onExtended(displayDate(await extendVoucher(voucher.id), VOUCHER_DATE));
    } catch (error) {
      onError(t('extend.failed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="voucher-extend">
      <p>{t('extend.offer', { count: voucher.extension_days })}</p>
      <Button variant="secondary" busy={busy} onClick={extend} data-testid={`extend-voucher-${voucher.id}`}>
        {t('extend.button', { count: voucher.extension_days })}
      </Button>
    </div>
  );
}
