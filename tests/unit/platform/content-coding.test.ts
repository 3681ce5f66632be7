import { describe, expect, it } from 'vitest';
import { pickCoding } from '../../../src/server/http/content-coding.ts';

const both = { br: true, gzip: true };

describe('pickCoding (Accept-Encoding of a kept file)', () => {
  it('prefers Brotli, as every current browser asks', () => {
    expect(pickCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickCoding('BR', both)).toBe('br');
  });

  it('falls back to gzip, then to none', () => {
    expect(pickCoding('gzip, deflate', both)).toBe('gzip');
    expect(pickCoding('gzip, deflate, br', { br: false, gzip: true })).toBe('gzip');
    expect(pickCoding('deflate', both)).toBeNull();
    expect(pickCoding('identity', both)).toBeNull();
    expect(pickCoding(undefined, both)).toBeNull();
    expect(pickCoding('', both)).toBeNull();
  });

  it('honours q=0 and the wildcard', () => {
    expect(pickCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickCoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(pickCoding('*', both)).toBe('br');
    expect(pickCoding('*, br;q=0', both)).toBe('gzip');
    expect(pickCoding('gzip;q=0.5, br;q=0.1', both)).toBe('br');
    expect(pickCoding('br;q=nonsense, gzip', both)).toBe('gzip');
  });
});
