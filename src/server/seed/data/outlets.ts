import type { CountryKey } from './countries.ts';

export interface MallSeed {
  key: string;
  name: string;
  address: string;
  tel: string;
}

/** Shopping centres where the offline brands have (fictional) outlets. */
export const MALLS: Record<CountryKey, MallSeed[]> = {
  SG: [
    { key: 'orchard', name: 'ION Orchard', address: '2 Orchard Turn, #B2-31, Singapore 238801', tel: '+65 6238 1021' },
    { key: 'vivocity', name: 'VivoCity', address: '1 HarbourFront Walk, #01-112, Singapore 098585', tel: '+65 6376 9002' },
    { key: 'jewel', name: 'Jewel Changi Airport', address: '78 Airport Boulevard, #02-215, Singapore 819666', tel: '+65 6241 5530' },
    { key: 'tampines', name: 'Tampines Mall', address: '4 Tampines Central 5, #03-12, Singapore 529510', tel: '+65 6789 0413' },
  ],
  MY: [
    {
      key: 'pavilion',
      name: 'Pavilion Kuala Lumpur',
      address: 'Lot 3.12, 168 Jalan Bukit Bintang, 55100 Kuala Lumpur',
      tel: '+60 3-2141 8800',
    },
    { key: 'midvalley', name: 'Mid Valley Megamall', address: 'LG-041, Lingkaran Syed Putra, 59200 Kuala Lumpur', tel: '+60 3-2938 3111' },
    { key: 'sunway', name: 'Sunway Pyramid', address: 'G1.88, 3 Jalan PJS 11/15, 47500 Subang Jaya, Selangor', tel: '+60 3-7494 3020' },
    { key: 'gurney', name: 'Gurney Plaza', address: '170-02-15, Persiaran Gurney, 10250 George Town, Penang', tel: '+60 4-228 1111' },
  ],
  JP: [
    { key: 'shibuya', name: 'Shibuya', address: '2-24-12 Shibuya, Shibuya-ku, Tokyo 150-0002, 4F', tel: '+81 3-6450-1234' },
    { key: 'ginza', name: 'Ginza', address: '6-10-1 Ginza, Chuo-ku, Tokyo 104-0061, B2F', tel: '+81 3-6264-5678' },
    { key: 'umeda', name: 'Umeda', address: '3-1-3 Umeda, Kita-ku, Osaka 530-0001, 3F', tel: '+81 6-6345-2468' },
    { key: 'sapporo', name: 'Sapporo Station', address: '2-5 Kita 5 Jonishi, Chuo-ku, Sapporo 060-0005, 6F', tel: '+81 11-209-1357' },
  ],
  CN: [
    { key: 'pudong', name: 'Shanghai IFC Mall', address: 'L2-21, 8 Century Avenue, Pudong, Shanghai 200120', tel: '+86 21 2020 7788' },
    { key: 'sanlitun', name: 'Taikoo Li Sanlitun', address: 'S3-15, 19 Sanlitun Road, Chaoyang, Beijing 100027', tel: '+86 10 6417 6110' },
    { key: 'mixc', name: 'MixC Shenzhen', address: "B1-42, 1881 Bao'an South Road, Luohu, Shenzhen 518001", tel: '+86 755 8266 8266' },
    { key: 'tianhe', name: 'Tianhe City', address: '3F-308, 208 Tianhe Road, Tianhe, Guangzhou 510620', tel: '+86 20 8559 0000' },
  ],
};
