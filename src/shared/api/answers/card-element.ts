import { z } from 'zod';

/** One element of a card design as every answer carries it (src/shared/card-elements.ts's CardElement). */
export const cardElement = z.object({
  key: z.string(),
  type: z.enum(['text', 'message', 'image', 'music', 'custom_text', 'sticker']),
  placeholder: z.string(),
  content: z.string(),
  xpos: z.number(),
  ypos: z.number(),
  width: z.number(),
  height: z.number(),
  size: z.enum(['s', 'm', 'l']).optional(),
  fontfamily: z.string().optional(),
  fontcolor: z.string().optional(),
  fontsize: z.number().optional(),
  sticker: z.string().optional(),
});
