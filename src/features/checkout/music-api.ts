import { callApi } from '../../lib/api-client.ts';

export interface Track {
  id: number;
  name: string;
  url: string;
}

export async function listMusic(giftcardId?: string): Promise<Track[]> {
  const a = await callApi('giftcard', 'list_music', giftcardId ? { giftcard_id: giftcardId } : {});
  return (a.table as Track[]) ?? [];
}
