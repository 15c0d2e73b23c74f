import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1).
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: an ambient const enum, which isolatedModules cannot read.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the user does not exist, so response time does not
 * tell an attacker which usernames are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('costeo-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
