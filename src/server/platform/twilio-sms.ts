import type { SmsAdapter } from './adapters.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** the sender: a Twilio phone number (+1...) or a messaging service sid (MG...) */
  from: string;
  /** https://api.twilio.com, or a local fake in tests */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** SMS through Twilio's REST API (Messages resource). The code is never echoed to the client. */
export function createTwilioSms(options: TwilioOptions): SmsAdapter {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    exposesCode: false,
    async send(to, text) {
      const form = new URLSearchParams({ To: to, Body: text });
      if (options.from.startsWith('MG')) form.set('MessagingServiceSid', options.from);
      else form.set('From', options.from);
      const res = await doFetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: number };
        throw new Error(`Twilio answered ${res.status}${body.code ? ` (${body.code})` : ''}: ${body.message ?? 'no message'}`);
      }
    },
  };
}
