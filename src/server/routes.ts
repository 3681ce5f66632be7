import type { Hono } from 'hono';
import type { AppDeps } from './http/context.ts';
import { mountMedia } from './uploads/media-route.ts';
import { mountPayment } from './payment/payment-routes.ts';
import { mountAdmin } from './admin/mount-admin.ts';
import { mountWalletPass } from './evoucher/wallet-pass-route.ts';
import { mountBounceWebhook } from './order/email-bounce-webhook.ts';
import { mountDevInbox } from './email/dev-inbox.ts';

/**
 * Routes outside the option protocol (cashier page, payment callbacks, uploaded media, the back office's API, wallet
 * passes, the e-mail bounce webhook and the development inbox).
 */
export const EXTRA_ROUTES: Array<(app: Hono, deps: AppDeps) => void> = [
  mountPayment,
  mountMedia,
  mountAdmin,
  mountWalletPass,
  mountBounceWebhook,
  mountDevInbox,
];
