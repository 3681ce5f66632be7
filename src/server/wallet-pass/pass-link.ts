import { createHash } from 'node:crypto';
import { BASE } from '../../shared/base-path.ts';
import { hmacSha256Hex, safeEqual } from '../platform/crypto.ts';
import type { ApplePassConfig } from '../platform/wallet-pass-config.ts';
import type { PassLang } from './pass-voucher.ts';

/** How long the link to a voucher's .pkpass may be opened after get_wallet_pass made it. */
export const APPLE_LINK_SECONDS = 5 * 60;
export const APPLE_PASS_PATH = `${BASE}/wallet-pass/apple`;

/**
 * The key of the pass links: derived from the pass signer's private key, a server-only secret every process of a
 * deployment shares (the API signing secret is baked into the public build, so it cannot be it). Decision 0213.
 */
function linkKey(apple: ApplePassConfig): string {
  return createHash('sha256').update(`ugift wallet pass links\0${apple.signerKey}`).digest('hex');
}

export interface PassLinkClaims {
  voucherId: number;
  holderId: number;
  lang: PassLang;
  /** unix seconds */
  expires: number;
}

const signed = (c: PassLinkClaims) => `apple-pass\n${c.voucherId}\n${c.holderId}\n${c.lang}\n${c.expires}`;

/** The path and query of a voucher's .pkpass for its holder, valid APPLE_LINK_SECONDS from now. */
export function signPassLink(apple: ApplePassConfig, claims: Omit<PassLinkClaims, 'expires'>, now: Date): string {
  const full = { ...claims, expires: Math.floor(now.getTime() / 1000) + APPLE_LINK_SECONDS };
  const query = new URLSearchParams({
    holder: String(full.holderId),
    lang: full.lang,
    expires: String(full.expires),
    signature: hmacSha256Hex(linkKey(apple), signed(full)),
  });
  return `${APPLE_PASS_PATH}/${full.voucherId}.pkpass?${query}`;
}

export type PassLinkCheck = { ok: true; claims: PassLinkClaims } | { ok: false; why: 'malformed' | 'signature' | 'expired' };

/** Reads a pass link's parts; a tampered link fails its signature, an old one has expired. */
export function verifyPassLink(apple: ApplePassConfig, voucherParam: string, query: URLSearchParams, now: Date): PassLinkCheck {
  const id = /^(\d{1,10})\.pkpass$/.exec(voucherParam)?.[1];
  const holder = query.get('holder') ?? '';
  const lang = query.get('lang') ?? '';
  const expires = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (!id || !/^\d{1,10}$/.test(holder) || !/^\d{1,12}$/.test(expires) || !['en', 'cn', 'jp'].includes(lang)) {
    return { ok: false, why: 'malformed' };
  }
  const claims: PassLinkClaims = { voucherId: Number(id), holderId: Number(holder), lang: lang as PassLang, expires: Number(expires) };
  if (!safeEqual(hmacSha256Hex(linkKey(apple), signed(claims)), signature.toLowerCase())) return { ok: false, why: 'signature' };
  if (now.getTime() / 1000 > claims.expires) return { ok: false, why: 'expired' };
  return { ok: true, claims };
}
