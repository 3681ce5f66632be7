import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import WalletPassButtons from '../../../src/features/evoucher/WalletPassButtons.tsx';
import type { DetailVoucher } from '../../../src/shared/api/schemas/evoucher.ts';

const voucher = (status: DetailVoucher['status'], code = 'ABCDEFGH23456789'): DetailVoucher => ({
  id: 7,
  name: 'A voucher',
  image: '',
  status,
  mark_used_date: '',
  expiry_date: '01-01-2030',
  evoucher_code_type: 'qrcode',
  evoucher_code: code,
  evoucher_code_image: '',
  used_outlet: '',
  stored_value: false,
  balance: 0,
  currency_code: 'SGD',
  redeemed_at_counter: false,
  redemptions: [],
  extension_days: 0,
});
const render = (v: DetailVoucher, apple: boolean, google: boolean) =>
  renderToStaticMarkup(<WalletPassButtons voucher={v} passes={{ apple, google }} onError={() => {}} />);

describe('WalletPassButtons', () => {
  it('shows a labelled button per configured wallet', () => {
    const both = render(voucher('Active'), true, true);
    expect(both).toContain('role="group"');
    expect(both).toContain('Add to Apple Wallet');
    expect(both).toContain('Save to Google Wallet');
    const appleOnly = render(voucher('Active'), true, false);
    expect(appleOnly).toContain('Add to Apple Wallet');
    expect(appleOnly).not.toContain('Google');
  });

  it('shows nothing when no wallet is configured, or for a used or expired voucher', () => {
    expect(render(voucher('Active'), false, false)).toBe('');
    expect(render(voucher('Used'), true, true)).toBe('');
    expect(render(voucher('Expired', ''), true, true)).toBe('');
  });
});
