import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTwilioSms } from '../../../src/server/platform/twilio-sms.ts';
import { createAdapters } from '../../../src/server/create-adapters.ts';
import { loadConfig } from '../../../src/server/platform/config.ts';

interface Received {
  path: string;
  auth: string;
  form: URLSearchParams;
}
let server: Server;
let base = '';
const received: Received[] = [];
let failNext = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form: new URLSearchParams(body) });
      res.writeHead(failNext ? 400 : 201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          failNext ? { code: 21211, message: "The 'To' number is not a valid phone number." } : { sid: 'SM123', status: 'queued' },
        ),
      );
      failNext = false;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Twilio SMS adapter (against a local fake of the REST API)', () => {
  it('posts To, From and Body to the Messages resource with basic auth', async () => {
    const sms = createTwilioSms({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', baseUrl: base });
    expect(sms.exposesCode).toBe(false);
    await sms.send('+6581234567', 'Your code is 123456');
    const last = received.at(-1)!;
    expect(last.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(last.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(Object.fromEntries(last.form)).toEqual({ To: '+6581234567', Body: 'Your code is 123456', From: '+15005550006' });
  });

  it('uses MessagingServiceSid for an MG sender', async () => {
    const sms = createTwilioSms({ accountSid: 'AC123', authToken: 'tok', from: 'MG999', baseUrl: base });
    await sms.send('+6581234567', 'hi');
    expect(received.at(-1)!.form.get('MessagingServiceSid')).toBe('MG999');
    expect(received.at(-1)!.form.has('From')).toBe(false);
  });

  it("throws with Twilio's message when the API refuses", async () => {
    const sms = createTwilioSms({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', baseUrl: base });
    failNext = true;
    await expect(sms.send('+1', 'x')).rejects.toThrow(/400 \(21211\).*not a valid phone number/);
  });

  it('is what SMS_PROVIDER=twilio selects; console stays the default', () => {
    const logger = pino({ level: 'silent' });
    const twilio = createAdapters(
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1500',
        TWILIO_BASE_URL: base,
        DATA_DIR: '/tmp/x',
      }),
      logger,
    );
    expect(twilio.sms.name).toBe('twilio');
    expect(twilio.sms.exposesCode).toBe(false);
    const console = createAdapters(loadConfig({ DATA_DIR: '/tmp/x' }), logger);
    expect(console.sms.name).toBe('console');
    expect(console.sms.exposesCode).toBe(true);
  });
});
