import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTimer } from '../../../src/features/kiosk/idle-timer.ts';
import { leavesShop } from '../../../src/features/kiosk/leaves-shop.ts';

describe('kiosk idle timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once after the idle time without activity', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    idleTimer(target, 90_000, onIdle);
    vi.advanceTimersByTime(89_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the wait again on every touch, key or scroll', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    idleTimer(target, 90_000, onIdle);
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'scroll']) {
      vi.advanceTimersByTime(60_000);
      target.dispatchEvent(new Event(type));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(90_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when told to', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = idleTimer(target, 1000, onIdle);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('links that leave the shop', () => {
  const origin = 'https://shop.example';
  it('keeps links inside the shop', () => {
    expect(leavesShop('/UgiftWeb/home', origin, '/UgiftWeb')).toBe(false);
    expect(leavesShop('https://shop.example/UgiftWeb/product-details?id=3', origin, '/UgiftWeb')).toBe(false);
    expect(leavesShop('/UgiftWeb', origin, '/UgiftWeb')).toBe(false);
  });
  it('blocks other sites, store and app links, mail and phone links, and paths outside the base', () => {
    for (const href of [
      'https://apps.apple.com/app/ugift',
      'http://evil.example/UgiftWeb/home',
      'mailto:support@ugift.sg',
      'tel:+6591234567',
      'ugift://RedeemGift?id=1',
      'weixin://',
      '/elsewhere',
      '/UgiftWebX/home',
    ]) {
      expect(leavesShop(href, origin, '/UgiftWeb'), href).toBe(true);
    }
  });
});
