/**
 * argon2id with explicit parameters (OWASP minimum: 19 MiB, 2 passes, 1 lane), so a
 * library default changing can never weaken stored hashes silently.
 */
import { readFileSync } from 'node:fs'
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'
import { COMMON_PASSWORD, MIN_PASSWORD_SCORE, weakPasswordMessage } from '@ihrc/contract'
import { badRequest } from './errors'
import { passwordStrength } from './password-strength'

// Algorithm is an ambient const enum (not importable as a value here): 2 = Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id
const PARAMS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false
  }
}

let dummy: Promise<string> | undefined
/** Computes the throw-away hash ahead of the first sign-in (call once at start-up). */
export function warmUpDummy(): void {
  dummy ??= hashPassword('not-a-real-password-but-same-cost')
}
/**
 * Verify against a throw-away hash when the account does not exist, so "no such
 * email" and "wrong password" take the same time.
 */
export async function verifyDummy(password: string): Promise<false> {
  warmUpDummy()
  await verifyPassword(await dummy!, password)
  return false
}

let common: Set<string> | undefined
/** The shipped list (common-passwords.txt: its header says where it comes from), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  )
  return common
}

/**
 * 400 on the password field for a password an attacker would guess: one of the most
 * common (case does not make a listed password safer, so the comparison ignores it), or
 * one zxcvbn estimates below MIN_PASSWORD_SCORE (`aaaaaaaa`, `Admin@12345`, the
 * person's own name or email with a digit). Every place a password is chosen calls this:
 * sign-up, reset and invitation acceptance (the same reset link), a user created with a
 * password. `userInputs`: what is known of the person (email, name, organisation).
 */
export async function assertStrongPassword(password: string, userInputs: readonly string[] = []): Promise<void> {
  if (commonPasswords().has(password.toLowerCase())) throw badRequest({ password: COMMON_PASSWORD })
  const inputs = userInputs.flatMap((i) => [i, ...i.split(/[@.\s]+/)]).filter((i) => i.length >= 3)
  const { score, warning } = await passwordStrength(password, inputs)
  if (score < MIN_PASSWORD_SCORE) throw badRequest({ password: weakPasswordMessage(warning) })
}
