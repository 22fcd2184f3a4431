/**
 * Password recovery: a single-use link valid for RESET_TOKEN_MINUTES. Only the
 * token's SHA-256 is stored; the link itself exists only in the mail (or the log).
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { RESET_TOKEN_MINUTES } from '@ihrc/contract'
import type { Db } from '../../db/client'
import type { DbOrTx } from '../../db/client'
import { passwordResets, users } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { newSecretToken, tokenHash } from '../../lib/secret-token'
import { endSessionsOf } from './sessions'

export const RESET_LINKS_PER_HOUR = 3

export function passwordResetsStore(db: Db) {
  /** The live (unused, unexpired) reset row for a token, if any. */
  async function live(tx: DbOrTx, token: string, lock: boolean) {
    const query = tx
      .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email, name: users.name })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.hash, tokenHash(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
          eq(users.status, 'active'),
        ),
      )
    const [row] = lock ? await query.for('update', { of: passwordResets }) : await query
    return row
  }

  return {
    /** A reset token for an active user with this email, or null (the caller answers the same either way). */
    async issue(email: string): Promise<{ token: string; name: string; email: string } | null> {
      // The user's row is locked so requests running at once count each other's links.
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, tenantId: users.tenantId, name: users.name, email: users.email })
          .from(users)
          .where(and(eq(users.email, email), eq(users.status, 'active')))
          .for('update')
        if (!user) return null
        // Not a mail cannon: a few links an hour per account, then silence (the answer
        // to the caller stays the same, so this reveals nothing either).
        const [recent] = await tx
          .select({ n: count() })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(Date.now() - 3_600_000))))
        if ((recent?.n ?? 0) >= RESET_LINKS_PER_HOUR) return null
        const token = newSecretToken()
        await tx.insert(passwordResets).values({
          userId: user.id,
          tenantId: user.tenantId,
          hash: tokenHash(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
        })
        return { token, name: user.name, email: user.email }
      })
    },

    async isValid(token: string): Promise<boolean> {
      return (await live(db, token, false)) !== undefined
    },

    /** Whose live link this is (email and name: words a new password must not lean on), or null. */
    async holder(token: string): Promise<{ email: string; name: string } | null> {
      const row = await live(db, token, false)
      return row ? { email: row.email, name: row.name } : null
    },

    /**
     * Sets the new password, ends the user's sessions and spends the token (and any
     * other outstanding link of the user), in one transaction.
     * Returns the user's email, or null when the link is invalid, used or expired.
     */
    async reset(token: string, password: string): Promise<string | null> {
      const passwordHash = await hashPassword(password)
      return db.transaction(async (tx) => {
        const row = await live(tx, token, true)
        if (!row) return null
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId))
        await endSessionsOf(tx, row.userId)
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)))
        return row.email
      })
    },
  }
}
