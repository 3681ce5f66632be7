/** What a wallet pass shows of one e-voucher (read by the evoucher group, which checks the holder first). */
export interface PassVoucher {
  /** the voucher's row id (never shown in a pass; the serial number stands for it) */
  id: number;
  /** the pass's serial number and object id: unguessable (see passSerial) */
  serial: string;
  productName: string;
  /** '' when the voucher has expired (its code is withheld, as on the details screen) */
  code: string;
  codeType: 'qrcode' | 'barcode' | 'alphanumeric' | 'url';
  status: 'Active' | 'Used' | 'Expired';
  expiresAt: Date;
  outlets: Array<{ name: string; address: string }>;
  lang: PassLang;
}

export type PassLang = 'en' | 'cn' | 'jp';

export const WALLET_PASS_KINDS = ['apple', 'google'] as const;
export type WalletPassKind = (typeof WALLET_PASS_KINDS)[number];
