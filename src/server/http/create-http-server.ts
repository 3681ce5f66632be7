import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { createSecureContext } from 'node:tls';
import { ConfigError } from '../platform/config.ts';
import type { Listener } from './fast-lane.ts';

/** A certificate (chain) and its private key, in PEM. */
export interface TlsPair {
  cert: Buffer;
  key: Buffer;
}

function readPem(file: string, variable: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** Reads TLS_CERT_FILE and TLS_KEY_FILE and checks that they make a usable pair; a problem names the variable. */
export function readTlsPair(files: { certFile: string; keyFile: string }): TlsPair {
  const pair = { cert: readPem(files.certFile, 'TLS_CERT_FILE'), key: readPem(files.keyFile, 'TLS_KEY_FILE') };
  try {
    createSecureContext(pair);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  TLS_KEY_FILE: not the key of TLS_CERT_FILE's certificate (${(error as Error).message})`,
    );
  }
  return pair;
}

/**
 * The shop's HTTP server (decision 0232). Without a TLS pair: plain HTTP/1.1, the embedded default. With one: HTTPS on
 * the same port, speaking HTTP/2 to clients that offer it (ALPN h2) and HTTP/1.1 to the others, so that a browser asks
 * for a page's scripts over one connection, as it does from the CDN the static export is deployed to. The same
 * listener answers both: @hono/node-server and the fast lane use only calls that node:http's request and response and
 * HTTP/2's compatibility ones share.
 */
export function createHttpServer(listener: Listener, tls?: TlsPair): Server | Http2SecureServer {
  if (!tls) return createServer(listener);
  return createSecureServer(
    { ...tls, allowHTTP1: true, minVersion: 'TLSv1.2', ciphers: INTERMEDIATE_CIPHERS, honorCipherOrder: false },
    listener as unknown as Parameters<typeof createSecureServer>[1],
  );
}

/**
 * Mozilla's "intermediate" TLS 1.2 suites (decision 0237): ECDHE key exchange (forward secrecy) with AES-GCM or
 * ChaCha20-Poly1305, no CBC and no static RSA. TLS 1.3's own suites are all of that kind and stay as Node offers them.
 */
export const INTERMEDIATE_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');
