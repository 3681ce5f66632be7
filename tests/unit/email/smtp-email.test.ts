import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailRejected } from '../../../src/server/platform/adapters.ts';
import { createConsoleEmail } from '../../../src/server/platform/console-email.ts';
import { createSmtpEmail } from '../../../src/server/platform/smtp-email.ts';
import { giftEmail } from '../../../src/server/email/gift-email.ts';
import { receiptEmail } from '../../../src/server/email/receipt-email.ts';
import { refundEmail } from '../../../src/server/email/refund-email.ts';
import type { EmailLang } from '../../../src/server/email/email-words.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';

/**
 * Decisions 0266 and 0263: the e-mail adapter over a real SMTP exchange, and the gift e-mail, the receipt and the
 * refund note in each language, read back from what the server received.
 */
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink.close());

const link = 'http://localhost:4321/UgiftWeb/giftcard-share?id=AbCdEf0123456789abcdef';
const gift = (to: string, lang: EmailLang) =>
  giftEmail({
    to,
    lang,
    sender: 'Sam <Tan>',
    cardImage: 'http://localhost:4321/UgiftWeb/media/card.png',
    message: 'Happy\nbirthday!',
    link,
  });

/** The content types of a message's parts, read from its MIME source (one level: multipart/alternative). */
function mimeParts(source: string): { type: string; parts: string[] } {
  const head = source.slice(0, source.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1].trim().toLowerCase() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { type, parts: [] };
  const parts = source
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => /^content-type:\s*([^;\r\n]+)/im.exec(part)?.[1].trim().toLowerCase() ?? '');
  return { type, parts };
}

/** The one message the sink received after `before`, parsed, with its wire source and envelope. */
async function nextMail(before: number) {
  const [mail] = (await sink.waitFor(before + 1)).slice(before);
  return { mail, ...sink.raw[before] };
}

const addressesOf = (mail: Awaited<ReturnType<typeof nextMail>>['mail']) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : [];

describe('the SMTP e-mail adapter', () => {
  it.each([
    ['eng', 'Sam <Tan> sent you a gift on Ugift', 'Open your gift'],
    ['cn', 'Sam <Tan> 在 Ugift 送给你一份礼物', '打开礼物'],
    ['jp', 'Sam <Tan>さんからUgiftでギフトが届きました', 'ギフトを開く'],
  ] as const)('delivers the %s gift e-mail: recipient, subject, HTML and text parts, the link', async (lang, subject, button) => {
    const smtp = createSmtpEmail({ url: sink.url, from: 'Ugift <gifts@ugift.test>' });
    const before = sink.received.length;
    const to = `friend-${lang}@example.com`;
    const receipt = await smtp.send(await gift(to, lang));
    const { mail, source, rcptTo } = await nextMail(before);
    expect(receipt.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.messageId).toBe(receipt.messageId);
    expect(mail.subject).toBe(subject);
    expect(rcptTo).toEqual([to]);
    expect(addressesOf(mail)).toEqual([to]);
    expect(mimeParts(source)).toEqual({ type: 'multipart/alternative', parts: ['text/plain', 'text/html'] });
    expect(mail.from?.value[0].address).toBe('gifts@ugift.test');
    // the HTML part: the card, the escaped sender, the button to the share page
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('src="http://localhost:4321/UgiftWeb/media/card.png"');
    expect(mail.html).toContain(button);
    expect(mail.html).toContain('Sam &lt;Tan&gt;');
    expect(mail.html).not.toContain('<Tan>');
    // the plain-text part carries the message and the link
    expect(mail.text).toContain('Happy\nbirthday!');
    expect(mail.text).toContain(`${button}: ${link}`);
  });

  it('turns a 5xx refusal of the recipient into EmailRejected, a 4xx into a passing error', async () => {
    const smtp = createSmtpEmail({ url: sink.url, from: 'Ugift <gifts@ugift.test>' });
    const bounced = await smtp.send(await gift('bounce@example.com', 'eng')).catch((e: unknown) => e);
    expect(bounced).toBeInstanceOf(EmailRejected);
    expect((bounced as EmailRejected).responseCode).toBe(550);
    const busy = await smtp.send(await gift('busy@example.com', 'eng')).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(Error);
    expect(busy).not.toBeInstanceOf(EmailRejected);
  });

  it('the console provider keeps each message for the development inbox, newest first, and sends nothing', async () => {
    const consoleEmail = createConsoleEmail(pino({ level: 'silent' }));
    const before = sink.received.length;
    await consoleEmail.send(await gift('a@example.com', 'eng'));
    const receipt = await consoleEmail.send(await gift('b@example.com', 'jp'));
    expect(consoleEmail.inbox().map((m) => m.to)).toEqual(['b@example.com', 'a@example.com']);
    expect(consoleEmail.inbox()[0].messageId).toBe(receipt.messageId);
    expect(sink.received.length).toBe(before);
  });
});

const orderLink = 'http://localhost:4321/UgiftWeb/order-details?id=42';

describe('receipts and refund notes over SMTP', () => {
  it.each([
    ['eng', 'Your Ugift receipt for order UG2611270001', 'Coffee for two × 2', 'Payment method: Card and uDollar', 'View your order'],
    ['cn', '你的 Ugift 订单 UG2611270001 收据', '双人咖啡 × 2', '付款方式: 银行卡和 uDollar', '查看订单'],
  ] as const)(
    'delivers the %s receipt: recipient, subject, both parts, the lines and the order link',
    async (lang, subject, line, method, button) => {
      const smtp = createSmtpEmail({ url: sink.url, from: 'Ugift <gifts@ugift.test>' });
      const before = sink.received.length;
      const to = `buyer-${lang}@example.com`;
      await smtp.send(
        await receiptEmail({
          to,
          lang,
          orderNo: 'UG2611270001',
          currency: 'SGD',
          lines: [{ name: lang === 'cn' ? '双人咖啡' : 'Coffee for two', quantity: 2, amount: 5000 }],
          total: 5000,
          udollar: 1000,
          card: 4000,
          method: 'cardAndUdollar',
          link: orderLink,
        }),
      );
      const { mail, source, rcptTo } = await nextMail(before);
      expect(rcptTo).toEqual([to]);
      expect(addressesOf(mail)).toEqual([to]);
      expect(mail.subject).toBe(subject);
      expect(mimeParts(source)).toEqual({ type: 'multipart/alternative', parts: ['text/plain', 'text/html'] });
      expect(mail.html).toContain(`href="${orderLink}"`);
      expect(mail.html).toContain(line);
      expect(mail.html).toContain('SGD 50.00');
      expect(mail.html).toContain(button);
      expect(mail.text).toContain(`${line}: SGD 50.00`);
      expect(mail.text).toContain(method);
      expect(mail.text).toContain(`${button}: ${orderLink}`);
    },
  );

  it('delivers the Japanese refund note with the amounts to the card and as uDollar', async () => {
    const smtp = createSmtpEmail({ url: sink.url, from: 'Ugift <gifts@ugift.test>' });
    const before = sink.received.length;
    const to = 'refunded-jp@example.com';
    await smtp.send(
      await refundEmail({ to, lang: 'jp', orderNo: 'UG2611270002', currency: 'JPY', toCard: 1200, toUdollar: 300, link: orderLink }),
    );
    const { mail, source, rcptTo } = await nextMail(before);
    expect(rcptTo).toEqual([to]);
    expect(mail.subject).toBe('Ugift ご注文 UG2611270002 の返金');
    expect(mimeParts(source).parts).toEqual(['text/plain', 'text/html']);
    expect(mail.text).toContain('カードへの返金: JPY 1,200');
    expect(mail.text).toContain('uDollar での返金: JPY 300');
    expect(mail.text).toContain('返金合計: JPY 1,500');
    expect(mail.html).toContain(`href="${orderLink}"`);
  });
});
