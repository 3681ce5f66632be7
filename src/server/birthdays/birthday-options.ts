import { profileSchemas } from '../../shared/api/schemas/profile.ts';
import { defineOption, requireMember, type OptionDef } from '../http/context.ts';
import { shopDay } from './birthday-dates.ts';
import { DEFAULT_BIRTHDAYS_PAGE, upcomingBirthdays } from './friend-birthdays.ts';

/** list_birthdays: the caller's friends' birthdays in the coming 30 days (the home strip). */
const listBirthdays = defineOption({
  group: 'profile',
  option: 'list_birthdays',
  auth: 'member',
  schema: profileSchemas.list_birthdays,
  async handle(input, ctx) {
    const limit = input.limit ?? DEFAULT_BIRTHDAYS_PAGE;
    const offset = input.offset ?? 0;
    const page = await upcomingBirthdays(ctx.db, requireMember(ctx), shopDay(ctx.now), { limit, offset });
    return { ...page, limit, offset };
  },
});

export const birthdayOptions: OptionDef[] = [listBirthdays];
