export type MelodyKey = 'birthday' | 'thanks' | 'love' | 'party' | 'jingle' | 'lanterns';

export interface MusicSeed {
  id: number;
  name: string;
  /** file under public/demo/music */
  file: string;
  melody: MelodyKey;
  durationMs: number;
}

/** Short synthesized tracks (scripts/demo-assets/melodies.ts renders exactly durationMs). */
export const MUSIC: MusicSeed[] = [
  { id: 1, name: 'Birthday Bells', file: 'birthday-bells.wav', melody: 'birthday', durationMs: 7000 },
  { id: 2, name: 'Thank You Breeze', file: 'thank-you-breeze.wav', melody: 'thanks', durationMs: 7800 },
  { id: 3, name: 'Sweet Serenade', file: 'sweet-serenade.wav', melody: 'love', durationMs: 8000 },
  { id: 4, name: 'Party Popper', file: 'party-popper.wav', melody: 'party', durationMs: 6000 },
  { id: 5, name: 'Jingle Snow', file: 'jingle-snow.wav', melody: 'jingle', durationMs: 6800 },
  { id: 6, name: 'Lucky Lanterns', file: 'lucky-lanterns.wav', melody: 'lanterns', durationMs: 7500 },
];

export const musicPath = (m: MusicSeed): string => `music/${m.file}`;
