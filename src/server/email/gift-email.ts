import { createElement as h } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { EmailMessage } from '../platform/adapters.ts';
import { type EmailLang, emailWords, fill } from './email-words.ts';

export interface GiftEmailInput {
  to: string;
  lang: EmailLang;
  /** the sender's name, or their masked phone */
  sender: string;
  /** the card's image, absolute ('' when the gift has none) */
  cardImage: string;
  /** the sender's message on the card ('' when none) */
  message: string;
  /** the share page, absolute */
  link: string;
}

const page = { backgroundColor: '#f4f4f7', fontFamily: 'Helvetica, Arial, "Noto Sans CJK SC", "Noto Sans CJK JP", sans-serif' };
const box = { backgroundColor: '#ffffff', margin: '0 auto', padding: '24px', maxWidth: '480px', borderRadius: '8px' };
const button = { backgroundColor: '#c2185b', color: '#ffffff', padding: '12px 24px', borderRadius: '6px', fontWeight: 'bold' };
const quote = { borderLeft: '4px solid #c2185b', paddingLeft: '12px', whiteSpace: 'pre-wrap' as const };
const small = { color: '#555555', fontSize: '12px' };

/**
 * The gift e-mail as a React component (react-email: tables and inline styles that mail clients render; decision
 * 0266). Every value is text that React escapes; the link is the share page's.
 */
export function GiftEmail(p: GiftEmailInput) {
  const w = emailWords(p.lang).gift;
  const v = { sender: p.sender };
  return h(
    Html,
    { lang: p.lang === 'cn' ? 'zh' : p.lang === 'jp' ? 'ja' : 'en' },
    h(Head, null),
    h(Preview, null, fill(w.preview, v)),
    h(
      Body,
      { style: page },
      h(
        Container,
        { style: box },
        h(Heading, { as: 'h1', style: { fontSize: '22px' } }, fill(w.heading, v)),
        p.cardImage ? h(Img, { src: p.cardImage, alt: '', width: '432', style: { width: '100%', borderRadius: '8px' } }) : null,
        p.message
          ? h(Section, null, h(Text, { style: { fontWeight: 'bold' } }, w.messageLabel), h(Text, { style: quote }, p.message))
          : null,
        h(Section, { style: { textAlign: 'center' as const, margin: '24px 0' } }, h(Button, { href: p.link, style: button }, w.button)),
        h(Text, { style: small }, w.linkHint, ' ', h(Link, { href: p.link }, p.link)),
        h(Hr, null),
        h(Text, { style: small }, fill(w.footer, v)),
      ),
    ),
  );
}

/** The plain-text part, written out (not scraped from the HTML) so that the link and the message read cleanly. */
function giftText(p: GiftEmailInput): string {
  const w = emailWords(p.lang).gift;
  const v = { sender: p.sender };
  const lines = [fill(w.heading, v), ''];
  if (p.message) lines.push(`${w.messageLabel}:`, p.message, '');
  lines.push(`${w.button}: ${p.link}`, '', fill(w.footer, v));
  return lines.join('\n');
}

/** The gift e-mail, both parts, in the recipient's language. */
export async function giftEmail(p: GiftEmailInput): Promise<EmailMessage> {
  const w = emailWords(p.lang).gift;
  return { to: p.to, subject: fill(w.subject, { sender: p.sender }), html: await render(GiftEmail(p)), text: giftText(p) };
}
