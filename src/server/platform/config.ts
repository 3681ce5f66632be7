import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { walletPassConfig, type WalletPassConfig } from './wallet-pass-config.ts';

export const DEV_SIGNING_SECRET = 'ugift-dev-signing-secret';

/** The sandbox gateway's webhook secret when SANDBOX_PAYMENT_SECRET is unset: random, once per process. */
const PROCESS_SANDBOX_SECRET = randomBytes(32).toString('hex');

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** a direct session connection for the change feed's LISTEN when DATABASE_URL goes through a pooler (decision 0256) */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** bearer token of GET /UgiftWeb/metrics (decision 0257); unset: the route answers 404 */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** OpenTelemetry tracing (decision 0273): set, the server sends its spans there over OTLP; unset, no SDK is loaded */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as http://collector:4318' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().default('ugift'),
  OTEL_SDK_DISABLED: z.string().optional(),
  API_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  // e-mail (decision 0266): console (logged, kept for the development inbox) or smtp through nodemailer
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().default('Ugift <gifts@ugift.test>'),
  EMAIL_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  SANDBOX_PAYMENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).default('0'),
  ADMIN_TOTP_REQUIRED: z.enum(['0', '1']).default('0'),
  // the counter's idle sign-out, the same variable its build reads (decision 0237)
  PUBLIC_COUNTER_IDLE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  // the counter's old names, refused so that a deployment that still sets one learns of the new (decision 0275)
  PUBLIC_MERCHANT_IDLE_SECONDS: z.undefined({ error: 'was renamed PUBLIC_COUNTER_IDLE_SECONDS' }).optional(),
  MERCHANT_IDLE_SECONDS: z.undefined({ error: 'was renamed COUNTER_IDLE_SECONDS' }).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  PUBLIC_BASE_URL: z.url('must be an absolute URL such as https://shop.example.com').optional(),
  KIOSK: z.enum(['0', '1']).default('0'),
  // HTTPS and HTTP/2 on the server's own port (decision 0232): both files in PEM, or neither
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  API_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(64),
  API_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(1000),
  API_MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  // the back office's own lane (decision 0237): staff reports can never take the shop's connections
  ADMIN_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(4),
  ADMIN_MAX_QUEUE: z.coerce.number().int().min(0).max(10_000).default(200),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.example.com').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  S3_PREFIX: z.string().default(''),
  // wallet passes (./wallet-pass-config.ts): each kind is on when all its variables are set
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\./, 'must be a pass type identifier such as pass.com.example.voucher')
    .optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_PASS_CERT: z.string().optional(),
  APPLE_PASS_KEY: z.string().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT: z.string().optional(),
  GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d+$/, "must be the Google Wallet issuer's number").optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** the change feed's own session connection (DATABASE_DIRECT_URL); DATABASE_URL when unset */
  databaseDirectUrl?: string;
  /** GET /UgiftWeb/metrics's bearer token (METRICS_TOKEN) */
  metricsToken?: string;
  /** OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT is set (and OTEL_SDK_DISABLED is not true) */
  tracing?: { serviceName: string };
  dataDir: string;
  signingSecret: string;
  signingSecretIsDefault: boolean;
  smsProvider: 'console' | 'twilio';
  twilio: { accountSid?: string; authToken?: string; from?: string; baseUrl: string };
  /** e-mail: console (logged, development inbox) or smtp (decision 0266) */
  email: { provider: 'console' | 'smtp'; smtpUrl?: string; from: string; webhookSecret?: string };
  paymentProvider: 'sandbox' | 'stripe';
  /** key of the sandbox gateway's signed callbacks (never the public API signing secret) */
  sandboxPaymentSecret: string;
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  facebook: { appId?: string; appSecret?: string; graphUrl: string };
  publicBaseUrl: string;
  kiosk: boolean;
  /** HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) when a certificate and key are given; plain HTTP otherwise */
  tls?: { certFile: string; keyFile: string };
  /** take the client address from X-Forwarded-For (only behind a proxy or CDN that sets it) */
  trustProxy: boolean;
  logLevel: string;
  /** PostgreSQL connections per server process */
  databasePoolSize: number;
  /** load shedding of the API (src/server/http/load-shedder.ts) */
  load: { maxInFlight: number; maxQueue: number; maxQueueWaitMs: number };
  /** the back office's own bounded lane, apart from the shop's */
  adminLoad: { maxInFlight: number; maxQueue: number; maxQueueWaitMs: number };
  /** staff with the admin role must set up a TOTP second factor before the console does anything else */
  adminTotpRequired: boolean;
  /** a merchant's session ends after this long without a request, as the counter signs out (decision 0237) */
  counterIdleMs: number;
  /** Apple and Google Wallet passes of vouchers; a kind is absent when it is not configured */
  walletPasses: WalletPassConfig;
  /** uploads in S3-compatible object storage when a bucket is set; on disk under DATA_DIR/uploads otherwise */
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    prefix: string;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (e.PAYMENT_PROVIDER === 'sandbox' && e.PUBLIC_BASE_URL?.startsWith('https://') && e.ALLOW_SANDBOX_PAYMENTS !== '1') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: sandbox (fake payments) on a public https:// PUBLIC_BASE_URL; use stripe, or set ALLOW_SANDBOX_PAYMENTS=1 for a test deployment',
    );
  }
  if (!e.S3_BUCKET && e.S3_ENDPOINT) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: S3_ENDPOINT is set but S3_BUCKET is not');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (e.SMS_PROVIDER === 'twilio' && (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM)) {
    throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (e.EMAIL_PROVIDER === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587)');
  }
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    const missing = e.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: TLS_CERT_FILE and TLS_KEY_FILE go together`);
  }
  const walletProblems: string[] = [];
  const walletPasses = walletPassConfig(e, walletProblems);
  if (walletProblems.length > 0) throw new ConfigError(`Invalid configuration:\n${walletProblems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    metricsToken: e.METRICS_TOKEN,
    tracing:
      e.OTEL_EXPORTER_OTLP_ENDPOINT && e.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true'
        ? { serviceName: e.OTEL_SERVICE_NAME }
        : undefined,
    dataDir: path.resolve(e.DATA_DIR),
    signingSecret: e.API_SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    signingSecretIsDefault: !e.API_SIGNING_SECRET,
    smsProvider: e.SMS_PROVIDER,
    twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, baseUrl: e.TWILIO_BASE_URL },
    email: { provider: e.EMAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.EMAIL_FROM, webhookSecret: e.EMAIL_WEBHOOK_SECRET },
    paymentProvider: e.PAYMENT_PROVIDER,
    sandboxPaymentSecret: e.SANDBOX_PAYMENT_SECRET ?? PROCESS_SANDBOX_SECRET,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE },
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL },
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, ''),
    kiosk: e.KIOSK === '1',
    tls: e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) } : undefined,
    trustProxy: e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    load: { maxInFlight: e.API_MAX_IN_FLIGHT, maxQueue: e.API_MAX_QUEUE, maxQueueWaitMs: e.API_MAX_QUEUE_WAIT_MS },
    adminLoad: { maxInFlight: e.ADMIN_MAX_IN_FLIGHT, maxQueue: e.ADMIN_MAX_QUEUE, maxQueueWaitMs: e.API_MAX_QUEUE_WAIT_MS },
    adminTotpRequired: e.ADMIN_TOTP_REQUIRED === '1',
    counterIdleMs: e.PUBLIC_COUNTER_IDLE_SECONDS * 1000,
    walletPasses,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
          prefix: e.S3_PREFIX,
        }
      : undefined,
  };
}
