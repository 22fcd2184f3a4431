/**
 * Global Settings → Status Settings: the tenant's label and colour per due-item status.
 * GET answers every status (the tenant's choice, else the default); PUT sets the ones
 * it names, in one statement.
 */
import { and, eq, sql } from 'drizzle-orm'
import { envelope, statusAppearance, statusSetting, statusSettingsBody, type ShownStatus, endpoints } from '@ihrc/contract'
import { statusSettings } from '../../db/schema'
import { contextOf, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'

const tags = ['settings/status']
const answer = envelope(statusSetting.array())

async function appearance({ db, auth }: RequestContext) {
  const chosen = await db
    .select({ status: statusSettings.status, label: statusSettings.label, colour: statusSettings.colour })
    .from(statusSettings)
    .where(and(eq(statusSettings.tenantId, auth.tenantId), eq(statusSettings.module, 'due_item')))
  return statusAppearance(chosen as { status: ShownStatus; label: string; colour: string }[])
}

/**
 * The tenant's word for each status, as its screens write it: what exports and
 * certificates write too (issue 19 item 14), so a renamed status reads the same on
 * screen and on paper.
 */
export async function statusLabels(ctx: RequestContext): Promise<Record<ShownStatus, string>> {
  return Object.fromEntries((await appearance(ctx)).map((s) => [s.status, s.label])) as Record<ShownStatus, string>
}

export function statusRoutes(app: ZodApp): void {
  routeOf(app, endpoints.statusSettings.get, {
    schema: { tags, response: { 200: answer } },
    handler: async (request) => ({
      data: await appearance(contextOf(request)),
    }),
  })
  routeOf(app, endpoints.statusSettings.update, {
    schema: { tags, body: statusSettingsBody, response: { 200: answer } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const { tenantId } = ctx.auth
      await ctx.db
        .insert(statusSettings)
        .values(request.body.statuses.map((s) => ({ tenantId, status: s.status, label: s.label, colour: s.colour })))
        .onConflictDoUpdate({
          target: [statusSettings.tenantId, statusSettings.module, statusSettings.status],
          set: { label: sql`excluded.label`, colour: sql`excluded.colour`, updatedAt: new Date() },
        })
      return { data: await appearance(ctx), message: 'Status settings saved' }
    },
  })
}
