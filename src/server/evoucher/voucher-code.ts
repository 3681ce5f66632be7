import { randomBytes, randomInt } from 'node:crypto';

export type VoucherCodeType = 'qrcode' | 'barcode' | 'alphanumeric' | 'url';

export const VOUCHER_CODE_TYPES: readonly VoucherCodeType[] = ['qrcode', 'barcode', 'alphanumeric', 'url'];

/** 32 uppercase symbols without the look-alikes 0/O and 1/I, so one symbol carries exactly 5 bits. */
export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const QR_PREFIX = 'UGIFT:';
export const REDEEM_URL_BASE = 'https://redeem.ugift.example/v/';

/** Minimum entropy of every generated code. */
export const MIN_ENTROPY_BITS = 80;

export interface VoucherCodeOptions {
  /** symbols (alphanumeric, qrcode, url) or digits (barcode); raised to the 80-bit minimum when smaller */
  length?: number;
  /** base of the redeem link for type url */
  urlBase?: string;
}

const MIN_SYMBOLS = Math.ceil(MIN_ENTROPY_BITS / 5); // 16 base-32 symbols
const MIN_DIGITS = Math.ceil(MIN_ENTROPY_BITS / Math.log2(10)); // 25 digits (24 give 79.7 bits)

/** Uniform base-32 symbols from the CSPRNG (256 is a multiple of 32: no modulo bias). */
function randomSymbols(count: number): string {
  const bytes = randomBytes(count);
  let out = '';
  for (let i = 0; i < count; i++) out += VOUCHER_ALPHABET[bytes[i] & 31];
  return out;
}

function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

/** Groups of four, e.g. ABCD-EFGH-JKMN-PQRS-T */
function group(symbols: string): string {
  return symbols.match(/.{1,4}/g)?.join('-') ?? symbols;
}

/**
 * A new e-voucher code from node:crypto's CSPRNG, with at least 80 bits of entropy:
 * - alphanumeric: 17 symbols of an unambiguous base-32 alphabet, grouped by four (85 bits);
 * - barcode: 25 decimal digits, CODE128 friendly (83 bits);
 * - qrcode: 'UGIFT:' followed by 20 base-32 symbols (100 bits);
 * - url: a redeem link ending in 20 base-32 symbols (100 bits).
 */
export function generateVoucherCode(type: VoucherCodeType, opts: VoucherCodeOptions = {}): string {
  switch (type) {
    case 'alphanumeric':
      return group(randomSymbols(Math.max(opts.length ?? MIN_SYMBOLS + 1, MIN_SYMBOLS)));
    case 'barcode':
      return randomDigits(Math.max(opts.length ?? MIN_DIGITS, MIN_DIGITS));
    case 'qrcode':
      return QR_PREFIX + randomSymbols(Math.max(opts.length ?? 20, MIN_SYMBOLS));
    case 'url':
      return (opts.urlBase ?? REDEEM_URL_BASE) + randomSymbols(Math.max(opts.length ?? 20, MIN_SYMBOLS)).toLowerCase();
    default: {
      const unknown: never = type;
      throw new Error(`unknown voucher code type: ${String(unknown)}`);
    }
  }
}

export function isVoucherCodeType(value: string): value is VoucherCodeType {
  return (VOUCHER_CODE_TYPES as readonly string[]).includes(value);
}
