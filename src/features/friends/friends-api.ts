import { callApi } from '../../lib/api-client.ts';

export type FriendsTab = 'list_friend' | 'list_facebook' | 'list_friend_request';
export const FRIENDS_TABS: FriendsTab[] = ['list_friend', 'list_facebook', 'list_friend_request'];

export interface Friend {
  friend_id: number;
  friend_name: string;
  friend_profile_picture: string;
}
export interface SocialFriend {
  id: number;
  name: string;
  profile_picture: string;
  status: '' | 'Pending' | 'Pending Approval' | 'Accepted';
}
export interface FriendRequest {
  member_id: number;
  friend_name: string;
  friend_profile_picture: string;
}

export function asTab(value: string): FriendsTab {
  return (FRIENDS_TABS as string[]).includes(value) ? (value as FriendsTab) : 'list_friend';
}

export async function listFriends(name: string): Promise<{ total: number; table: Friend[] }> {
  const a = await callApi('profile', 'list_friend', { order_by: 'ASC', filter_by_name: name || undefined, limit: 100 });
  return { total: Number(a.total ?? 0), table: (a.table as Friend[]) ?? [] };
}

export async function listSocial(): Promise<SocialFriend[]> {
  const a = await callApi('profile', 'list_facebook', { limit: 100 });
  return (a.table as SocialFriend[]) ?? [];
}

export async function listRequests(): Promise<{ total: number; table: FriendRequest[] }> {
  const a = await callApi('profile', 'list_friend_request', { limit: 100 });
  return { total: Number(a.total ?? 0), table: (a.table as FriendRequest[]) ?? [] };
}

export type FriendAction = 'add_friend' | 'accept_friend' | 'reject_friend' | 'remove_friend';

export async function friendAction(action: FriendAction, friendId: number): Promise<string> {
  const a = await callApi('profile', action, { friend_id: friendId });
  return a.message;
}
