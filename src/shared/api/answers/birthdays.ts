import { z } from 'zod';
import { answer } from './answer-parts.ts';

/** The answers of the birthdays domain (options of the profile group). */
export const birthdaysAnswers = {
  list_birthdays: answer({
    total: z.number(),
    table: z.array(
      z.object({
        id: z.number(),
        /** the friend's name, or their masked phone when they have none */
        name: z.string(),
        profile_picture: z.string(),
        /** the day the next birthday falls on, month and day only (the year of birth is never shown); 29 Feb is 28 Feb in a common year */
        month: z.number(),
        day: z.number(),
        /** days from today (the shop's day, Asia/Singapore) to the birthday: 0 is today */
        days_until: z.number(),
      }),
    ),
    limit: z.number(),
    offset: z.number(),
  }),
};
