import type { APIRequestContext, Page } from '@playwright/test';
import { registerMember } from './support/members.ts';
import type { Session } from './support/session.ts';

export const PASSWORD = 'catalogue-e2e';

/** A brand-new Singapore member (registered through the API), so a test that fills a basket shares no one's data. */
export async function freshMember(request: APIRequestContext): Promise<Session & { phone: string }> {
  return registerMember(request, { password: PASSWORD, name: 'Catalogue Tester' });
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
