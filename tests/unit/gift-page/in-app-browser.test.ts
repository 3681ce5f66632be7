import { describe, expect, it } from 'vitest';
import { isInAppBrowser, isWeChat } from '../../../src/lib/in-app-browser.ts';
import { safeImageSrc } from '../../../src/lib/safe-src.ts';
import { appRedeemLink } from '../../../src/features/gift-page/shared-gift.ts';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('in-app browser detection', () => {
  it("knows the social apps' in-app browsers", () => {
    expect(isInAppBrowser(`${SAFARI} MicroMessenger/8.0.40`)).toBe(true);
    expect(isInAppBrowser(`${CHROME} [FB_IAB/FB4A;FBAV/440.0.0.0;]`)).toBe(true);
    expect(isInAppBrowser(`${SAFARI} [FBAN/FBIOS;FBAV/440.0]`)).toBe(true);
    expect(isInAppBrowser(`${SAFARI} Line/13.20.0`)).toBe(true);
    expect(isInAppBrowser(`${SAFARI} Instagram 300.0.0.0`)).toBe(true);
    expect(isWeChat(`${SAFARI} MicroMessenger/8.0.40`)).toBe(true);
  });

  it("leaves the phone's own browsers alone", () => {
    expect(isInAppBrowser(SAFARI)).toBe(false);
    expect(isInAppBrowser(CHROME)).toBe(false);
    expect(isWeChat(CHROME)).toBe(false);
    // "Line" inside another word is not the LINE app
    expect(isInAppBrowser(`${CHROME} Streamline/2.0`)).toBe(false);
  });
});

describe('image sources from the API', () => {
  it('allows site paths, https and inline images only', () => {
    expect(safeImageSrc('/UgiftWeb/demo/photos/a.svg')).toBe('/UgiftWeb/demo/photos/a.svg');
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/a.png',
      'http://plain.example/a.png',
      'data:text/html,<b>x</b>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '',
      null,
    ]) {
      expect(safeImageSrc(bad)).toBe('');
    }
  });
});

describe('the app link', () => {
  it('carries the share id as the RedeemGift id', () => {
    expect(appRedeemLink('abc_DEF-123')).toBe('ugift://RedeemGift?id=abc_DEF-123');
  });
});
