import type { Hono } from 'hono';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { buildApplePass } from '../wallet-pass/apple-pass.ts';
import { APPLE_PASS_PATH, verifyPassLink } from '../wallet-pass/pass-link.ts';
import { loadPassVoucher } from './wallet-pass-voucher.ts';

/**
 * GET /UgiftWeb/wallet-pass/apple/<voucher id>.pkpass?holder&lang&expires&signature: the voucher's signed Apple pass,
 * for the link get_wallet_pass made (no bearer: Safari opens it). A tampered or expired link is 403; a voucher that
 * left the holder's wallet since is 404; with Apple passes not configured the route answers 404.
 */
export function mountWalletPass(app: Hono, deps: AppDeps): void {
  const refuse = (status: 403 | 404, code: 'forbidden' | 'not_found', message: string) =>
    new Response(JSON.stringify(new ApiError(code, message).toBody()), {
      status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  app.get(`${APPLE_PASS_PATH}/:file`, async (c) => {
    const apple = deps.config.walletPasses.apple;
    if (!apple) return refuse(404, 'not_found', 'Not found');
    const check = verifyPassLink(apple, c.req.param('file'), new URL(c.req.url).searchParams, deps.clock());
    if (!check.ok) {
      return refuse(403, 'forbidden', check.why === 'expired' ? 'This link has expired: ask for a new one' : 'This link is not valid');
    }
    const { voucherId, holderId, lang } = check.claims;
    const voucher = await loadPassVoucher(deps.db, voucherId, holderId, lang, deps.clock());
    if (!voucher) return refuse(404, 'not_found', 'Voucher not found');
    const body = await buildApplePass(voucher, apple);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': 'attachment; filename="ugift-voucher.pkpass"',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
