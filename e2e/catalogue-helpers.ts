import { createHmac, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, apiToken, callOption, type Session } from './support/session.ts';

const SIGNING_KEY = process.env.API_SIGNING_SECRET ?? 'ugift-dev-signing-secret';
export const PASSWORD = 'catalogue-e2e';

/**
 * A brand-new Singapore member (register through the API: OTP from the console SMS provider, verify, create),
 * so that a test that fills a basket never touches the seeded members other test files use.
 */
export async function freshMember(request: APIRequestContext): Promise<Session & { phone: string }> {
  const number = `8${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const phone = `65${number}`;
  const { api_token } = await apiToken(request);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const content = createHmac('sha256', SIGNING_KEY).update(`${phone}${timestamp}`).digest('hex');
  const otp = await callOption(request, api_token, 'account', 'get_otp', {
    action: 'register',
    phone_number: phone,
    timestamp,
    source: 'web',
    content,
  });
  if (!otp.body.otp) throw new Error(`get_otp: ${JSON.stringify(otp.body)}`);
  const verified = await callOption(request, api_token, 'account', 'verify_otp', {
    action: 'register',
    phone_number: phone,
    otp: String(otp.body.otp),
  });
  const created = await callOption(request, api_token, 'account', 'create_account', {
    phone_prefix: '+65',
    phone_number: number,
    password: PASSWORD,
    otp_token: String(verified.body.otp_token),
    name: 'Catalogue Tester',
  });
  if (!created.body.success) throw new Error(`create_account: ${JSON.stringify(created.body)}`);
  return { ...(await apiLogin(request, phone, PASSWORD)), phone };
}

/** Puts the session and the Singapore market into the page's storage before any script runs. */
export async function useMember(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('authUser')) {
      localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
      localStorage.setItem('authUser', JSON.stringify(s.authUser));
      localStorage.setItem('country', '2');
      localStorage.setItem('currency', 'SGD');
    }
  }, session);
}

/** A guest already in the Singapore market. */
export async function useSingapore(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('country')) {
      localStorage.setItem('country', '2');
      localStorage.setItem('currency', 'SGD');
    }
  });
}
