import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailRejected } from '../../../src/server/platform/adapters.ts';
import { createConsoleEmail } from '../../../src/server/platform/console-email.ts';
import { createSmtpEmail } from '../../../src/server/platform/smtp-email.ts';
import { giftEmail } from '../../../src/server/email/gift-email.ts';
import type { EmailLang } from '../../../src/server/email/email-words.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';

/** Decision 0266: the e-mail adapter over a real SMTP exchange, and the gift e-mail in each language. */
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
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(receipt.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.messageId).toBe(receipt.messageId);
    expect(mail.subject).toBe(subject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([to]);
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
