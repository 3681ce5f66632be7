import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import { googleSaveUrl, GOOGLE_LINK_SECONDS } from '../wallet-pass/google-pass.ts';
import { APPLE_LINK_SECONDS, signPassLink } from '../wallet-pass/pass-link.ts';
import { loadPassVoucher } from './wallet-pass-voucher.ts';

/**
 * get_wallet_pass: the holder of a voucher gets a short-lived link that adds it to a phone's wallet.
 * apple: a signed link (5 minutes) to this server's .pkpass of the voucher (wallet-pass-route.ts); google: the
 * pay.google.com save link, whose JWT itself expires in 5 minutes. Another member's voucher answers like an unknown one;
 * a wallet the deployment has not configured is refused with the reason wallet_not_configured.
 */
export const getWalletPass = defineOption({
  group: 'evoucher',
  option: 'get_wallet_pass',
  auth: 'member',
  schema: evoucherSchemas.get_wallet_pass,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const { apple, google } = ctx.deps.config.walletPasses;
    if ((input.kind === 'apple' && !apple) || (input.kind === 'google' && !google)) {
      throw new ApiError('conflict', `${input.kind === 'apple' ? 'Apple' : 'Google'} Wallet passes are not configured`, {
        reason: 'wallet_not_configured',
      });
    }
    const voucher = await loadPassVoucher(ctx.db, input.order_evoucher_id, memberId, input.lang, ctx.now);
    if (!voucher) throw notFound('Voucher');
    if (input.kind === 'apple' && apple) {
      const path = signPassLink(apple, { voucherId: voucher.id, holderId: memberId, lang: input.lang }, ctx.now);
      return { kind: 'apple' as const, url: `${ctx.deps.config.publicBaseUrl}${path}`, expires_in: APPLE_LINK_SECONDS };
    }
    if (!google) throw new Error('unreachable: google checked above');
    const origin = new URL(ctx.deps.config.publicBaseUrl).origin;
    return { kind: 'google' as const, url: await googleSaveUrl(voucher, google, origin, ctx.now), expires_in: GOOGLE_LINK_SECONDS };
  },
});
