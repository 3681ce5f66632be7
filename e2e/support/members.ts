import { createHmac, randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, callOption, type Session } from './session.ts';

/** The e2e server runs on the documented development key (the same one session.ts uses). */
const SIGNING_KEY = process.env.API_SIGNING_SECRET ?? 'ugift-dev-signing-secret';

export interface NewMemberOptions {
  /** country calling code without +, default '65' */
  prefix?: string;
  /** local number; default a random 8-digit number starting with 8 */
  number?: string;
  /** default 'secret-pass-1' */
  password?: string;
  /** default 'Test Member NNNN' (the last 4 digits of the number) */
  name?: string;
}

/** A registered, logged-in member: usable with useSession(page, member), plus what the UI login needs. */
export interface NewMember extends Session {
  prefix: string;
  number: string;
  /** prefix + number, as the login option takes it, e.g. "6581234567" */
  phone: string;
  password: string;
  name: string;
}

function randomLocalNumber(): string {
  return `8${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

function fail(step: string, body: { message?: string }): never {
  throw new Error(`registerMember: ${step} failed: ${body.message ?? JSON.stringify(body)}`);
}

/**
 * Registers a FRESH member through the real API flow: get_otp (the console SMS provider answers the code),
 * verify_otp, create_account and login. Each call gets its own phone number unless one is given, so tests that
 * use it do not share data. The server must run with SMS_PROVIDER=console (the default).
 */
export async function registerMember(request: APIRequestContext, options: NewMemberOptions = {}): Promise<NewMember> {
  const prefix = (options.prefix ?? '65').replace(/\D/g, '');
  const password = options.password ?? 'secret-pass-1';
  for (let attempt = 0; ; attempt++) {
    const number = (options.number ?? randomLocalNumber()).replace(/\D/g, '');
    const phone = `${prefix}${number}`;
    const name = options.name ?? `Test Member ${number.slice(-4)}`;
    const authAPI = await apiToken(request);
    const token = authAPI.api_token;

    const timestamp = String(Math.floor(Date.now() / 1000));
    const content = createHmac('sha256', SIGNING_KEY)
      .update(phone + timestamp)
      .digest('hex');
    // from an address of its own: the suite registers hundreds of members, the shop allows 200 codes an hour per
    // address (decision 0252)
    const otp = await callOption(
      request,
      token,
      'account',
      'get_otp',
      { action: 'register', phone_number: phone, timestamp, source: 'web', content },
      { 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` },
    );
    if (!otp.body.success) fail('get_otp', otp.body);
    if (typeof otp.body.otp !== 'string') throw new Error('registerMember: get_otp did not answer the code; is SMS_PROVIDER=console?');

    const verified = await callOption(request, token, 'account', 'verify_otp', {
      action: 'register',
      phone_number: phone,
      otp: otp.body.otp,
    });
    if (!verified.body.success) {
      // A random number that happens to exist already: try another one.
      if (verified.status === 409 && !options.number && attempt < 3) continue;
      fail('verify_otp', verified.body);
    }

    const created = await callOption(request, token, 'account', 'create_account', {
      phone_prefix: `+${prefix}`,
      phone_number: number,
      password,
      otp_token: verified.body.otp_token,
      name,
    });
    if (!created.body.success) fail('create_account', created.body);

    const login = await callOption(request, token, 'account', 'login', { phone_number: phone, password });
    if (!login.body.success) fail('login', login.body);
    // A login answers a fresh token and retires the old one (docs/decisions/0091).
    const session = { api_token: login.body.api_token, api_token_expiry: login.body.api_token_expiry };
    return { authAPI: session, authUser: login.body.data, prefix, number, phone, password, name };
  }
}
