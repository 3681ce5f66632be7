import { profileSchemas } from '../../shared/api/schemas/profile.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { badInput } from '../platform/api-error.ts';
import { storeImageUpload } from '../uploads/image-upload.ts';
import { profileView } from './profile-view.ts';
import { updateProfile } from './profile-update.ts';

const detailProfile = defineOption({
  group: 'profile',
  option: 'detail_profile',
  auth: 'member',
  schema: profileSchemas.detail_profile,
  async handle(_input, ctx) {
    return { table: await profileView(ctx.db, requireMember(ctx)) };
  },
});

const updateProfileOption = defineOption({
  group: 'profile',
  option: 'update_profile',
  auth: 'member',
  schema: profileSchemas.update_profile,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const files = ctx.files.profile_picture ?? [];
    if (files.length > 1) throw badInput('profile_picture', 'send one image');
    const file = files[0];
    await ctx.db.transaction(async (tx) => {
      const store = file
        ? () => storeImageUpload(tx, ctx.deps.adapters.storage, file, { field: 'profile_picture', memberId, now: ctx.now })
        : undefined;
      await updateProfile(tx, memberId, input, store, ctx.now);
    });
    return { message: 'Profile updated', table: await profileView(ctx.db, memberId) };
  },
});

export const profileCoreOptions: OptionDef[] = [detailProfile, updateProfileOption];
