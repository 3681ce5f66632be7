import { evoucherSchemas } from '../../shared/api/schemas/evoucher.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { loadVoucherDetail } from './voucher-detail.ts';

export const detailEvoucher = defineOption({
  group: 'evoucher',
  option: 'detail_evoucher',
  auth: 'member',
  schema: evoucherSchemas.detail_evoucher,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const detail = await loadVoucherDetail(ctx.db, memberId, input.order_product_id, input.lang, ctx.now);
    // which wallet passes get_wallet_pass can make here: the screen shows only their buttons
    const wallets = ctx.deps.config.walletPasses;
    return { table: { ...detail, wallet_passes: { apple: Boolean(wallets.apple), google: Boolean(wallets.google) } } };
  },
});
