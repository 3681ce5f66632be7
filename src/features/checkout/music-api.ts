import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** A track of giftcard/list_music (the contract's type). */
export type Track = AnswerOf<'giftcard', 'list_music'>['table'][number];

export async function listMusic(giftcardId?: string): Promise<Track[]> {
  const a = await callApi('giftcard', 'list_music', giftcardId ? { giftcard_id: giftcardId } : {});
  return a.table;
}
