import { createElement as h, type ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { type EmailLang, emailWords } from './email-words.ts';

/** One labelled amount or value of a receipt or a refund note. */
export interface AmountRow {
  label: string;
  value: string;
  strong?: boolean;
}

const page = { backgroundColor: '#f4f4f7', fontFamily: 'Helvetica, Arial, "Noto Sans CJK SC", "Noto Sans CJK JP", sans-serif' };
const box = { backgroundColor: '#ffffff', margin: '0 auto', padding: '24px', maxWidth: '480px', borderRadius: '8px' };
const button = { backgroundColor: '#c2185b', color: '#ffffff', padding: '12px 24px', borderRadius: '6px', fontWeight: 'bold' };
const small = { color: '#555555', fontSize: '12px' };
const cell = { padding: '4px 0', fontSize: '14px' };

export const htmlLang = (lang: EmailLang) => (lang === 'cn' ? 'zh' : lang === 'jp' ? 'ja' : 'en');

/** Rows of a label and its value, the value right-aligned: one table, which every mail client lays out. */
export function amountRows(rows: AmountRow[]) {
  const weight = (r: AmountRow) => (r.strong ? 'bold' : 'normal');
  return h(
    'table',
    { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, border: 0, style: { margin: '12px 0' } },
    h(
      'tbody',
      null,
      ...rows.map((r, i) =>
        h(
          'tr',
          { key: String(i) },
          h('td', { style: { ...cell, fontWeight: weight(r) } }, r.label),
          h('td', { align: 'right', style: { ...cell, fontWeight: weight(r), whiteSpace: 'nowrap' as const } }, r.value),
        ),
      ),
    ),
  );
}

/**
 * The frame of the e-mails to a member about their own order (decision 0263): heading, the body, the button to the
 * order page with the address written out, and the footer that says how to turn them off.
 */
export function AccountEmailFrame(p: { lang: EmailLang; preview: string; heading: string; link: string; children?: ReactNode }) {
  const w = emailWords(p.lang).account;
  return h(
    Html,
    { lang: htmlLang(p.lang) },
    h(Head, null),
    h(Preview, null, p.preview),
    h(
      Body,
      { style: page },
      h(
        Container,
        { style: box },
        h(Heading, { as: 'h1', style: { fontSize: '22px' } }, p.heading),
        p.children,
        h(Section, { style: { textAlign: 'center' as const, margin: '24px 0' } }, h(Button, { href: p.link, style: button }, w.button)),
        h(Text, { style: small }, w.linkHint, ' ', h(Link, { href: p.link }, p.link)),
        h(Hr, null),
        h(Text, { style: small }, w.footer),
      ),
    ),
  );
}

/** The plain-text part's end: the order page's address and the footer. */
export function accountTextEnd(lang: EmailLang, link: string): string[] {
  const w = emailWords(lang).account;
  return ['', `${w.button}: ${link}`, '', w.footer];
}

/** Label and value on one line of the plain-text part. */
export const textRows = (rows: AmountRow[]) => rows.map((r) => `${r.label}: ${r.value}`);
