import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/platform/config.ts';

describe('sandbox payment configuration', () => {
  it('refuses the sandbox cashier on a public https:// site, naming the variable, unless explicitly allowed', () => {
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '0' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4321' }).paymentProvider).toBe('sandbox');
    const stripe = loadConfig({
      PUBLIC_BASE_URL: 'https://shop.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.paymentProvider).toBe('stripe');
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
  });

  it('takes SANDBOX_PAYMENT_SECRET when set, else one random secret per process, never the API signing secret', () => {
    expect(loadConfig({ SANDBOX_PAYMENT_SECRET: 'sandbox-secret-0123456789' }).sandboxPaymentSecret).toBe('sandbox-secret-0123456789');
    expect(() => loadConfig({ SANDBOX_PAYMENT_SECRET: 'short' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
    const a = loadConfig({ API_SIGNING_SECRET: 'public-signing-secret-123' });
    const b = loadConfig({});
    expect(a.sandboxPaymentSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.sandboxPaymentSecret).toBe(b.sandboxPaymentSecret);
    expect(a.sandboxPaymentSecret).not.toContain('public-signing-secret-123');
    expect(a.sandboxPaymentSecret).not.toBe(a.signingSecret);
  });
});
