import type { AuthProvider } from 'react-admin';
import { signIn, signOut, type StaffIdentity, whoAmI } from './admin-api.ts';

/** The staff session (an HttpOnly cookie the server sets): the console only asks who is signed in. */
let current: Promise<StaffIdentity> | null = null;
const me = () => {
  current ??= whoAmI().catch((e) => {
    current = null;
    throw e;
  });
  return current;
};

export const authProvider: AuthProvider = {
  async login({ username, password, otp }: { username: string; password: string; otp?: string }) {
    current = null;
    await signIn(username, password, otp);
  },
  async logout() {
    current = null;
    await signOut().catch(() => undefined);
  },
  async checkAuth() {
    await me();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = null;
      throw error;
    }
  },
  async getIdentity() {
    const s = await me();
    return { id: s.id, fullName: s.name || s.email, marketCountryId: s.marketCountryId ?? null };
  },
  async getPermissions() {
    return (await me()).role;
  },
};
