/**
 * Generating output registers: a request names a branch, a month or a range and
 * (optionally) the forms; it is checked at once (the branch, a format in force for each
 * form and month, every input upload those formats read) and queued as a background
 * job; the job lays out each register (layout.ts), writes its xlsx and PDF in a worker
 * (render.ts) and stores them, reporting its progress register by register.
 *
 * The format used for a form and month is the one in force for the branch's state on the
 * month's first day: the tenant's own before the seeded ones, a state's own before one
 * for every state, the latest `effective_from` first.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { unlink } from 'node:fs/promises'
import {
  INPUT_REGISTERS,
  formatApplies,
  formatInputs,
  monthLabel,
  monthsBetween,
  registerMonth,
  type GenerateBody,
  type InputKind,
  type InputRowValues,
  type RegisterFormat,
  type TitlePlaceholder,
} from '@ihrc/contract'
import { branches, companies, esiSetups, outputRegisters, pfSetups, registerRows, registerUploads, states } from '../../db/schema'
import type { Db } from '../../db/client'
import { recordAudit } from '../../lib/crud/audit-trail'
import type { RequestContext } from '../../lib/crud'
import { badRequest } from '../../lib/errors'
import type { FileStore } from '../../lib/file-store'
import { JobFailure, type RunningJob } from '../../lib/jobs'
import type { AuthContext } from '../../plugins/access'
import { registerFormatResource } from './formats'
import { layoutRegister, type InputRows } from './layout'
import { registerRenderer } from './render'
import { visibleBranch } from './uploads'

export const GENERATION_JOB = 'register-generation'
export const OUTPUT_PATH = 'registers/output'

/** One register to make: a format for a month. */
interface Unit {
  month: string
  formatId: number
}
interface GenerationPayload extends Record<string, unknown> {
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
async function currentUploads(db: Db | RequestContext['db'], tenantId: number, branchId: number, months: readonly string[]) {
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

/** The title block's facts of a branch and month. */
async function establishmentFacts(db: Db, tenantId: number, branchId: number, month: string): Promise<Record<TitlePlaceholder, string>> {
  const { rows } = await db.execute<{
    branch: string
    company: string
    address: string
    state: string
    se: string | null
    pf: string | null
    esi: string | null
  }>(sql`
    select b.name as branch, c.name as company, b.address, s.name as state, b.se_registration_number as se,
      (select string_agg(distinct p.pf_code, ', ') from ${pfSetups} p where p.tenant_id = b.tenant_id and p.company_id = b.company_id) as pf,
      (select string_agg(distinct e.esi_code, ', ') from ${esiSetups} e where e.tenant_id = b.tenant_id and e.company_id = b.company_id) as esi
    from ${branches} b join ${companies} c on c.id = b.company_id join ${states} s on s.id = b.state_id
    where b.id = ${branchId} and b.tenant_id = ${tenantId}`)
  const r = rows[0]
  if (!r) throw new JobFailure('The branch no longer exists')
  const m = registerMonth(month)
  const day = (iso: string) => iso.split('-').reverse().join('-')
  return {
    establishment: `${r.company}, ${r.branch}`,
    company: r.company,
    branch: r.branch,
    address: r.address,
    state: r.state,
    se_registration: r.se ?? '—',
    pf_codes: r.pf ?? '—',
    esi_codes: r.esi ?? '—',
    month: monthLabel(month),
    period_from: day(m.start),
    period_to: day(m.end),
  }
}

/** An upload's rows in their sheet order. */
async function rowsOf(db: Db, tenantId: number, uploadId: number): Promise<InputRows> {
  const found = await db
    .select({ employeeCode: registerRows.employeeCode, values: registerRows.values })
    .from(registerRows)
    .where(and(eq(registerRows.tenantId, tenantId), eq(registerRows.uploadId, uploadId)))
    .orderBy(registerRows.rowNumber)
  return { rows: found as { employeeCode: string; values: InputRowValues }[] }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'register'

/** The job's work: every register of the plan, one after the other, each stored as it is made. */
export function generationHandler(db: Db, files: FileStore) {
  return async (job: RunningJob): Promise<Record<string, unknown>> => {
    const { branchId, units } = job.payload as GenerationPayload
    // The request was checked against the user's scope when it was queued; the job reads what the plan names.
    const auth: AuthContext = { tenantId: job.tenantId, userId: job.userId, type: 'admin', permissions: [], branchIds: null }
    const ctx: RequestContext = { db, auth, files }
    const renderer = await registerRenderer()
    const made: number[] = []
    try {
      for (const [i, unit] of units.entries()) {
        made.push(await generateOne(ctx, renderer, branchId, unit))
        await job.progress(i + 1, units.length)
      }
    } finally {
      await renderer.close()
    }
    return { register_ids: made }
  }
}

async function generateOne(
  ctx: RequestContext,
  renderer: Awaited<ReturnType<typeof registerRenderer>>,
  branchId: number,
  unit: Unit,
): Promise<number> {
  const db = ctx.db as Db
  const { tenantId } = ctx.auth
  const format = await registerFormatResource.get(ctx, unit.formatId).catch(() => {
    throw new JobFailure('A register format was deleted while the registers were being generated; generate again')
  })
  const kinds = formatInputs(format)
  const uploads = (await currentUploads(db, tenantId, branchId, [unit.month])).get(unit.month) ?? new Map<InputKind, number>()
  const missing = kinds.filter((k) => !uploads.has(k))
  if (missing.length)
    throw new JobFailure(
      `${monthLabel(unit.month)}: the ${missing.map((k) => INPUT_REGISTERS[k].label.toLowerCase()).join(' and ')} register was removed; upload it and generate again`,
    )
  const inputs: Partial<Record<InputKind, InputRows>> = {}
  for (const kind of kinds) inputs[kind] = await rowsOf(db, tenantId, uploads.get(kind)!)
  const facts = await establishmentFacts(db, tenantId, branchId, unit.month)
  const table = layoutRegister(format, inputs, facts)
  const label = `${format.form}, ${facts.month}, ${facts.branch}`
  const written = await renderer.render({ table, sheetName: format.form, pageLabel: label, dir: ctx.files!.spoolDir })
  const stem = `${slug(format.form)}-${slug(facts.branch)}-${unit.month}`
  const used = Object.fromEntries(kinds.map((k) => [k, uploads.get(k)!]))
  try {
    return await storeRegister(ctx, { branchId, unit, format, rows: table.body.length, inputs: used }, [
      { ...written.xlsx, filename: `${stem}.xlsx`, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      { ...written.pdf, filename: `${stem}.pdf`, mime: 'application/pdf' },
    ])
  } finally {
    // The local store moves the spool file; another store copies it, and the copy stays here.
    await Promise.all([unlink(written.xlsx.path), unlink(written.pdf.path)].map((p) => p.catch(() => undefined)))
  }
}

interface Made {
  branchId: number
  unit: Unit
  format: RegisterFormat
  rows: number
  inputs: Record<string, number>
}

/** Stores both files and the register's row (replacing a register of the same form and month) in one transaction. */
async function storeRegister(ctx: RequestContext, made: Made, [xlsx, pdf]: Parameters<FileStore['withStoredFile']>[2][]): Promise<number> {
  const files = ctx.files!
  const owner = { tenantId: ctx.auth.tenantId, userId: ctx.auth.userId }
  return files.withStoredFile(ctx.db, owner, xlsx!, (tx, xlsxId) =>
    files.withStoredFile(tx, owner, pdf!, async (tx2, pdfId) => {
      const month = `${made.unit.month}-01`
      const values = {
        formatId: made.format.id,
        formatName: made.format.name,
        inputs: made.inputs,
        rowCount: made.rows,
        generatedBy: ctx.auth.userId,
        generatedAt: new Date(),
        xlsxFileId: xlsxId,
        pdfFileId: pdfId,
        updatedAt: new Date(),
      }
      const [before] = await tx2
        .select()
        .from(outputRegisters)
        .where(
          and(
            eq(outputRegisters.tenantId, ctx.auth.tenantId),
            eq(outputRegisters.branchId, made.branchId),
            eq(outputRegisters.month, month),
            eq(outputRegisters.form, made.format.form),
          ),
        )
        .for('update')
      let id: number
      if (before) {
        await tx2.update(outputRegisters).set(values).where(eq(outputRegisters.id, before.id))
        await files.discard(tx2, ctx.auth.tenantId, before.xlsxFileId)
        await files.discard(tx2, ctx.auth.tenantId, before.pdfFileId)
        id = before.id
      } else {
        const [row] = await tx2
          .insert(outputRegisters)
          .values({
            ...values,
            tenantId: ctx.auth.tenantId,
            createdBy: ctx.auth.userId,
            branchId: made.branchId,
            month,
            form: made.format.form,
          })
          .returning({ id: outputRegisters.id })
        id = row!.id
      }
      await recordAudit(tx2, ctx.auth, [
        {
          resource: OUTPUT_PATH,
          recordId: id,
          action: before ? 'update' : 'create',
          changes: before
            ? [
                { field: 'format', before: before.formatName, after: made.format.name },
                { field: 'inputs', before: before.inputs, after: made.inputs },
                { field: 'rows', before: before.rowCount, after: made.rows },
              ]
            : [],
          remark: before ? 'Regenerated' : null,
        },
      ])
      return id
    }),
  )
}
