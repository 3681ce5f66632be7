import { describe, expect, it } from 'vitest';
import { dateLineOf, dateLinesOf } from '../../../src/features/evoucher/date-line.ts';
import { isExternal, redeemLinkOf } from '../../../src/features/evoucher/redeem-link.ts';
import { notificationTarget } from '../../../src/features/notification/notification-target.ts';
import { effectiveStatus } from '../../../src/server/evoucher/voucher-status.ts';
import { codeImage } from '../../../src/server/evoucher/code-image.ts';
import { safeHtml as sanitizeVoucherHtml } from '../../../src/server/platform/safe-html.ts';

describe('wallet date line', () => {
  it('reads Used on, Expired on or Redeem Before with a D MMM YYYY date', () => {
    expect(dateLineOf({ status: 'Used', mark_used_date: '03-11-2026', expiry_date: '01-05-2027' })).toEqual({
      kind: 'usedOn',
      date: '3 Nov 2026',
    });
    expect(dateLineOf({ status: 'Expired', mark_used_date: '', expiry_date: '07-10-2026' })).toEqual({
      kind: 'expiredOn',
      date: '7 Oct 2026',
    });
    expect(dateLineOf({ status: 'Active', mark_used_date: '', expiry_date: '10-04-2027' })).toEqual({
      kind: 'redeemBefore',
      date: '10 Apr 2027',
    });
  });

  it('counts identical lines once', () => {
    const active = { status: 'Active' as const, mark_used_date: '', expiry_date: '10-04-2027' };
    const used = { status: 'Used' as const, mark_used_date: '20-10-2026', expiry_date: '10-04-2027' };
    expect(dateLinesOf([active, used, active])).toEqual([
      { kind: 'redeemBefore', date: '10 Apr 2027', count: 2 },
      { kind: 'usedOn', date: '20 Oct 2026', count: 1 },
    ]);
  });
});

describe('redeem link', () => {
  it('type url always links; an alphanumeric code links only when it is a web URL; scanned codes never', () => {
    expect(redeemLinkOf('url', 'https://redeem.ugift.example/v/abc')?.host).toBe('redeem.ugift.example');
    expect(redeemLinkOf('alphanumeric', 'https://shop.example/redeem?c=1')?.pathname).toBe('/redeem');
    expect(redeemLinkOf('alphanumeric', 'ABCD-EFGH-JKLM')).toBeNull();
    expect(redeemLinkOf('alphanumeric', 'javascript:alert(1)')).toBeNull();
    expect(redeemLinkOf('url', 'data:text/html,hi')).toBeNull();
    expect(redeemLinkOf('qrcode', 'https://x.example')).toBeNull();
    expect(redeemLinkOf('url', '')).toBeNull();
  });

  it('tells links that leave the shop', () => {
    expect(isExternal(new URL('https://redeem.ugift.example/v/a'), 'http://127.0.0.1:4404/UgiftWeb/voucher-details?id=1')).toBe(true);
    expect(isExternal(new URL('http://127.0.0.1:4404/UgiftWeb/home'), 'http://127.0.0.1:4404/UgiftWeb/voucher-details?id=1')).toBe(false);
  });
});

describe('notification tap target', () => {
  it('goes where the spec says for each type', () => {
    expect(notificationTarget('send_order', '7')).toEqual({ kind: 'route', route: 'order-details', query: { id: '7' } });
    expect(notificationTarget('redeem_order', '4')).toEqual({ kind: 'route', route: 'order-details', query: { id: '4' } });
    expect(notificationTarget('add_friend', '5')).toEqual({ kind: 'route', route: 'friends', query: { type: 'list_friend_request' } });
    expect(notificationTarget('accept_friend', '2')).toEqual({ kind: 'route', route: 'friends' });
    expect(notificationTarget('reject_friend', '7')).toEqual({ kind: 'reload' });
    expect(notificationTarget('product', '8')).toEqual({ kind: 'route', route: 'product-details', query: { id: '8' } });
    expect(notificationTarget('campaign', '1')).toEqual({ kind: 'route', route: 'campaign', query: { id: '1' } });
    expect(notificationTarget('giftcard', '10')).toEqual({ kind: 'route', route: 'gift-card-product', query: { id: '10' } });
    expect(notificationTarget('expired_evoucher', '3')).toEqual({ kind: 'route', route: 'voucher-details', query: { id: '3' } });
    expect(notificationTarget('expiring_evoucher', '9')).toEqual({ kind: 'route', route: 'voucher-details', query: { id: '9' } });
    expect(notificationTarget('product', '')).toEqual({ kind: 'reload' });
    expect(notificationTarget('something_new', '1')).toEqual({ kind: 'reload' });
  });
});

describe('voucher status and code images (server)', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  it('a voucher is Expired from its expiry instant, Used stays Used', () => {
    expect(effectiveStatus('Active', new Date('2026-11-01T00:00:01Z'), now)).toBe('Active');
    expect(effectiveStatus('Active', now, now)).toBe('Expired');
    expect(effectiveStatus('Expired', new Date('2027-01-01Z'), now)).toBe('Expired');
    expect(effectiveStatus('Used', new Date('2020-01-01Z'), now)).toBe('Used');
  });

  it('draws QR and barcode images as SVG data URLs, and none for typed codes', async () => {
    const qr = await codeImage('qrcode', 'UGIFT:ABCDEFGHJKLMNPQRSTUV');
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]+viewBox/);
    const bar = Buffer.from((await codeImage('barcode', '1234567890123456789012345')).split(',')[1], 'base64').toString();
    expect(bar).toContain('1234567890123456789012345');
    expect(bar.match(/<rect /g)!.length).toBeGreaterThan(25);
    expect(await codeImage('alphanumeric', 'ABCD')).toBe('');
    expect(await codeImage('qrcode', '')).toBe('');
  });

  it('keeps formatting and plain links in voucher HTML and drops scripts, handlers and javascript: links', () => {
    const out = sanitizeVoucherHtml(
      '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a><img src=x onerror=alert(1)>',
    );
    expect(out).toContain('<strong>there</strong>');
    expect(out).toContain('href="https://ok.example"');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<img/);
  });
});
