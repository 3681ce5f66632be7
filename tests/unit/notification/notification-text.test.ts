import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishMessage } from '../../../src/server/notification/english-message.ts';
import { maskedPhone, memberLabel } from '../../../src/shared/masked-phone.ts';
import { fillTemplate, NOTIFICATION_EVENTS, paramsIn, templateOf } from '../../../src/shared/notification-text.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
const events = (lang: string) =>
  (JSON.parse(readFileSync(path.join(LOCALES, lang, 'notification.json'), 'utf8')) as { events: Record<string, string> }).events;

describe('notifications rendered in the reader language', () => {
  it('every event has a template (or plural forms) in eng, cn and jp', () => {
    for (const lang of ['eng', 'cn', 'jp'])
      for (const event of NOTIFICATION_EVENTS) expect(templateOf(events(lang), event, 2), `${lang} ${event}`).toBeTruthy();
  });

  it('picks a parameter in the reader language, English when that language has none', () => {
    const params = { name: 'Mei Ling', product: { en: 'Latte', cn: '拿铁' }, count: 2 };
    expect(paramsIn(params, 'cn')).toEqual({ name: 'Mei Ling', product: '拿铁', count: 2 });
    expect(paramsIn(params, 'jp')).toEqual({ name: 'Mei Ling', product: 'Latte', count: 2 });
  });

  it('fills templates and chooses the plural form by count', () => {
    const t = events('cn');
    expect(fillTemplate(templateOf(t, 'voucherExpired', 3) ?? '', { product: '拿铁', count: 3 })).toBe('你的 3 张 拿铁 已过期。');
    expect(fillTemplate(templateOf(events('jp'), 'giftReceived', undefined) ?? '', { name: 'Mei Ling' })).toBe(
      'Mei Lingさんからギフトが届きました',
    );
  });

  it('keeps the English text the old client reads', () => {
    expect(englishMessage('friendRequest', { name: 'Chen Wei' })).toBe('Chen Wei sent you a friend request');
    expect(englishMessage('voucherExpired', { product: { en: 'Latte', cn: '拿铁' }, count: 1 })).toBe('Your Latte has expired.');
    expect(englishMessage('announcement', { text: { en: 'Hello', jp: 'こんにちは' } })).toBe('Hello');
    expect(englishMessage('giftReceived', { name: '' })).toBe('A Ugift member sent you a gift');
  });
});

describe('a member without a name is shown by a masked phone, never the member number', () => {
  it('keeps the country prefix and the last four digits', () => {
    expect(maskedPhone('+65', '91234567')).toBe('+65 •••• 4567');
    expect(memberLabel({ name: '  ', phone_prefix: '+81', phone_number: '9012345678' })).toBe('+81 •••• 5678');
    expect(memberLabel({ name: 'Mei Ling', phone_prefix: '+65', phone_number: '91234567' })).toBe('Mei Ling');
    expect(maskedPhone('+65', '12')).toBe('');
  });
});
