import type { ApplePassConfig } from '../platform/wallet-pass-config.ts';
import { passImages } from './pass-images.ts';
import { passDate, passText } from './pass-text.ts';
import type { PassVoucher } from './pass-voucher.ts';

type AppleBarcodeFormat = 'PKBarcodeFormatQR' | 'PKBarcodeFormatCode128';

/** The voucher's code as Wallet draws it: a barcode stays a (Code 128) barcode, every other kind becomes a QR code. */
export function appleBarcodeFormat(codeType: PassVoucher['codeType']): AppleBarcodeFormat {
  return codeType === 'barcode' ? 'PKBarcodeFormatCode128' : 'PKBarcodeFormatQR';
}

/**
 * The signed .pkpass of one voucher (a coupon pass): its code as the barcode, the product, the expiry (also as the
 * pass's expirationDate), the outlets on the back; voided once used or expired. passkit-generator writes
 * manifest.json (SHA-1 of every file) and signature (PKCS#7 detached, by the signer certificate, with the WWDR
 * certificate) into the zip.
 */
export async function buildApplePass(voucher: PassVoucher, apple: ApplePassConfig): Promise<Buffer> {
  // loaded on the first pass, not at server start (warm start)
  const { PKPass } = await import('passkit-generator');
  const text = passText(voucher.lang);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: voucher.serial,
    organizationName: text.organization,
    description: text.description,
    logoText: text.organization,
    backgroundColor: 'rgb(31, 95, 214)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(232, 239, 255)',
    sharingProhibited: true,
    voided: voucher.status !== 'Active',
    coupon: {
      headerFields: [{ key: 'status', label: text.statusLabel, value: text.status[voucher.status] }],
      primaryFields: [{ key: 'product', label: text.voucher, value: voucher.productName }],
      secondaryFields: [{ key: 'expires', label: text.expires, value: passDate(voucher.expiresAt, voucher.lang) }],
      auxiliaryFields: voucher.code ? [{ key: 'code', label: text.code, value: voucher.code }] : [],
      backFields: [
        ...voucher.outlets.map((o, i) => ({ key: `outlet${i + 1}`, label: o.name, value: o.address || o.name })),
        { key: 'about', label: text.organization, value: text.about },
      ],
    },
  };
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson)), ...passImages() },
    {
      wwdr: apple.wwdrCert,
      signerCert: apple.signerCert,
      signerKey: apple.signerKey,
      signerKeyPassphrase: apple.signerKeyPassphrase,
    },
  );
  if (voucher.code) {
    pass.setBarcodes({
      format: appleBarcodeFormat(voucher.codeType),
      message: voucher.code,
      messageEncoding: 'iso-8859-1',
      altText: voucher.code,
    });
  }
  pass.setExpirationDate(voucher.expiresAt);
  return pass.getAsBuffer();
}
