import { readFileSync } from 'node:fs';
import { PASSWORD_MESSAGES, PASSWORD_MIN } from '@costeo/domain/contracts/auth';

/**
 * Django's password validators (AUTH_PASSWORD_VALIDATORS), with their Spanish messages:
 * https://docs.djangoproject.com/en/5.2/topics/auth/passwords/#included-validators
 * Length and all-digits are also in the contract's `passwordSchema` (the forms check them too);
 * similarity and the common-password list need the user and a data file, so they live here.
 */
const MAX_SIMILARITY = 0.7;

let commonPasswords: Set<string> | undefined;

/** The bundled list (lower case, one a line), read on first use. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** difflib.SequenceMatcher.quick_ratio(): shared characters counted as a multiset. */
function quickRatio(a: string, b: string): number {
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = available.get(char) ?? 0;
    if (left > 0) {
      matches += 1;
      available.set(char, left - 1);
    }
  }
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matches) / total;
}

/** Django skips attributes far shorter than the password: they cannot make it "similar". */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const lengthBound = (MAX_SIMILARITY / 2) * password.length;
  return password.length >= 10 * value.length && value.length < lengthBound;
}

function isSimilar(password: string, attribute: string): boolean {
  const value = attribute.toLowerCase();
  if (value === '') return false;
  const parts = [value, ...value.split(/[^\p{L}\p{N}_]+/u)].filter(Boolean);
  const lowered = password.toLowerCase();
  return parts.some(
    (part) =>
      !exceedsMaximumLengthRatio(lowered, part) && quickRatio(lowered, part) >= MAX_SIMILARITY,
  );
}

export interface PasswordOwner {
  username: string;
  email?: string;
}

/** Every rule the password breaks (empty when it is acceptable), in Django's order. */
export function findPasswordProblems(password: string, owner: PasswordOwner): string[] {
  const problems: string[] = [];
  if (isSimilar(password, owner.username)) {
    problems.push(PASSWORD_MESSAGES.similarTo('nombre de usuario'));
  } else if (owner.email && isSimilar(password, owner.email)) {
    problems.push(PASSWORD_MESSAGES.similarTo('dirección de correo electrónico'));
  }
  if (password.length < PASSWORD_MIN) problems.push(PASSWORD_MESSAGES.tooShort);
  if (loadCommonPasswords().has(password.trim().toLowerCase())) {
    problems.push(PASSWORD_MESSAGES.common);
  }
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  return problems;
}
