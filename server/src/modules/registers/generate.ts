/**
 * Generating output registers: the background job that makes the registers a checked
 * request planned (generation-plan.ts). A worker (render.ts) reads each register's input
 * rows, lays it out and writes its xlsx and PDF; the job stores them (stored-register.ts),
 * reporting its progress register by register.
 */
import { sql } from 'drizzle-orm'
import { unlink } from 'node:fs/promises'
import { INPUT_REGISTERS, formatInputs, monthLabel, registerMonth, type InputKind, type TitlePlaceholder } from '@ihrc/contract'
import { branches, companies, esiSetups, pfSetups, states } from '../../db/schema'
import { databaseUrlOf, type Db } from '../../db/client'
import type { RequestContext } from '../../lib/crud'
import type { FileStore } from '../../lib/file-store'
import { JobFailure, type RunningJob } from '../../lib/jobs'
import type { AuthContext } from '../../plugins/access'
import { registerFormatResource } from './formats'
import { currentUploads, type GenerationPayload, type Unit } from './generation-plan'
import { registerRenderer } from './render'
import { storeRegister } from './stored-register'

export const GENERATION_JOB = 'register-generation'

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
    const renderer = await registerRenderer(databaseUrlOf(db))
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
  const facts = await establishmentFacts(db, tenantId, branchId, unit.month)
  const used = Object.fromEntries(kinds.map((k) => [k, uploads.get(k)!]))
  const label = `${format.form}, ${facts.month}, ${facts.branch}`
  const written = await renderer.render({
    tenantId,
    uploads: used,
    format,
    facts,
    sheetName: format.form,
    pageLabel: label,
    dir: ctx.files!.spoolDir,
  })
  const stem = `${slug(format.form)}-${slug(facts.branch)}-${unit.month}`
  try {
    return await storeRegister(ctx, { branchId, unit, format, rows: written.rows, inputs: used }, [
      { ...written.xlsx, filename: `${stem}.xlsx`, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      { ...written.pdf, filename: `${stem}.pdf`, mime: 'application/pdf' },
    ])
  } finally {
    // The local store moves the spool file; another store copies it, and the copy stays here.
    await Promise.all([unlink(written.xlsx.path), unlink(written.pdf.path)].map((p) => p.catch(() => undefined)))
  }
}
