/**
 * Planning a generation of output registers: a request names a branch, a month or a
 * range and (optionally) the forms; it is checked at once (the branch, a format in force
 * for each form and month, every input upload those formats read) and becomes the list
 * of registers the job (generate.ts) makes.
 *
 * The format used for a form and month is the one in force for the branch's state on the
 * month's first day: the tenant's own before the seeded ones, a state's own before one
 * for every state, the latest `effective_from` first.
 */
import { and, eq, inArray } from 'drizzle-orm'
import {
  INPUT_REGISTERS,
  formatApplies,
  formatInputs,
  monthLabel,
  monthsBetween,
  type GenerateBody,
  type InputKind,
  type RegisterFormat,
} from '@ihrc/contract'
import { branches, registerUploads, states } from '../../db/schema'
import type { Db } from '../../db/client'
import type { RequestContext } from '../../lib/crud'
import { badRequest } from '../../lib/errors'
import { registerFormatResource } from './formats'
import { visibleBranch } from './uploads'

/** One register to make: a format for a month. */
export interface Unit {
  month: string
  formatId: number
}
export interface GenerationPayload extends Record<string, unknown> {
  branchId: number
  units: Unit[]
}

/** The format of each form in force for the month in the state, by the rule above. */
export function formatsInForce(formats: readonly RegisterFormat[], start: string, stateCode: string | null): Map<string, RegisterFormat> {
  const rank = (f: RegisterFormat) => [f.seeded ? 0 : 1, f.state_codes.length ? 1 : 0, f.effective_from, f.id] as const
  const better = (a: RegisterFormat, b: RegisterFormat) => {
    const [x, y] = [rank(a), rank(b)]
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!
    return false
  }
  const chosen = new Map<string, RegisterFormat>()
  for (const f of formats) {
    if (!formatApplies(f, start, stateCode)) continue
    const current = chosen.get(f.form)
    if (!current || better(f, current)) chosen.set(f.form, f)
  }
  return chosen
}

async function allFormats(ctx: RequestContext): Promise<RegisterFormat[]> {
  const out: RegisterFormat[] = []
  for await (const batch of registerFormatResource.batches(ctx, { page: 1, page_size: 200 })) out.push(...batch)
  return out
}

async function stateCodeOf(ctx: RequestContext, branchId: number): Promise<{ code: string; name: string }> {
  const [row] = await ctx.db
    .select({ code: states.code, name: states.name })
    .from(branches)
    .innerJoin(states, eq(states.id, branches.stateId))
    .where(and(eq(branches.id, branchId), eq(branches.tenantId, ctx.auth.tenantId)))
  return row!
}

/** The branch's current uploads of the months, by month and kind. */
export async function currentUploads(db: Db | RequestContext['db'], tenantId: number, branchId: number, months: readonly string[]) {
  const rows = await db
    .select({ id: registerUploads.id, kind: registerUploads.kind, month: registerUploads.month })
    .from(registerUploads)
    .where(
      and(
        eq(registerUploads.tenantId, tenantId),
        eq(registerUploads.branchId, branchId),
        eq(registerUploads.status, 'current'),
        inArray(
          registerUploads.month,
          months.map((m) => `${m}-01`),
        ),
      ),
    )
  const out = new Map<string, Map<InputKind, number>>()
  for (const r of rows) {
    const month = r.month.slice(0, 7)
    if (!out.has(month)) out.set(month, new Map())
    out.get(month)!.set(r.kind, r.id)
  }
  return out
}

/**
 * Checks a generation request and lists its registers: 400 naming every month and form
 * without a format in force, and every input upload still missing.
 */
export async function planGeneration(ctx: RequestContext, body: GenerateBody): Promise<GenerationPayload> {
  const branch = await visibleBranch(ctx, body.branch_id)
  const months = monthsBetween(body.from, body.to ?? body.from)
  const state = await stateCodeOf(ctx, branch.id)
  const formats = await allFormats(ctx)
  const wanted = body.forms?.length ? new Set(body.forms) : null
  const uploads = await currentUploads(ctx.db, ctx.auth.tenantId, branch.id, months)
  const problems: string[] = []
  const units: Unit[] = []
  for (const month of months) {
    const inForce = formatsInForce(formats, `${month}-01`, state.code)
    const forms = wanted ? [...wanted] : [...inForce.keys()].sort()
    if (!forms.length) problems.push(`${monthLabel(month)}: no register format is in force for ${state.name}`)
    const missing = new Map<InputKind, string[]>()
    for (const form of forms) {
      const format = inForce.get(form)
      if (!format) {
        problems.push(`${monthLabel(month)}: no format of ${form} is in force for ${state.name}`)
        continue
      }
      for (const kind of formatInputs(format)) {
        if (!uploads.get(month)?.has(kind)) missing.set(kind, [...(missing.get(kind) ?? []), form])
      }
      units.push({ month, formatId: format.id })
    }
    for (const [kind, needing] of missing) {
      problems.push(
        `${monthLabel(month)}: upload the ${INPUT_REGISTERS[kind].label.toLowerCase()} register of ${branch.name} first (${needing.join(', ')} ${needing.length === 1 ? 'needs' : 'need'} it)`,
      )
    }
  }
  if (problems.length) throw badRequest(problems)
  return { branchId: branch.id, units }
}
