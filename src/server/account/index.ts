import type { OptionDef } from '../http/context.ts';
import { login, logout } from './login.ts';
import { getOtp, verifyOtp } from './otp-options.ts';
import { createAccount } from './create-account.ts';
import { resetPassword } from './reset-password.ts';
import { loginFacebook } from './login-facebook.ts';
import { applyReferralCode, setMarketCountry, updateCountry } from './country-referral.ts';

/** The account group's option handlers. */
export const accountOptions: OptionDef[] = [
  getOtp,
  verifyOtp,
  createAccount,
  login,
  logout,
  resetPassword,
  loginFacebook,
  updateCountry,
  applyReferralCode,
  setMarketCountry,
];
