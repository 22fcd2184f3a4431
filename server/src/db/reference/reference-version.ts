/**
 * Reference data that the code owns and may correct (the statutory facts, the compliance
 * library): applied again only when it changed. Its digest is kept in `reference_versions`,
 * so an ordinary start reads one row and skips; a changed data set is applied in one
 * transaction under an advisory lock, so nodes starting together apply it once.
 */
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { referenceVersions } from '../schema'
import type { DbOrTx } from '../client'

export function digestOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex')
}

async function storedDigest(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db.select({ digest: referenceVersions.digest }).from(referenceVersions).where(eq(referenceVersions.name, name))
  return row?.digest
}

/** Runs `apply` when `data` differs from what was last applied under `name`; true when it ran. */
export async function applyWhenChanged(db: DbOrTx, name: string, data: unknown, apply: (tx: DbOrTx) => Promise<void>): Promise<boolean> {
  const digest = digestOf(data)
  if ((await storedDigest(db, name)) === digest) return false
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference:${name}`}))`)
    // Another node may have applied it while this one waited for the lock.
    if ((await storedDigest(tx, name)) === digest) return false
    await apply(tx)
    await tx.insert(referenceVersions).values({ name, digest }).onConflictDoUpdate({ target: referenceVersions.name, set: { digest } })
    return true
  })
}
