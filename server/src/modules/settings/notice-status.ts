/**
 * Global Settings → Status Settings for notices: the label and colour of each of the
 * tenant's notice statuses (its `noticetracker/status` list). GET answers every status in
 * that list (the tenant's choice, else the name in its default colour); PUT sets the ones
 * it names, which must be in the list, in one statement.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  UNKNOWN_NOTICE_STATUS,
  endpoints,
  envelope,
  noticeStatusAppearance,
  noticeStatusKey,
  noticeStatusSetting,
  noticeStatusSettingsBody,
} from '@ihrc/contract'
import { statusSettings } from '../../db/schema'
import { contextOf, routeOf, type RequestContext, type ZodApp } from '../../lib/crud'
import { badRequest } from '../../lib/errors'
import { listNoticeSuggestions } from '../notices/suggestions'

const tags = ['settings/notice-status']
const answer = envelope(noticeStatusSetting.array())

export async function noticeStatusSettings(ctx: RequestContext) {
  const names = (await listNoticeSuggestions(ctx, 'status')).map((s) => s.name)
  const chosen = await ctx.db
    .select({ status: statusSettings.status, label: statusSettings.label, colour: statusSettings.colour })
    .from(statusSettings)
    .where(and(eq(statusSettings.tenantId, ctx.auth.tenantId), eq(statusSettings.module, 'notice')))
  return noticeStatusAppearance(names, chosen)
}

/** A notice status's name → the tenant's label for it (the name itself when the list no longer holds it): what the export writes. */
export async function noticeStatusLabels(ctx: RequestContext): Promise<(status: string) => string> {
  const byKey = new Map((await noticeStatusSettings(ctx)).map((s) => [noticeStatusKey(s.status), s.label]))
  return (status) => byKey.get(noticeStatusKey(status)) ?? status
}

export function noticeStatusRoutes(app: ZodApp): void {
  routeOf(app, endpoints.noticeStatusSettings.get, {
    schema: { tags, response: { 200: answer } },
    handler: async (request) => ({ data: await noticeStatusSettings(contextOf(request)) }),
  })
  routeOf(app, endpoints.noticeStatusSettings.update, {
    schema: { tags, body: noticeStatusSettingsBody, response: { 200: answer } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const known = new Set((await listNoticeSuggestions(ctx, 'status')).map((s) => noticeStatusKey(s.name)))
      const unknown = request.body.statuses.flatMap((s, i) => (known.has(noticeStatusKey(s.status)) ? [] : [i]))
      if (unknown.length) throw badRequest(Object.fromEntries(unknown.map((i) => [`statuses.${i}.status`, UNKNOWN_NOTICE_STATUS])))
      const { tenantId } = ctx.auth
      await ctx.db
        .insert(statusSettings)
        .values(
          request.body.statuses.map((s) => ({
            tenantId,
            module: 'notice' as const,
            status: noticeStatusKey(s.status),
            label: s.label,
            colour: s.colour,
          })),
        )
        .onConflictDoUpdate({
          target: [statusSettings.tenantId, statusSettings.module, statusSettings.status],
          set: { label: sql`excluded.label`, colour: sql`excluded.colour`, updatedAt: new Date() },
        })
      return { data: await noticeStatusSettings(ctx), message: 'Status settings saved' }
    },
  })
}
