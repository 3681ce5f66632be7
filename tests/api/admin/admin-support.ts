/** The admin API's test client (tests/support/admin-client.ts) and the staff factory, where the admin tests find them. */
export { ADMIN, adminRequest, ORIGIN, signedIn, type StaffClient } from '../../support/admin-client.ts';
export { aStaff } from '../../support/factories.ts';
