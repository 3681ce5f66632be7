/**
 * What a voice note really is, read from its bytes (decision 0259): browsers record audio/webm with Opus (Chromium,
 * Firefox) or audio/mp4 with AAC (Safari), so both are accepted, audio only, and its length is measured from the
 * container (Chromium's MediaRecorder writes no duration, so a WebM's length is its last block's time).
 */
export interface VoiceProbe {
  mime: 'audio/webm' | 'audio/mp4';
  ext: 'webm' | 'm4a';
  /** milliseconds */
  ms: number;
}

export type VoiceRefusal = 'not_audio' | 'has_video' | 'unknown_length';

export function probeVoice(b: Uint8Array): VoiceProbe | VoiceRefusal {
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return probeWebm(b);
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') return probeMp4(b);
  return 'not_audio';
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

// ---- WebM (EBML) ----

/** A variable-length integer at `at`: its length and value (`keepMarker` for element ids); null past the end. */
function vint(b: Uint8Array, at: number, keepMarker: boolean): { len: number; value: number; unknown: boolean } | null {
  if (at >= b.length) return null;
  const first = b[at];
  let len = 1;
  while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
  if (len > 8 || at + len > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> len);
  let allOnes = value === 0xff >> len;
  for (let i = 1; i < len; i++) {
    value = value * 256 + b[at + i];
    if (b[at + i] !== 0xff) allOnes = false;
  }
  return { len, value, unknown: !keepMarker && allOnes };
}

const readUint = (b: Uint8Array, at: number, size: number) => {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + b[at + i];
  return v;
};

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const INFO = 0x1549a966;
const BLOCK_GROUP = 0xa0;
/** master elements whose children are read in the same flat walk (their sizes may be unknown in a live recording) */
const MASTERS = new Set([SEGMENT, CLUSTER, TRACKS, TRACK_ENTRY, INFO, BLOCK_GROUP]);

function probeWebm(b: Uint8Array): VoiceProbe | VoiceRefusal {
  let scale = 1_000_000; // ns per timecode unit
  let declared = 0;
  let cluster = 0;
  let last = 0;
  let docType = '';
  const codecs: string[] = [];
  const trackTypes: number[] = [];
  let at = 0;
  while (at < b.length) {
    const id = vint(b, at, true);
    if (!id) break;
    const size = vint(b, at + id.len, false);
    if (!size) break;
    const body = at + id.len + size.len;
    if (id.value === 0x1a45dfa3 || MASTERS.has(id.value)) {
      at = body; // read its children in place
      continue;
    }
    if (size.unknown || body + size.value > b.length) break;
    const v = b.subarray(body, body + size.value);
    switch (id.value) {
      case 0x4282:
        docType = ascii(v, 0, v.length);
        break;
      case 0x2ad7b1:
        scale = readUint(v, 0, v.length);
        break;
      case 0x4489:
        declared =
          v.length === 4 ? new DataView(v.buffer, v.byteOffset, 4).getFloat32(0) : new DataView(v.buffer, v.byteOffset, 8).getFloat64(0);
        break;
      case 0x83:
        trackTypes.push(readUint(v, 0, v.length));
        break;
      case 0x86:
        codecs.push(ascii(v, 0, v.length));
        break;
      case 0xe7:
        cluster = readUint(v, 0, v.length);
        break;
      case 0xa3:
      case 0xa1: {
        const track = vint(v, 0, false);
        if (track && v.length >= track.len + 2) {
          const rel = new DataView(v.buffer, v.byteOffset + track.len, 2).getInt16(0);
          last = Math.max(last, cluster + rel);
        }
        break;
      }
    }
    at = body + size.value;
  }
  if (docType !== 'webm' && docType !== 'matroska') return 'not_audio';
  if (trackTypes.some((t) => t !== 2) || codecs.some((c) => c.startsWith('V_'))) return 'has_video';
  if (trackTypes.length === 0 || !codecs.every((c) => c === 'A_OPUS')) return 'not_audio';
  // the last block starts at `last`; an Opus frame lasts 20 ms
  const ms = Math.max((declared * scale) / 1e6, (last * scale) / 1e6 + (last > 0 ? 20 : 0));
  if (!(ms > 0)) return 'unknown_length';
  return { mime: 'audio/webm', ext: 'webm', ms: Math.round(ms) };
}

// ---- MP4 (ISO BMFF) ----

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(b: Uint8Array, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = readUint(b, at, 4);
    const type = ascii(b, at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = readUint(b, at + 8, 8);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mvex']);

function probeMp4(b: Uint8Array): VoiceProbe | VoiceRefusal {
  let movieScale = 0;
  let movieDuration = 0;
  let trackScale = 0;
  let trackDuration = 0;
  let fragments = 0;
  let defaultDuration = 0;
  const handlers: string[] = [];
  const codecs: string[] = [];
  const walk = (from: number, to: number) => {
    for (const box of boxes(b, from, to)) {
      if (CONTAINERS.has(box.type)) walk(box.start, box.end);
      else if (box.type === 'mvhd' || box.type === 'mdhd') {
        const v1 = b[box.start] === 1;
        const scale = readUint(b, box.start + (v1 ? 20 : 12), 4);
        const duration = readUint(b, box.start + (v1 ? 24 : 16), v1 ? 8 : 4);
        if (box.type === 'mvhd') [movieScale, movieDuration] = [scale, duration];
        else [trackScale, trackDuration] = [scale, Math.max(trackDuration, duration)];
      } else if (box.type === 'hdlr') handlers.push(ascii(b, box.start + 8, box.start + 12));
      else if (box.type === 'stsd') {
        for (const entry of boxes(b, box.start + 8, box.end)) codecs.push(entry.type);
      } else if (box.type === 'trex') defaultDuration = readUint(b, box.start + 12, 4);
      else if (box.type === 'tfhd') {
        const flags = readUint(b, box.start + 1, 3);
        let at = box.start + 8;
        if (flags & 0x01) at += 8;
        if (flags & 0x02) at += 4;
        if (flags & 0x08) defaultDuration = readUint(b, at, 4);
      } else if (box.type === 'trun') {
        const flags = readUint(b, box.start + 1, 3);
        const count = readUint(b, box.start + 4, 4);
        let at = box.start + 8;
        if (flags & 0x01) at += 4;
        if (flags & 0x04) at += 4;
        const per = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
        for (let i = 0; i < count && at + per <= box.end; i++, at += per) fragments += flags & 0x100 ? readUint(b, at, 4) : defaultDuration;
      }
    }
  };
  walk(0, b.length);
  if (handlers.includes('vide') || codecs.some((c) => ['avc1', 'hvc1', 'hev1', 'vp09', 'av01'].includes(c))) return 'has_video';
  if (!handlers.includes('soun') || !codecs.includes('mp4a')) return 'not_audio';
  const candidates = [
    movieScale > 0 ? (movieDuration * 1000) / movieScale : 0,
    trackScale > 0 ? (trackDuration * 1000) / trackScale : 0,
    trackScale > 0 ? (fragments * 1000) / trackScale : 0,
  ];
  const ms = Math.max(...candidates);
  if (!(ms > 0)) return 'unknown_length';
  return { mime: 'audio/mp4', ext: 'm4a', ms: Math.round(ms) };
}
