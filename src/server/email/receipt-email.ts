import { createElement as h } from 'react';
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
import { formatMoney } from '../../shared/money.ts';
import type { EmailMessage } from '../platform/adapters.ts';
import { AccountEmailFrame, type AmountRow, accountTextEnd, amountRows, textRows } from './account-email-frame.ts';
import { type EmailLang, emailWords, fill } from './email-words.ts';

export type ReceiptMethod = 'card' | 'udollar' | 'cardAndUdollar' | 'group' | 'none';

export interface ReceiptEmailInput {
  to: string;
  lang: EmailLang;
  orderNo: string;
  currency: string;
  /** each line's product name in the e-mail's language, its quantity and its amount (minor units, after discount) */
  lines: Array<{ name: string; quantity: number; amount: number }>;
  /** minor units: what the order cost in all, what uDollar paid, what the card paid */
  total: number;
  udollar: number;
  card: number;
  method: ReceiptMethod;
  /** the order page, absolute */
  link: string;
}

function rowsOf(p: ReceiptEmailInput): { lines: AmountRow[]; totals: AmountRow[] } {
  const w = emailWords(p.lang).receipt;
  const money = (minor: number) => formatMoney(minor, p.currency);
  const totals: AmountRow[] = [{ label: w.totalLabel, value: money(p.total), strong: true }];
  if (p.udollar > 0) totals.push({ label: w.udollarLabel, value: money(p.udollar) });
  if (p.card > 0 && p.method !== 'group') totals.push({ label: w.cardLabel, value: money(p.card) });
  totals.push({ label: w.methodLabel, value: w.method[p.method] });
  return { lines: p.lines.map((l) => ({ label: `${l.name} × ${l.quantity}`, value: money(l.amount) })), totals };
}

/** A paid order's receipt (decision 0263): the order number, each line, the total and how it was paid. */
export function ReceiptEmail(p: ReceiptEmailInput) {
  const w = emailWords(p.lang).receipt;
  const v = { order: p.orderNo };
  const rows = rowsOf(p);
  return h(
    AccountEmailFrame,
    { lang: p.lang, preview: fill(w.preview, v), heading: w.heading, link: p.link },
    h(Text, null, fill(w.intro, v)),
    amountRows([{ label: w.orderLabel, value: p.orderNo }]),
    amountRows(rows.lines),
    amountRows(rows.totals),
  );
}

function receiptText(p: ReceiptEmailInput): string {
  const w = emailWords(p.lang).receipt;
  const v = { order: p.orderNo };
  const rows = rowsOf(p);
  return [
    w.heading,
    '',
    fill(w.intro, v),
    '',
    `${w.orderLabel}: ${p.orderNo}`,
    '',
    ...textRows(rows.lines),
    '',
    ...textRows(rows.totals),
    ...accountTextEnd(p.lang, p.link),
  ].join('\n');
}

/** The receipt, both parts, in the member's language. */
export async function receiptEmail(p: ReceiptEmailInput): Promise<EmailMessage> {
  const w = emailWords(p.lang).receipt;
  return { to: p.to, subject: fill(w.subject, { order: p.orderNo }), html: await render(ReceiptEmail(p)), text: receiptText(p) };
}
