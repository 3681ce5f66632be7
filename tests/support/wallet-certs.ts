import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

/**
 * Test-only wallet credentials, made at test time: a self-signed CA standing in for Apple's WWDR
 * certificate, a pass signer certificate it issued with its RSA key, and a Google service account's RSA key. Keys come
 * from node:crypto, certificates from the openssl command line. Nothing here is trusted by Apple or Google.
 */
export interface WalletCerts {
  dir: string;
  wwdrPem: string;
  signerCertPem: string;
  signerKeyPem: string;
  /** the same signer key encrypted with `passphrase` (APPLE_PASS_KEY_PASSPHRASE) */
  encryptedSignerKeyPem: string;
  passphrase: string;
  googlePublicKey: KeyObject;
  googleClientEmail: string;
  issuerId: string;
  passTypeId: string;
  teamId: string;
  /** the server's environment with both wallets configured (certificates as file paths, the JSON key inline) */
  env: Record<string, string>;
}

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

export function makeWalletCerts(): WalletCerts {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ugift-wallet-certs-'));
  const file = (name: string) => path.join(dir, name);
  const ca = rsa();
  const signer = rsa();
  const google = rsa();
  writeFileSync(file('wwdr.key'), ca.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(file('signer.key'), signer.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const passTypeId = 'pass.test.ugift.voucher';
  const teamId = 'TEST123456';
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl('req', '-x509', '-new', '-key', 'wwdr.key', '-subj', '/O=Test/CN=Test WWDR CA', '-days', '3', '-out', 'wwdr.pem');
  openssl(
    'req',
    '-new',
    '-key',
    'signer.key',
    '-subj',
    `/UID=${passTypeId}/OU=${teamId}/CN=Pass Type ID: ${passTypeId}`,
    '-out',
    'signer.csr',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'wwdr.pem',
    '-CAkey',
    'wwdr.key',
    '-CAcreateserial',
    '-days',
    '3',
    '-out',
    'signer.pem',
  );
  const googleClientEmail = 'ugift-wallet@ugift-test.iam.gserviceaccount.com';
  const issuerId = '3388000000012345678';
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    client_email: googleClientEmail,
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  });
  return {
    dir,
    wwdrPem: readFileSync(file('wwdr.pem'), 'utf8'),
    signerCertPem: readFileSync(file('signer.pem'), 'utf8'),
    signerKeyPem: readFileSync(file('signer.key'), 'utf8'),
    encryptedSignerKeyPem: signer.privateKey.export({
      type: 'pkcs8',
      format: 'pem',
      cipher: 'aes-256-cbc',
      passphrase: 'test-passphrase',
    }) as string,
    passphrase: 'test-passphrase',
    googlePublicKey: google.publicKey,
    googleClientEmail,
    issuerId,
    passTypeId,
    teamId,
    env: {
      APPLE_PASS_TYPE_ID: passTypeId,
      APPLE_TEAM_ID: teamId,
      APPLE_PASS_CERT: file('signer.pem'),
      APPLE_PASS_KEY: file('signer.key'),
      APPLE_WWDR_CERT: file('wwdr.pem'),
      GOOGLE_WALLET_ISSUER_ID: issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccount,
    },
  };
}

/** The files of a zip archive (stored or deflated entries), by name: enough to open a .pkpass. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/**
 * Checks a detached PKCS#7 (CMS) signature over content with openssl, trusting only the given CA: answers the
 * signer certificates in the signature (PEM) when it verifies, throws otherwise.
 */
export function verifyDetached(signature: Buffer, content: Buffer, caPem: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ugift-pkcs7-'));
  writeFileSync(path.join(dir, 'signature'), signature);
  writeFileSync(path.join(dir, 'content'), content);
  writeFileSync(path.join(dir, 'ca.pem'), caPem);
  try {
    execFileSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'content',
        '-CAfile',
        'ca.pem',
        '-purpose',
        'any',
        '-signer',
        'signer.pem',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return readFileSync(path.join(dir, 'signer.pem'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
