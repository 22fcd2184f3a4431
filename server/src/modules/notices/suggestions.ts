/**
 * The notice's suggestion lists (API.md: `noticetracker/notice-type`, `notice-act`,
 * `status`, `criticality`): the defaults every tenant starts from plus the names the
 * tenant added, one of each name ignoring case. GET lists them (`?search=` narrows),
 * POST adds one (201) or answers the existing entry (200).
 */
import { and, asc, eq } from 'drizzle-orm'
import { NOTICE_DEFAULT_SUGGESTIONS, NOTICE_SUGGESTION, type NoticeSuggestionKind } from '@ihrc/contract'
import { noticeSuggestions } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'

export interface Suggestion {
  /** 0 for a default, which is no stored row. */
  id: number
  name: string
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export async function listNoticeSuggestions(ctx: RequestContext, kind: NoticeSuggestionKind, search?: string): Promise<Suggestion[]> {
  const stored = await ctx.db
    .select({ id: noticeSuggestions.id, name: noticeSuggestions.name })
    .from(noticeSuggestions)
    .where(and(eq(noticeSuggestions.tenantId, ctx.auth.tenantId), eq(noticeSuggestions.kind, kind)))
    .orderBy(asc(noticeSuggestions.name))
  const defaults = NOTICE_DEFAULT_SUGGESTIONS[kind].filter((d) => !stored.some((s) => same(s.name, d))).map((name) => ({ id: 0, name }))
  const all = [...defaults, ...stored]
  const needle = search?.trim().toLowerCase()
  return needle ? all.filter((s) => s.name.toLowerCase().includes(needle)) : all
}

/** Adds `name` to the tenant's list unless it (or a default) is there in any case; `created` says which. */
export async function addNoticeSuggestion(ctx: RequestContext, kind: NoticeSuggestionKind, raw: string) {
  const name = raw.trim()
  const existing = (await listNoticeSuggestions(ctx, kind)).find((s) => same(s.name, name))
  if (existing) return { row: existing, created: false }
  const [row] = await ctx.db
    .insert(noticeSuggestions)
    .values({ tenantId: ctx.auth.tenantId, createdBy: ctx.auth.userId, kind, name })
    .onConflictDoNothing()
    .returning({ id: noticeSuggestions.id, name: noticeSuggestions.name })
  // Nothing returned: a concurrent request added the same name a moment ago.
  return row ? { row, created: true } : { row: (await listNoticeSuggestions(ctx, kind)).find((s) => same(s.name, name))!, created: false }
}

/** The names a notice chose join their lists (defaults and known names are left as they are), in the write's transaction. */
export async function addNoticeSuggestions(ctx: RequestContext, names: Partial<Record<NoticeSuggestionKind, string | null>>) {
  const wanted = NOTICE_SUGGESTION.values.flatMap((kind) => {
    const name = names[kind]?.trim()
    return name && !NOTICE_DEFAULT_SUGGESTIONS[kind].some((d) => same(d, name)) ? [{ kind, name }] : []
  })
  if (!wanted.length) return
  await ctx.db
    .insert(noticeSuggestions)
    .values(wanted.map((w) => ({ tenantId: ctx.auth.tenantId, createdBy: ctx.auth.userId, ...w })))
    .onConflictDoNothing()
}
