import type { CountryKey } from './countries.ts';

export const DEMO_PASSWORD = 'ugift-demo';

export interface MemberSeed {
  id: number;
  country: CountryKey;
  phonePrefix: string;
  phoneNumber: string;
  name: string;
  email: string;
  gender: '' | 'Male' | 'Female';
  dob: string | null;
  referralCode: string;
  referredBy: number | null;
  legacyPassword: boolean;
  points: number;
  createdDaysAgo: number;
  billing?: { address: string; postcode: string; state: string; country: CountryKey };
  /** the birthday falls this many days after the seed runs (dob keeps its year), so "Upcoming birthdays" shows */
  birthdayInDays?: number;
}

export const DEMO_MEMBER_ID = 1;

export const MEMBERS: MemberSeed[] = [
  {
    id: DEMO_MEMBER_ID,
    country: 'SG',
    phonePrefix: '+65',
    phoneNumber: '91234567',
    name: 'Alex Tan',
    email: 'alex.tan@example.com',
    gender: 'Male',
    dob: '1994-03-18',
    referralCode: 'ALEX2026',
    referredBy: null,
    legacyPassword: false,
    points: 5000,
    createdDaysAgo: 240,
    billing: { address: '12 Marina Boulevard, #18-05', postcode: '018982', state: 'Singapore', country: 'SG' },
  },
  {
    id: 2,
    country: 'SG',
    phonePrefix: '+65',
    phoneNumber: '92345678',
    name: 'Mei Ling Wong',
    email: 'meiling.wong@example.com',
    gender: 'Female',
    dob: '1996-07-02',
    birthdayInDays: 4,
    referralCode: 'MEILING8',
    referredBy: DEMO_MEMBER_ID,
    legacyPassword: false,
    points: 0,
    createdDaysAgo: 120,
  },
  {
    id: 3,
    country: 'MY',
    phonePrefix: '+60',
    phoneNumber: '123456789',
    name: 'Raj Kumar',
    email: 'raj.kumar@example.com',
    gender: 'Male',
    dob: '1991-11-23',
    referralCode: 'RAJK2026',
    referredBy: DEMO_MEMBER_ID,
    legacyPassword: false,
    points: 0,
    createdDaysAgo: 75,
  },
  {
    id: 4,
    country: 'JP',
    phonePrefix: '+81',
    phoneNumber: '9012345678',
    name: 'Yuki Sato',
    email: 'yuki.sato@example.com',
    gender: 'Female',
    dob: '1998-04-09',
    referralCode: 'YUKI0409',
    referredBy: null,
    legacyPassword: false,
    points: 0,
    createdDaysAgo: 200,
  },
  {
    id: 5,
    country: 'CN',
    phonePrefix: '+86',
    phoneNumber: '13812345678',
    name: 'Chen Wei',
    email: 'chen.wei@example.com',
    gender: 'Male',
    dob: '1993-09-30',
    referralCode: 'CHENWEI9',
    referredBy: null,
    legacyPassword: false,
    points: 0,
    createdDaysAgo: 40,
  },
  {
    id: 6,
    country: 'MY',
    phonePrefix: '+60',
    phoneNumber: '198765432',
    name: 'Nurul Aisyah',
    email: 'nurul.aisyah@example.com',
    gender: 'Female',
    dob: '2000-01-15',
    referralCode: 'NURUL2K',
    referredBy: null,
    legacyPassword: false,
    points: 0,
    createdDaysAgo: 30,
  },
  {
    id: 7,
    country: 'SG',
    phonePrefix: '+65',
    phoneNumber: '90000001',
    name: 'Legacy Lim',
    email: 'legacy.lim@example.com',
    gender: '',
    dob: null,
    referralCode: 'LEGACY01',
    referredBy: null,
    legacyPassword: true,
    points: 0,
    createdDaysAgo: 900,
  },
  // Two more members of the old system, so the "legacy member sets a new password" journey can run repeatedly
  // (each run uses one up: once the password is reset, the member is no longer a legacy member).
  ...[
    { id: 8, phoneNumber: '90000002', name: 'Legacy Loh', referralCode: 'LEGACY02' },
    { id: 9, phoneNumber: '90000003', name: 'Legacy Lau', referralCode: 'LEGACY03' },
  ].map(
    (m): MemberSeed => ({
      ...m,
      country: 'SG',
      phonePrefix: '+65',
      email: `${m.name.toLowerCase().replace(' ', '.')}@example.com`,
      gender: '',
      dob: null,
      referredBy: null,
      legacyPassword: true,
      points: 0,
      createdDaysAgo: 900,
    }),
  ),
];

export interface FriendshipSeed {
  requester: number;
  addressee: number;
  status: 'Accepted' | 'Pending';
  daysAgo: number;
}

/** The demo member has 3 friends, 1 incoming and 1 outgoing request. */
export const FRIENDSHIPS: FriendshipSeed[] = [
  { requester: 1, addressee: 2, status: 'Accepted', daysAgo: 110 },
  { requester: 3, addressee: 1, status: 'Accepted', daysAgo: 70 },
  { requester: 1, addressee: 4, status: 'Accepted', daysAgo: 150 },
  { requester: 5, addressee: 1, status: 'Pending', daysAgo: 2 },
  { requester: 1, addressee: 6, status: 'Pending', daysAgo: 5 },
  { requester: 2, addressee: 3, status: 'Accepted', daysAgo: 60 },
];
