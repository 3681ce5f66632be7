import { and, eq, ne } from 'drizzle-orm';
import { profileSchemas } from '../../shared/api/schemas/profile.ts';
import { members } from '../db/schema/index.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { badInput, conflict } from '../platform/api-error.ts';

const MAX_CONTACTS = 5000;

/** Social ids from the SDK's friend list: ["123", ...] or [{ id: "123", name: ... }, ...]. */
export function parseContacts(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badInput('contacts', 'must be a JSON array');
  }
  if (!Array.isArray(value)) throw badInput('contacts', 'must be a JSON array');
  if (value.length > MAX_CONTACTS) throw badInput('contacts', `must list at most ${MAX_CONTACTS} contacts`);
  const ids = value.map((item) => {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
    const s = typeof id === 'number' ? String(id) : id;
    if (typeof s !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(s))
      throw badInput('contacts', 'every contact needs an id of 1 to 64 letters or digits');
    return s;
  });
  return [...new Set(ids)];
}

/**
 * Links the member's social account. When the server has a Facebook app configured, the id must come with a user
 * access token that Facebook confirms belongs to it; without one (local demo) the id is taken as given.
 */
const updateFacebookId = defineOption({
  group: 'profile',
  option: 'update_facebook_id',
  auth: 'member',
  schema: profileSchemas.update_facebook_id,
  async handle(input, ctx) {
    const me = requireMember(ctx);
    const facebook = ctx.deps.adapters.facebook;
    if (facebook.configured) {
      const accessToken = input.access_token;
      if (!accessToken) throw badInput('access_token', 'is required to link a Facebook account');
      const profile = await facebook.verifyAccessToken(accessToken);
      if (profile.id !== input.facebook_id) throw badInput('facebook_id', 'does not match the access token');
    }
    const verified = facebook.configured;
    return ctx.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: members.id, verified: members.facebook_verified })
        .from(members)
        .where(and(eq(members.facebook_id, input.facebook_id), ne(members.id, me)))
        .limit(1)
        .for('no key update');
      if (taken && (taken.verified || !verified)) throw conflict('This Facebook account is already linked to another member');
      // A Facebook-verified link takes the id over from an unverified claim (which never logged anyone in).
      if (taken) await tx.update(members).set({ facebook_id: null }).where(eq(members.id, taken.id));
      await tx.update(members).set({ facebook_id: input.facebook_id, facebook_verified: verified }).where(eq(members.id, me));
      return { message: 'Facebook account linked' };
    });
  },
});

const facebookMember = defineOption({
  group: 'profile',
  option: 'facebook_member',
  auth: 'member',
  schema: profileSchemas.facebook_member,
  async handle(input, ctx) {
    const contacts = parseContacts(input.contacts);
    await ctx.db
      .update(members)
      .set({ facebook_contacts: contacts })
      .where(eq(members.id, requireMember(ctx)));
    return { message: 'Contacts saved', total: contacts.length };
  },
});

export const socialOptions: OptionDef[] = [updateFacebookId, facebookMember];
