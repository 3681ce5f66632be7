import { callApi } from '../../lib/api-client.ts';

/** detail_profile's table (spec field names). */
export interface Profile {
  member_id: number;
  name: string;
  email: string;
  gender: '' | 'Male' | 'Female';
  dob: string;
  phone_prefix: string;
  phone_number: string;
  country_id: number;
  country: string;
  profile_picture: string;
  billing_address: string;
  billing_postcode: string;
  billing_state: string;
  billing_country_id: number;
  billing_country: string;
  shipping_address: string;
  shipping_postcode: string;
  shipping_state: string;
  shipping_country_id: number;
  shipping_country: string;
  referral_code: string;
  fb_account_id: string;
  points: number;
  total_friends: number;
}

export async function loadProfile(): Promise<Profile> {
  const answer = await callApi('profile', 'detail_profile');
  return answer.table as Profile;
}
