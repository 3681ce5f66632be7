import { crc32, deflateSync } from 'node:zlib';

/**
 * The images of an Apple pass (icon and logo), drawn here rather than kept as files: the shop's blue tile with a white
 * gift ribbon, at each size Wallet asks for. Plain RGB PNGs, made once per process.
 */
const BRAND = [0x1f, 0x5f, 0xd6];
const WHITE = [0xff, 0xff, 0xff];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A square PNG of `size` pixels: the brand colour with a white cross (the ribbon) through its middle. */
export function ribbonTile(size: number): Buffer {
  const band = Math.max(1, Math.round(size / 7));
  const from = Math.floor((size - band) / 2);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const ribbon = (x >= from && x < from + band) || (y >= from && y < from + band);
      const [r, g, b] = ribbon ? WHITE : BRAND;
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let cached: Record<string, Buffer> | null = null;

/** icon.png (29 pt at 1x, 2x, 3x) and logo.png (50 pt at 1x, 2x), by their names in the pass. */
export function passImages(): Record<string, Buffer> {
  cached ??= {
    'icon.png': ribbonTile(29),
    'icon@2x.png': ribbonTile(58),
    'icon@3x.png': ribbonTile(87),
    'logo.png': ribbonTile(50),
    'logo@2x.png': ribbonTile(100),
  };
  return cached;
}
