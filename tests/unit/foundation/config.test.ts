import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/platform/config.ts';

describe('configuration from the environment', () => {
  it('runs on embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4321);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.signingSecret).toBe('ugift-dev-signing-secret');
    expect(c.signingSecretIsDefault).toBe(true);
    expect(c.smsProvider).toBe('console');
    expect(c.paymentProvider).toBe('sandbox');
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('turns tracing on with OTEL_EXPORTER_OTLP_ENDPOINT, and off again with OTEL_SDK_DISABLED (decision 0273)', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    const endpoint = 'http://collector:4318';
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).tracing).toEqual({ serviceName: 'ugift' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'shop-eu' }).tracing).toEqual({ serviceName: 'shop-eu' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SDK_DISABLED: 'TRUE' }).tracing).toBeUndefined();
  });

  it("refuses the counter's old variable names, naming the new ones (decision 0275)", () => {
    expect(() => loadConfig({ MERCHANT_IDLE_SECONDS: '60' })).toThrow(/MERCHANT_IDLE_SECONDS.*renamed COUNTER_IDLE_SECONDS/);
    expect(() => loadConfig({ PUBLIC_MERCHANT_IDLE_SECONDS: '60' })).toThrow(/renamed PUBLIC_COUNTER_IDLE_SECONDS/);
    expect(loadConfig({ PUBLIC_COUNTER_IDLE_SECONDS: '60' }).counterIdleMs).toBe(60_000);
  });
});
