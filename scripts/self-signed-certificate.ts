/**
 * A throw-away self-signed certificate for 127.0.0.1 and localhost (decision 0232), made with Debian's openssl: for
 * `npm run lighthouse`, which audits the shop over HTTPS and HTTP/2 as it is deployed, and for the server's HTTPS test.
 * Never for a deployment: docs/deploy.md says where a real certificate comes from.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SelfSignedCertificate {
  certFile: string;
  keyFile: string;
  /** the certificate in PEM, for a client that trusts it */
  cert: string;
  /** base64 SHA-256 of the public key: what Chromium's --ignore-certificate-errors-spki-list trusts, and nothing else */
  spkiHash: string;
}

export function selfSignedCertificate(dir = mkdtempSync(path.join(os.tmpdir(), 'ugift-tls-'))): SelfSignedCertificate {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  // P-256: the key type every browser and Node accept; two days is longer than any run that uses it
  // prettier-ignore
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const cert = readFileSync(certFile, 'utf8');
  const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
