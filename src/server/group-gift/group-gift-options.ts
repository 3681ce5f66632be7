import { groupGiftSchemas as s } from '../../shared/api/schemas/group-gift.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { createGroupGift } from './create-group-gift.ts';
import { contribute } from './contribute.ts';
import { cancelGroupGift } from './cancel-group-gift.ts';
import { signGroupGift } from './sign-group-gift.ts';
import { giftView, listGroupGifts } from './gift-view.ts';
import { loadGift } from './gift-row.ts';
import { roleIn } from './gift-access.ts';

/** The group_gift group (decision 0258). */
const create = defineOption({
  group: 'group_gift',
  option: 'create_group_gift',
  auth: 'member',
  schema: s.create_group_gift,
  async handle(input, ctx) {
    const made = await createGroupGift(ctx.db, requireMember(ctx), input, ctx.now, ctx.deps.config.publicBaseUrl);
    return { message: 'Group gift started', ...made };
  },
});

/** By id for its members; by share id for anyone with the link, a guest too (who must log in to pay). */
const detail = defineOption({
  group: 'group_gift',
  option: 'detail_group_gift',
  auth: 'token',
  schema: s.detail_group_gift,
  async handle(input, ctx) {
    const gift = await loadGift(ctx.db, input);
    const role = await roleIn(ctx.db, gift, ctx.memberId);
    if (input.id !== undefined && role === 'guest') throw new ApiError('not_found', 'Group gift not found');
    return { group_gift: await giftView(ctx.db, gift, ctx.memberId, ctx.now, role) };
  },
});

const contributeOption = defineOption({
  group: 'group_gift',
  option: 'contribute_group_gift',
  auth: 'member',
  schema: s.contribute_group_gift,
  async handle(input, ctx) {
    const r = await contribute(ctx.deps, requireMember(ctx), input, ctx.now);
    return { message: r.cashier_url ? 'Pay your part at the cashier' : 'Thank you for chipping in', ...r };
  },
});

const sign = defineOption({
  group: 'group_gift',
  option: 'sign_group_gift',
  auth: 'member',
  schema: s.sign_group_gift,
  async handle(input, ctx) {
    return { message: 'Card signed', ...(await signGroupGift(ctx, requireMember(ctx), input)) };
  },
});

const topUp = defineOption({
  group: 'group_gift',
  option: 'top_up_group_gift',
  auth: 'member',
  schema: s.top_up_group_gift,
  async handle(input, ctx) {
    const r = await contribute(ctx.deps, requireMember(ctx), { id: input.id, udollar_card_id: input.udollar_card_id }, ctx.now, {
      topUp: true,
    });
    return { message: r.cashier_url ? 'Pay the rest at the cashier' : 'Topped up', ...r };
  },
});

const cancel = defineOption({
  group: 'group_gift',
  option: 'cancel_group_gift',
  auth: 'member',
  schema: s.cancel_group_gift,
  async handle(input, ctx) {
    const r = await cancelGroupGift(ctx.deps, input.id, { memberId: requireMember(ctx) }, ctx.now);
    return { message: 'Group gift cancelled: everyone was refunded', ...r };
  },
});

const list = defineOption({
  group: 'group_gift',
  option: 'list_group_gift',
  auth: 'member',
  schema: s.list_group_gift,
  async handle(input, ctx) {
    return listGroupGifts(ctx.db, requireMember(ctx), input.role, { limit: input.limit ?? 20, offset: input.offset ?? 0 }, ctx.now);
  },
});

export const groupGiftOptions: OptionDef[] = [create, detail, contributeOption, sign, topUp, cancel, list];
