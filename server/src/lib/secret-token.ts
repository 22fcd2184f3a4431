import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: for refresh tokens and password reset links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps instead of the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
