import { existsSync, readFileSync } from 'node:fs';

/** Apple Wallet: the pass type's identifiers and the certificates that sign its passes (PEM text). */
export interface ApplePassConfig {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdrCert: string;
}

/** Google Wallet: the issuer and the service account whose key signs the "save to wallet" links. */
export interface GoogleWalletConfig {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
}

export interface WalletPassConfig {
  apple?: ApplePassConfig;
  google?: GoogleWalletConfig;
}

type Env = Record<string, unknown>;

const APPLE_VARS = ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'] as const;
const GOOGLE_VARS = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

/** PEM text given inline (newlines possibly written as \n) or as the path of a file holding it. */
function pemOrFile(name: string, value: string, problems: string[]): string {
  const inline = value.replace(/\\n/g, '\n').trim();
  if (inline.startsWith('-----BEGIN ')) return `${inline}\n`;
  if (!existsSync(value)) {
    problems.push(`  ${name}: must be PEM text (-----BEGIN …) or the path of a readable PEM file`);
    return '';
  }
  const text = readFileSync(value, 'utf8');
  if (!text.includes('-----BEGIN ')) problems.push(`  ${name}: the file ${value} holds no PEM block`);
  return text;
}

function serviceAccount(value: string, problems: string[]): { clientEmail: string; privateKey: string } | undefined {
  const name = 'GOOGLE_WALLET_SERVICE_ACCOUNT';
  let text = value.trim();
  if (!text.startsWith('{')) {
    if (!existsSync(value)) {
      problems.push(`  ${name}: must be the service account's JSON key or the path of its file`);
      return undefined;
    }
    text = readFileSync(value, 'utf8');
  }
  try {
    const key = JSON.parse(text) as { client_email?: unknown; private_key?: unknown };
    if (typeof key.client_email === 'string' && typeof key.private_key === 'string' && key.private_key.includes('PRIVATE KEY')) {
      return { clientEmail: key.client_email, privateKey: key.private_key.replace(/\\n/g, '\n') };
    }
    problems.push(`  ${name}: the JSON key needs client_email and private_key`);
  } catch {
    problems.push(`  ${name}: is not valid JSON`);
  }
  return undefined;
}

/**
 * The wallet passes' settings: each kind is configured only when all its variables are set; a set
 * variable that cannot be read (no such file, no PEM, bad JSON) is a problem naming it.
 */
export function walletPassConfig(env: Env, problems: string[]): WalletPassConfig {
  const out: WalletPassConfig = {};
  const str = (name: string) => (typeof env[name] === 'string' ? (env[name] as string) : '');
  if (APPLE_VARS.every((v) => str(v))) {
    const apple: ApplePassConfig = {
      passTypeId: str('APPLE_PASS_TYPE_ID'),
      teamId: str('APPLE_TEAM_ID'),
      signerCert: pemOrFile('APPLE_PASS_CERT', str('APPLE_PASS_CERT'), problems),
      signerKey: pemOrFile('APPLE_PASS_KEY', str('APPLE_PASS_KEY'), problems),
      signerKeyPassphrase: str('APPLE_PASS_KEY_PASSPHRASE') || undefined,
      wwdrCert: pemOrFile('APPLE_WWDR_CERT', str('APPLE_WWDR_CERT'), problems),
    };
    out.apple = apple;
  }
  if (GOOGLE_VARS.every((v) => str(v))) {
    const account = serviceAccount(str('GOOGLE_WALLET_SERVICE_ACCOUNT'), problems);
    if (account) out.google = { issuerId: str('GOOGLE_WALLET_ISSUER_ID'), ...account };
  }
  return out;
}
