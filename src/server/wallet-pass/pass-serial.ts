import { createHash } from 'node:crypto';

/**
 * A pass's serial number (Apple) and object id suffix (Google): a digest of the voucher's code, so it is stable for
 * one code, unguessable (the code carries at least 80 random bits) and says nothing of the row id or the code.
 * A reissued code makes a new pass, as it should: the old one carries a dead code.
 */
export function passSerial(code: string): string {
  return `ugv-${createHash('sha256').update(`ugift wallet pass\0${code}`).digest('hex').slice(0, 32)}`;
}
