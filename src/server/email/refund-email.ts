import { createElement as h } from 'react';
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
import { formatMoney } from '../../shared/money.ts';
import type { EmailMessage } from '../platform/adapters.ts';
import { AccountEmailFrame, type AmountRow, accountTextEnd, amountRows, textRows } from './account-email-frame.ts';
import { type EmailLang, emailWords, fill } from './email-words.ts';

export interface RefundEmailInput {
  to: string;
  lang: EmailLang;
  orderNo: string;
  currency: string;
  /** minor units back to the card, and credited as uDollar */
  toCard: number;
  toUdollar: number;
  /** the order page, absolute */
  link: string;
}

function rowsOf(p: RefundEmailInput): AmountRow[] {
  const w = emailWords(p.lang).refund;
  const money = (minor: number) => formatMoney(minor, p.currency);
  const rows: AmountRow[] = [{ label: w.orderLabel, value: p.orderNo }];
  if (p.toCard > 0) rows.push({ label: w.toCard, value: money(p.toCard) });
  if (p.toUdollar > 0) rows.push({ label: w.toUdollar, value: money(p.toUdollar) });
  rows.push({ label: w.totalLabel, value: money(p.toCard + p.toUdollar), strong: true });
  return rows;
}

const values = (p: RefundEmailInput) => ({ order: p.orderNo, amount: formatMoney(p.toCard + p.toUdollar, p.currency) });

/** A refund's note (decision 0263): what came back to the card and what as uDollar, for which order. */
export function RefundEmail(p: RefundEmailInput) {
  const w = emailWords(p.lang).refund;
  return h(
    AccountEmailFrame,
    { lang: p.lang, preview: fill(w.preview, values(p)), heading: w.heading, link: p.link },
    h(Text, null, fill(w.intro, values(p))),
    amountRows(rowsOf(p)),
    p.toCard > 0 ? h(Text, { style: { color: '#555555', fontSize: '13px' } }, w.cardHint) : null,
  );
}

function refundText(p: RefundEmailInput): string {
  const w = emailWords(p.lang).refund;
  const lines = [w.heading, '', fill(w.intro, values(p)), '', ...textRows(rowsOf(p))];
  if (p.toCard > 0) lines.push('', w.cardHint);
  return [...lines, ...accountTextEnd(p.lang, p.link)].join('\n');
}

/** The refund's note, both parts, in the member's language. */
export async function refundEmail(p: RefundEmailInput): Promise<EmailMessage> {
  const w = emailWords(p.lang).refund;
  return { to: p.to, subject: fill(w.subject, values(p)), html: await render(RefundEmail(p)), text: refundText(p) };
}
