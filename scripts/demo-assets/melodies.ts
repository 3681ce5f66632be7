import type { MelodyKey } from '../../src/server/seed/data/music.ts';
import { prng } from '../../src/server/seed/data/prng.ts';

/** Partials as [frequency ratio, amplitude], an attack and an exponential decay time (seconds). */
interface Timbre {
  partials: [number, number][];
  attack: number;
  decay: number;
}

const TIMBRES = {
  bell: {
    partials: [
      [1, 1],
      [2.01, 0.45],
      [3, 0.2],
      [4.2, 0.12],
    ],
    attack: 0.004,
    decay: 0.8,
  },
  soft: {
    partials: [
      [1, 1],
      [2, 0.3],
      [3, 0.1],
    ],
    attack: 0.03,
    decay: 1.4,
  },
  pluck: {
    partials: [
      [1, 1],
      [2, 0.6],
      [3, 0.35],
      [4, 0.2],
      [5, 0.1],
    ],
    attack: 0.002,
    decay: 0.4,
  },
  square: {
    partials: [
      [1, 1],
      [3, 0.33],
      [5, 0.2],
      [7, 0.14],
    ],
    attack: 0.005,
    decay: 0.35,
  },
  bass: {
    partials: [
      [1, 1],
      [2, 0.3],
    ],
    attack: 0.01,
    decay: 0.9,
  },
} satisfies Record<string, Timbre>;

type TimbreKey = keyof typeof TIMBRES;

interface Song {
  /** bars: chord and melody as "NOTE:beats" tokens (R = rest) */
  bars: { chord: string; notes: string }[];
  lead: TimbreKey;
  comp: TimbreKey;
  /** extra percussion */
  extra?: 'sleigh' | 'kick';
}

const SONGS: Record<MelodyKey, Song> = {
  birthday: {
    lead: 'bell',
    comp: 'pluck',
    bars: [
      { chord: 'C', notes: 'G4:1 C5:1 E5:1' },
      { chord: 'F', notes: 'F5:1 A5:1 F5:1' },
      { chord: 'G', notes: 'D5:1 G5:1 B5:1' },
      { chord: 'C', notes: 'C6:2 G5:1' },
      { chord: 'G', notes: 'F5:1 E5:1 D5:1' },
      { chord: 'C', notes: 'C5:3' },
    ],
  },
  thanks: {
    lead: 'soft',
    comp: 'pluck',
    bars: [
      { chord: 'F', notes: 'A4:1 C5:1 F5:2' },
      { chord: 'Bb', notes: 'D5:1 F5:1 Bb4:2' },
      { chord: 'C', notes: 'G4:1 C5:1 E5:1 G5:1' },
      { chord: 'F', notes: 'F5:4' },
    ],
  },
  love: {
    lead: 'soft',
    comp: 'soft',
    bars: [
      { chord: 'Am', notes: 'E5:2 A4:1' },
      { chord: 'F', notes: 'C5:2 F5:1' },
      { chord: 'C', notes: 'E5:1.5 D5:0.5 C5:1' },
      { chord: 'G', notes: 'B4:2 D5:1' },
      { chord: 'F', notes: 'A4:1 C5:1 F5:1' },
      { chord: 'C', notes: 'E5:3' },
    ],
  },
  party: {
    lead: 'square',
    comp: 'pluck',
    extra: 'kick',
    bars: [
      { chord: 'C', notes: 'C5:0.5 E5:0.5 G5:0.5 C6:0.5 G5:0.5 E5:0.5 C5:1' },
      { chord: 'F', notes: 'A5:0.5 F5:0.5 C6:1 A5:0.5 F5:0.5 A5:1' },
      { chord: 'G', notes: 'B5:0.5 G5:0.5 D6:1 B5:0.5 G5:0.5 D5:1' },
      { chord: 'C', notes: 'C6:1 G5:1 C6:2' },
    ],
  },
  // "Jingle Bells" (J. L. Pierpont, 1857, public domain), first phrase of the chorus.
  jingle: {
    lead: 'bell',
    comp: 'pluck',
    extra: 'sleigh',
    bars: [
      { chord: 'G', notes: 'B4:1 B4:1 B4:2' },
      { chord: 'G', notes: 'B4:1 B4:1 B4:2' },
      { chord: 'G', notes: 'B4:1 D5:1 G4:1.5 A4:0.5' },
      { chord: 'G', notes: 'B4:4' },
    ],
  },
  lanterns: {
    lead: 'pluck',
    comp: 'soft',
    bars: [
      { chord: 'C', notes: 'E5:0.5 G5:0.5 A5:1 G5:0.5 E5:0.5 D5:1' },
      { chord: 'Am', notes: 'C5:0.5 D5:0.5 E5:1 G5:1 E5:1' },
      { chord: 'G', notes: 'D5:0.5 E5:0.5 G5:1 A5:0.5 G5:0.5 E5:1' },
      { chord: 'C', notes: 'D5:1 C5:1 C5:2' },
    ],
  },
};

const SEMITONE: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

function midiOf(note: string): number {
  const m = /^([A-G])(#|b)?(\d)$/.exec(note);
  if (!m) throw new Error(`bad note ${note}`);
  return 12 * (Number(m[3]) + 1) + SEMITONE[m[1]] + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0);
}

const freqOf = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** Chord tones (midi) in octave 4: root, third, fifth. */
function chordTones(chord: string): number[] {
  const m = /^([A-G])(#|b)?(m?)$/.exec(chord);
  if (!m) throw new Error(`bad chord ${chord}`);
  const root = midiOf(`${m[1]}${m[2] ?? ''}4`);
  return [root, root + (m[3] ? 3 : 4), root + 7];
}

function addTone(buf: Float32Array, rate: number, start: number, length: number, freq: number, gain: number, t: Timbre): void {
  const release = 0.08;
  const from = Math.floor(start * rate);
  const to = Math.min(buf.length, Math.floor((start + length + release) * rate));
  const nyquist = rate / 2 - 200;
  const partials = t.partials.filter(([ratio]) => freq * ratio < nyquist);
  for (let i = from; i < to; i++) {
    const time = (i - from) / rate;
    let env = Math.min(1, time / t.attack) * Math.exp(-time / t.decay);
    if (time > length) env *= Math.max(0, 1 - (time - length) / release);
    let s = 0;
    for (const [ratio, amp] of partials) s += amp * Math.sin(2 * Math.PI * freq * ratio * time);
    buf[i] += gain * env * s;
  }
}

function addNoiseTick(buf: Float32Array, rate: number, start: number, gain: number, rand: () => number): void {
  const from = Math.floor(start * rate);
  let prev = 0;
  for (let i = 0; i < Math.floor(0.07 * rate) && from + i < buf.length; i++) {
    const white = rand() * 2 - 1;
    buf[from + i] += gain * (white - prev) * Math.exp(-i / (0.018 * rate)); // difference = crude high-pass
    prev = white;
  }
}

function addKick(buf: Float32Array, rate: number, start: number, gain: number): void {
  const from = Math.floor(start * rate);
  let phase = 0;
  for (let i = 0; i < Math.floor(0.16 * rate) && from + i < buf.length; i++) {
    const time = i / rate;
    phase += (2 * Math.PI * (50 + 90 * Math.exp(-time * 30))) / rate;
    buf[from + i] += gain * Math.sin(phase) * Math.exp(-time * 18);
  }
}

/**
 * Renders the melody with an arpeggiated accompaniment and bass into exactly durationMs of audio.
 * The tempo is chosen so that the last note rings out in the final 0.9 s; the track ends with a fade.
 */
export function renderMelody(key: MelodyKey, durationMs: number, rate: number): Float32Array {
  const song = SONGS[key];
  const length = Math.round((durationMs / 1000) * rate);
  const buf = new Float32Array(length);
  const bars = song.bars.map((b) => ({
    chord: b.chord,
    notes: b.notes.split(' ').map((tok) => {
      const [note, beats] = tok.split(':');
      return { note, beats: Number(beats) };
    }),
  }));
  const totalBeats = bars.reduce((s, b) => s + b.notes.reduce((x, nn) => x + nn.beats, 0), 0);
  const beat = (durationMs / 1000 - 0.9) / totalBeats;
  const rand = prng(durationMs);
  let t = 0.05;
  for (const bar of bars) {
    const barBeats = bar.notes.reduce((x, nn) => x + nn.beats, 0);
    const tones = chordTones(bar.chord);
    addTone(buf, rate, t, barBeats * beat, freqOf(tones[0] - 24), 0.32, TIMBRES.bass);
    const arp = [tones[0], tones[1], tones[2], tones[1]];
    for (let i = 0; i < barBeats * 2; i++) addTone(buf, rate, t + (i * beat) / 2, beat / 2, freqOf(arp[i % 4]), 0.12, TIMBRES[song.comp]);
    for (let i = 0; i < barBeats; i++) {
      if (song.extra === 'sleigh') addNoiseTick(buf, rate, t + i * beat, 0.12, rand);
      if (song.extra === 'kick' && i % 2 === 0) addKick(buf, rate, t + i * beat, 0.35);
    }
    let nt = t;
    for (const nn of bar.notes) {
      if (nn.note !== 'R') addTone(buf, rate, nt, nn.beats * beat, freqOf(midiOf(nn.note)), 0.38, TIMBRES[song.lead]);
      nt += nn.beats * beat;
    }
    t += barBeats * beat;
  }
  let peak = 0;
  for (const s of buf) peak = Math.max(peak, Math.abs(s));
  const fade = Math.floor(0.35 * rate);
  for (let i = 0; i < length; i++) {
    let g = 0.85 / (peak || 1);
    if (i > length - fade) g *= (length - i) / fade;
    buf[i] *= g;
  }
  return buf;
}
