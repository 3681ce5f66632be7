import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../platform/crypto.ts';

/** RFC 6238 time-based one-time passwords (SHA-1, 30 s steps, 6 digits), the kind every authenticator app reads. */
const STEP_SECONDS = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newTotpSecret(): string {
  const bytes = randomBytes(20);
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i + 5 <= bits.length; i += 5) out += ALPHABET[Number.parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error('not a base32 secret');
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code for a moment (tests and the console's set-up screen use it). */
export function totpCode(secret: string, at: Date): string {
  const counter = Math.floor(at.getTime() / 1000 / STEP_SECONDS);
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Bytes(secret)).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The time step of a moment (RFC 6238's counter). */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/**
 * The step whose code this is: the current step or one either side (clock drift), or null. A sign-in then takes the
 * step only when it is later than the last one used, so a code is never accepted twice (RFC 6238 5.2).
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let step: number | null = null;
  for (const drift of [-1, 0, 1]) {
    const moment = new Date(at.getTime() + drift * STEP_SECONDS * 1000);
    if (safeEqual(totpCode(secret, moment), code)) step = totpStep(moment);
  }
  return step;
}
