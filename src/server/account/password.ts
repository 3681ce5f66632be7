import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with argon2id at OWASP's first recommended setting: m = 19 MiB, t = 2, p = 1.
 * Stored as a PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt b64>$<hash b64>.
 */
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  nonce: Buffer,
  p: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce, ...p }, (err, key) => (err ? reject(err) : resolve(Buffer.from(key))));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored ?? '');
  if (!m) {
    // Spend comparable time so that a missing account is not told apart by timing.
    await derive(password, randomBytes(16), PARAMS);
    return false;
  }
  const expected = Buffer.from(m[5], 'base64');
  const actual = await derive(password, Buffer.from(m[4], 'base64'), {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
