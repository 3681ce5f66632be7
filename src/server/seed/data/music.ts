export type MelodyKey = 'birthday' | 'thanks' | 'love' | 'party' | 'jingle' | 'lanterns';

export interface MusicSeed {
  id: number;
  name: string;
  nameCn: string;
  nameJp: string;
  /** file under public/demo/music */
  file: string;
  melody: MelodyKey;
  durationMs: number;
}

/** Short synthesized tracks (scripts/demo-assets/melodies.ts renders exactly durationMs). */
export const MUSIC: MusicSeed[] = [
  {
    id: 1,
    name: 'Birthday Bells',
    nameCn: '生日铃声',
    nameJp: 'バースデー・ベル',
    file: 'birthday-bells.wav',
    melody: 'birthday',
    durationMs: 7000,
  },
  {
    id: 2,
    name: 'Thank You Breeze',
    nameCn: '感谢微风',
    nameJp: 'ありがとうの風',
    file: 'thank-you-breeze.wav',
    melody: 'thanks',
    durationMs: 7800,
  },
  {
    id: 3,
    name: 'Sweet Serenade',
    nameCn: '甜蜜小夜曲',
    nameJp: 'スイート・セレナーデ',
    file: 'sweet-serenade.wav',
    melody: 'love',
    durationMs: 8000,
  },
  {
    id: 4,
    name: 'Party Popper',
    nameCn: '派对礼炮',
    nameJp: 'パーティー・クラッカー',
    file: 'party-popper.wav',
    melody: 'party',
    durationMs: 6000,
  },
  {
    id: 5,
    name: 'Jingle Snow',
    nameCn: '叮当雪花',
    nameJp: 'ジングル・スノー',
    file: 'jingle-snow.wav',
    melody: 'jingle',
    durationMs: 6800,
  },
  {
    id: 6,
    name: 'Lucky Lanterns',
    nameCn: '吉祥灯笼',
    nameJp: 'ラッキー・ランタン',
    file: 'lucky-lanterns.wav',
    melody: 'lanterns',
    durationMs: 7500,
  },
];

export const musicPath = (m: MusicSeed): string => `music/${m.file}`;
