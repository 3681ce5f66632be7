import { importPKCS8, SignJWT } from 'jose';
import type { GoogleWalletConfig } from '../platform/wallet-pass-config.ts';
import { passDate, passText } from './pass-text.ts';
import type { PassVoucher } from './pass-voucher.ts';

/** How long a "save to Google Wallet" link may be opened after it was made. */
export const GOOGLE_LINK_SECONDS = 5 * 60;
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** The one generic class of the shop's vouchers, sent with every object (no set-up call to the Wallet API). */
export const GOOGLE_CLASS_SUFFIX = 'ugift_evoucher';

const GOOGLE_LANG = { en: 'en', cn: 'zh-CN', jp: 'ja' } as const;

function googleBarcodeType(codeType: PassVoucher['codeType']): 'CODE_128' | 'QR_CODE' {
  return codeType === 'barcode' ? 'CODE_128' : 'QR_CODE';
}

/** The Generic object of one voucher (https://developers.google.com/wallet/generic/rest/v1/genericobject). */
export function googleGenericObject(voucher: PassVoucher, google: GoogleWalletConfig) {
  const text = passText(voucher.lang);
  const language = GOOGLE_LANG[voucher.lang];
  const localized = (value: string) => ({ defaultValue: { language, value } });
  return {
    id: `${google.issuerId}.${voucher.serial}`,
    classId: `${google.issuerId}.${GOOGLE_CLASS_SUFFIX}`,
    state: voucher.status === 'Active' ? 'ACTIVE' : voucher.status === 'Used' ? 'COMPLETED' : 'EXPIRED',
    cardTitle: localized(text.organization),
    subheader: localized(text.voucher),
    header: localized(voucher.productName),
    hexBackgroundColor: '#1f5fd6',
    ...(voucher.code ? { barcode: { type: googleBarcodeType(voucher.codeType), value: voucher.code, alternateText: voucher.code } } : {}),
    validTimeInterval: { end: { date: voucher.expiresAt.toISOString() } },
    textModulesData: [
      { id: 'expires', header: text.expires, body: passDate(voucher.expiresAt, voucher.lang) },
      ...voucher.outlets.map((o, i) => ({ id: `outlet${i + 1}`, header: o.name, body: o.address || o.name })),
    ],
  };
}

/**
 * The "Save to Google Wallet" link of one voucher: a JWT (RS256, by the service account's key) of type savetowallet
 * carrying the generic class and object, for the shop's own origin, valid GOOGLE_LINK_SECONDS.
 */
export async function googleSaveUrl(voucher: PassVoucher, google: GoogleWalletConfig, origin: string, now: Date): Promise<string> {
  const key = await importPKCS8(google.privateKey, 'RS256');
  const iat = Math.floor(now.getTime() / 1000);
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [origin],
    payload: {
      genericClasses: [{ id: `${google.issuerId}.${GOOGLE_CLASS_SUFFIX}` }],
      genericObjects: [googleGenericObject(voucher, google)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.clientEmail)
    .setAudience('google')
    .setIssuedAt(iat)
    .setExpirationTime(iat + GOOGLE_LINK_SECONDS)
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
