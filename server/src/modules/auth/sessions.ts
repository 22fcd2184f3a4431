/**
 * Sessions: a 15-minute access JWT plus an opaque refresh token that rotates on every
 * use. Each sign-in starts a token family; presenting a refresh token that was already
 * spent means it was copied, so the whole family is revoked (the thief's and the
 * owner's tokens alike) and both must sign in again.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { DbOrTx } from '../../db/client'
import { refreshTokens, users } from '../../db/schema'
import type { AccessTokens } from '../../lib/access-token'
import { newSecretToken, tokenHash } from '../../lib/secret-token'

export const REFRESH_TOKEN_DAYS = 30

export interface Pair {
  token: string
  refresh_token: string
}

interface Who {
  userId: number
  tenantId: number
}

async function storeRefreshToken(db: DbOrTx, who: Who, family: string): Promise<string> {
  const token = newSecretToken()
  await db.insert(refreshTokens).values({
    userId: who.userId,
    tenantId: who.tenantId,
    hash: tokenHash(token),
    family,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  })
  return token
}

/**
 * Ends every session of the user now: their refresh tokens are revoked (which also ends
 * the access tokens of those sessions on their next request) and access tokens issued
 * before now are refused. After a password reset, a new e-mail or a suspension.
 */
export async function endSessionsOf(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, userId))
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}

export type RotateResult = { ok: true; who: Who; refreshToken: string; family: string } | { ok: false }

export function sessions(db: Db, tokens: AccessTokens) {
  async function endSession(family: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
  }

  return {
    /** A new family for a fresh sign-in. */
    async start(who: Who): Promise<Pair> {
      // Housekeeping, scoped to this user: expired tokens can no longer be reused, so
      // they carry no information worth keeping.
      await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, who.userId), lt(refreshTokens.expiresAt, new Date())))
      const family = randomUUID()
      const refresh_token = await storeRefreshToken(db, who, family)
      return { token: await tokens.sign({ ...who, sessionId: family }), refresh_token }
    },

    accessToken(who: Who, sessionId: string): Promise<string> {
      return tokens.sign({ ...who, sessionId })
    },

    /**
     * Spends `presented` and mints its successor in the same family. Reuse of a spent
     * token revokes the family; the revocation is committed even though the caller
     * answers 401.
     */
    async rotate(presented: string): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.hash, tokenHash(presented)))
          .for('update')
        if (!row || row.revokedAt) return { ok: false as const }
        if (row.spentAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)))
          return { ok: false as const }
        }
        if (row.expiresAt.getTime() <= Date.now()) return { ok: false as const }
        await tx.update(refreshTokens).set({ spentAt: new Date() }).where(eq(refreshTokens.id, row.id))
        const who = { userId: row.userId, tenantId: row.tenantId }
        return { ok: true as const, who, family: row.family, refreshToken: await storeRefreshToken(tx, who, row.family) }
      })
    },

    /** Logout: the presented token's whole family stops working. */
    async revokeFamilyOf(presented: string): Promise<void> {
      const [row] = await db
        .select({ family: refreshTokens.family })
        .from(refreshTokens)
        .where(eq(refreshTokens.hash, tokenHash(presented)))
      if (row) await endSession(row.family)
    },

    /** Logout with an access token: its session (the family its `sid` names) stops working. */
    endSession,
  }
}
export type Sessions = ReturnType<typeof sessions>
