import { profileSchemas } from '../../shared/api/schemas/profile.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { acceptFriend, addFriend, rejectFriend, removeFriend } from './friend-actions.ts';
import { listFriendRequests, listFriends, listSocialContacts } from './friend-queries.ts';

const listFriend = defineOption({
  group: 'profile',
  option: 'list_friend',
  auth: 'member',
  // answered from memory for up to a second; changes are pushed (migration 1000, decision 0276)
  cache: 'member',
  schema: profileSchemas.list_friend,
  async handle(input, ctx) {
    return listFriends(ctx.db, requireMember(ctx), {
      name: input.filter_by_name,
      order: input.order_by,
      limit: input.limit,
      offset: input.offset,
    });
  },
});

const listFriendRequest = defineOption({
  group: 'profile',
  option: 'list_friend_request',
  auth: 'member',
  schema: profileSchemas.list_friend_request,
  async handle(input, ctx) {
    return listFriendRequests(ctx.db, requireMember(ctx), { name: input.filter_by_name, limit: input.limit, offset: input.offset });
  },
});

const listFacebook = defineOption({
  group: 'profile',
  option: 'list_facebook',
  auth: 'member',
  schema: profileSchemas.list_facebook,
  async handle(input, ctx) {
    // Unverified links are matched only in a local demo: no Facebook app and no public https address.
    const verifiedOnly = ctx.deps.adapters.facebook.configured || ctx.deps.config.publicBaseUrl.startsWith('https://');
    return listSocialContacts(ctx.db, requireMember(ctx), {
      name: input.filter_by_name,
      limit: input.limit,
      offset: input.offset,
      verifiedOnly,
    });
  },
});

const add = defineOption({
  group: 'profile',
  option: 'add_friend',
  auth: 'member',
  schema: profileSchemas.add_friend,
  async handle(input, ctx) {
    return { message: await addFriend(ctx.db, requireMember(ctx), input.friend_id, ctx.now) };
  },
});

const accept = defineOption({
  group: 'profile',
  option: 'accept_friend',
  auth: 'member',
  schema: profileSchemas.accept_friend,
  async handle(input, ctx) {
    return { message: await acceptFriend(ctx.db, requireMember(ctx), input.friend_id, ctx.now) };
  },
});

const reject = defineOption({
  group: 'profile',
  option: 'reject_friend',
  auth: 'member',
  schema: profileSchemas.reject_friend,
  async handle(input, ctx) {
    return { message: await rejectFriend(ctx.db, requireMember(ctx), input.friend_id, ctx.now) };
  },
});

const remove = defineOption({
  group: 'profile',
  option: 'remove_friend',
  auth: 'member',
  schema: profileSchemas.remove_friend,
  async handle(input, ctx) {
    return { message: await removeFriend(ctx.db, requireMember(ctx), input.friend_id) };
  },
});

export const friendOptions: OptionDef[] = [listFriend, listFriendRequest, listFacebook, add, accept, reject, remove];
