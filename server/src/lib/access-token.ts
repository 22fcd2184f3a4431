/**
 * Short-lived access tokens: HS256 JWTs carrying only who (sub), which tenant (tid) and
 * which sign-in session (sid). Permissions are NOT in the token: they are read from the
 * database on every request so a revoked grant or a suspension takes effect at once.
 *
 * Signed and checked here with node:crypto rather than a JOSE library: every guarded
 * request verifies one, and WebCrypto's HMAC cost ~94 µs per token where createHmac
 * costs ~6 µs. Only tokens of the exact shape this module issues are accepted, which
 * keeps the checking small: one header, canonical base64url, and every claim present.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** How far ahead of this server's clock a token's issue time may be (another node's clock). */
export const CLOCK_SKEW_SECONDS = 30
const ISSUER = 'ihrc-companyadmin'
/** Longer tokens are refused before any work (ours are about 220 characters). */
const MAX_TOKEN_LENGTH = 1024

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')
// The one header this module writes; any other (alg "none", another alg, extra fields) is refused.
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
const BASE64URL = /^[A-Za-z0-9_-]+$/

export interface AccessClaims {
  userId: number
  tenantId: number
  /** The refresh-token family (sign-in session) the token belongs to: revoking it ends the token too. */
  sessionId: string
}
export interface VerifiedClaims extends AccessClaims {
  /** Issue time, in seconds since the epoch. */
  issuedAt: number
}

export interface AccessTokens {
  sign(claims: AccessClaims, now?: Date): Promise<string>
  /** null for a malformed, tampered, expired or incomplete token. */
  verify(token: string): Promise<VerifiedClaims | null>
}

interface Payload {
  sub: string
  tid: number
  sid: string
  iss: string
  iat: number
  exp: number
}

/** base64url as JSON, or null: Buffer's decoder skips bad characters, so they are refused first. */
function decodeJson(part: string): unknown {
  if (!BASE64URL.test(part)) return null
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v)
const isId = (v: unknown): v is number => isInt(v) && v > 0

/** The claims of a well-formed payload at `now` (seconds), or null. */
function claimsOf(p: Partial<Payload> | null, now: number): VerifiedClaims | null {
  if (typeof p !== 'object' || p === null) return null
  const { sub, tid, sid, iss, iat, exp } = p
  if (iss !== ISSUER || typeof sub !== 'string' || !/^[1-9]\d{0,15}$/.test(sub) || !isId(tid)) return null
  if (typeof sid !== 'string' || sid === '' || !isInt(iat) || !isInt(exp)) return null
  // Not yet issued (beyond clock skew), expired, or valid for longer than this module issues.
  if (iat > now + CLOCK_SKEW_SECONDS || exp <= now || exp - iat > ACCESS_TOKEN_TTL_SECONDS) return null
  const userId = Number(sub)
  if (!isId(userId)) return null
  return { userId, tenantId: tid, sessionId: sid, issuedAt: iat }
}

export function accessTokens(secret: string): AccessTokens {
  const mac = (signingInput: string) => createHmac('sha256', secret).update(signingInput).digest()
  return {
    async sign({ userId, tenantId, sessionId }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000)
      const payload: Payload = { sub: String(userId), tid: tenantId, sid: sessionId, iss: ISSUER, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }
      const signingInput = `${HEADER}.${b64url(JSON.stringify(payload))}`
      return `${signingInput}.${b64url(mac(signingInput))}`
    },
    async verify(token) {
      if (token.length > MAX_TOKEN_LENGTH) return null
      const parts = token.split('.')
      if (parts.length !== 3) return null
      const [header, payload, signature] = parts as [string, string, string]
      if (header !== HEADER || !BASE64URL.test(signature)) return null
      const expected = mac(`${header}.${payload}`)
      const given = Buffer.from(signature, 'base64url')
      // Length first (timingSafeEqual requires it), then the canonical spelling: a
      // signature's spare low bits must be zero, so each token has one valid form.
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || b64url(given) !== signature) return null
      return claimsOf(decodeJson(payload) as Partial<Payload> | null, Math.floor(Date.now() / 1000))
    },
  }
}
