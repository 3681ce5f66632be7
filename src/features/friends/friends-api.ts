import { callApi } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../shared/api/answers/index.ts';

export type FriendsTab = 'list_friend' | 'list_facebook' | 'list_friend_request';
export const FRIENDS_TABS: FriendsTab[] = ['list_friend', 'list_facebook', 'list_friend_request'];

/** The contract's rows of list_friend, list_facebook and list_friend_request. */
export type Friend = AnswerOf<'profile', 'list_friend'>['table'][number];
export type SocialFriend = AnswerOf<'profile', 'list_facebook'>['table'][number];
export type FriendRequest = AnswerOf<'profile', 'list_friend_request'>['table'][number];

export function asTab(value: string): FriendsTab {
  return (FRIENDS_TABS as string[]).includes(value) ? (value as FriendsTab) : 'list_friend';
}

export async function listFriends(name: string): Promise<{ total: number; table: Friend[] }> {
  const a = await callApi('profile', 'list_friend', { order_by: 'ASC', filter_by_name: name || undefined, limit: 100 });
  return { total: a.total, table: a.table };
}

export async function listSocial(): Promise<SocialFriend[]> {
  const a = await callApi('profile', 'list_facebook', { limit: 100 });
  return a.table;
}

export async function listRequests(): Promise<{ total: number; table: FriendRequest[] }> {
  const a = await callApi('profile', 'list_friend_request', { limit: 100 });
  return { total: a.total, table: a.table };
}

export type FriendAction = 'add_friend' | 'accept_friend' | 'reject_friend' | 'remove_friend';

export async function friendAction(action: FriendAction, friendId: number): Promise<string> {
  const a = await callApi('profile', action, { friend_id: friendId });
  return a.message;
}

/** Links the member's Facebook id (verified on the server with the access token). */
export async function linkFacebook(facebookId: string, accessToken: string): Promise<void> {
  await callApi('profile', 'update_facebook_id', { facebook_id: facebookId, access_token: accessToken });
}

/** Hands the server the member's Facebook friends (their social ids) to match against members. */
export async function sendFacebookContacts(ids: string[]): Promise<void> {
  await callApi('profile', 'facebook_member', { contacts: JSON.stringify(ids) });
}
