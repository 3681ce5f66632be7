import { describe, it, expect } from 'vitest';
import {
  generateVoucherCode,
  isVoucherCodeType,
  MIN_ENTROPY_BITS,
  QR_PREFIX,
  REDEEM_URL_BASE,
  VOUCHER_ALPHABET,
  VOUCHER_CODE_TYPES,
} from '../../src/server/evoucher/voucher-code.ts';

const bitsOfSymbols = (n: number): number => n * Math.log2(VOUCHER_ALPHABET.length);
const bitsOfDigits = (n: number): number => n * Math.log2(10);

describe('generateVoucherCode', () => {
  it('alphanumeric: grouped XXXX-XXXX-XXXX-XXXX-X in the unambiguous alphabet', () => {
    const code = generateVoucherCode('alphanumeric');
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}-[2-9A-HJ-NP-Z]$/);
    expect(code).not.toMatch(/[01IO]/);
    expect(bitsOfSymbols(code.replaceAll('-', '').length)).toBeGreaterThanOrEqual(MIN_ENTROPY_BITS);
  });

  it('barcode: only digits, at least 80 bits', () => {
    const code = generateVoucherCode('barcode');
    expect(code).toMatch(/^\d+$/);
    expect(code.length).toBeGreaterThanOrEqual(24);
    expect(bitsOfDigits(code.length)).toBeGreaterThanOrEqual(MIN_ENTROPY_BITS);
  });

  it('qrcode: UGIFT: payload with at least 80 bits', () => {
    const code = generateVoucherCode('qrcode');
    expect(code.startsWith(QR_PREFIX)).toBe(true);
    const body = code.slice(QR_PREFIX.length);
    expect(body).toMatch(/^[2-9A-HJ-NP-Z]+$/);
    expect(bitsOfSymbols(body.length)).toBeGreaterThanOrEqual(MIN_ENTROPY_BITS);
  });

  it('url: a redeem link whose last segment carries at least 80 bits', () => {
    const code = generateVoucherCode('url');
    expect(code.startsWith(REDEEM_URL_BASE)).toBe(true);
    const url = new URL(code);
    expect(url.protocol).toBe('https:');
    const id = code.slice(REDEEM_URL_BASE.length);
    expect(id).toMatch(/^[2-9a-hj-np-z]+$/);
    expect(bitsOfSymbols(id.length)).toBeGreaterThanOrEqual(MIN_ENTROPY_BITS);
  });

  it('never goes below 80 bits even when asked for a short code', () => {
    expect(generateVoucherCode('alphanumeric', { length: 4 }).replaceAll('-', '').length).toBe(16);
    expect(generateVoucherCode('barcode', { length: 8 }).length).toBeGreaterThanOrEqual(25);
    expect(generateVoucherCode('qrcode', { length: 2 }).length).toBe(QR_PREFIX.length + 16);
    expect(generateVoucherCode('alphanumeric', { length: 24 })).toMatch(/^(\w{4}-){5}\w{4}$/);
  });

  it('honours a custom redeem url base', () => {
    expect(generateVoucherCode('url', { urlBase: 'https://r.example/x/' })).toMatch(/^https:\/\/r\.example\/x\/[a-z2-9]{20}$/);
  });

  it.each(VOUCHER_CODE_TYPES)('%s: 10,000 codes are all distinct', (type) => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) seen.add(generateVoucherCode(type));
    expect(seen.size).toBe(10_000);
  });

  it('uses the whole alphabet (no stuck symbols)', () => {
    const used = new Set<string>();
    for (let i = 0; i < 500; i++) for (const ch of generateVoucherCode('alphanumeric').replaceAll('-', '')) used.add(ch);
    expect(used.size).toBe(VOUCHER_ALPHABET.length);
  });

  it('recognises the code types', () => {
    expect(VOUCHER_CODE_TYPES.every(isVoucherCodeType)).toBe(true);
    expect(isVoucherCodeType('pin')).toBe(false);
  });
});
