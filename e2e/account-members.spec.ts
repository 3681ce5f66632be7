import { test, expect } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { apiLogin, callOption } from './support/session.ts';

test('registerMember gives each test its own fresh, logged-in member', async ({ request }) => {
  const a = await registerMember(request);
  const b = await registerMember(request, { prefix: '60', name: 'Siti Test', password: 'another-pass' });
  expect(a.authUser.member_id).toBeGreaterThan(0);
  expect(b.authUser.member_id).not.toBe(a.authUser.member_id);
  expect(b.authUser).toMatchObject({ name: 'Siti Test', phone_prefix: '+60', country_id: 1 });
  expect(b.phone).toBe(`60${b.number}`);
  // The session's token is bound to the member: a member-only option works with it.
  const market = await callOption(request, a.authAPI.api_token, 'account', 'set_market_country', { country_id: '2' });
  expect(market.status).toBe(200);
  // And the password given works for a fresh login.
  const again = await apiLogin(request, b.phone, 'another-pass');
  expect(again.authUser.member_id).toBe(b.authUser.member_id);
});
