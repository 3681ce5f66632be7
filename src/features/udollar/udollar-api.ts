import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';
import type { UdollarCardAnswer } from '../../shared/api/schemas/udollar.ts';

/** A card as udollar/list_udollar_giftcards answers it. */
export type UdollarCard = UdollarCardAnswer;

/** A ledger row (date DD/MM/YYYY HH:mm:ss; amount signed, minor units). */
export type UdollarEntry = AnswerOf<'udollar', 'history_udollar_giftcards'>['table'][number];

export async function listCards(): Promise<UdollarCard[]> {
  const a = await callApi('udollar', 'list_udollar_giftcards', { limit: 100 });
  return a.table;
}

export async function cardHistory(id: number): Promise<AnswerOf<'udollar', 'history_udollar_giftcards'>> {
  return callApi('udollar', 'history_udollar_giftcards', { udollar_id: id, limit: 100 });
}
