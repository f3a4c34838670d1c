// argon2id at OWASP's minimum cost (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id.
import { hash, verify } from '@node-rs/argon2';

const cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, cost);

// Verifying against this when no account matches makes a wrong e-mail cost as much as a wrong password.
const dummyHash = hashPassword('no account has this password');

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
