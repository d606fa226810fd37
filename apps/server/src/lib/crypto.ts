import { hash as digest, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// One call, no Hash object: a third of createHash's cost, and every signed-in request hashes its token.
export const sha256 = (value: string) => digest('sha256', value, 'hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random code of `length` decimal digits (leading zeros allowed). */
export const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

export const hashPassword = (password: string) => hash(password);

// A real hash of a random secret: verifying against it costs what a real account costs, so an
// unknown email takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hash(randomToken());
  const ok = await verify(passwordHash ?? (await decoyHash), password).catch(() => false);
  return passwordHash !== null && ok;
}
