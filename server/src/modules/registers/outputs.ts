/**
 * Output registers: the generated registers as a factory resource (list, get, audit
 * trail; branch-scoped), whether each is stale (an upload it was made from has since been
 * replaced), and the routes to generate (a background job), follow the job and download
 * a register's xlsx or PDF.
 */
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  endpoints,
  envelope,
  generateBody,
  idParam,
  outputDownloadQuery,
  outputRegister,
  outputRegisterQuery,
  XLSX_MIME,
  registerJob,
  type OutputRegister,
  type RegisterJob,
} from '@ihrc/contract'
import { backgroundJobs, branches, outputRegisters, registerUploads, storedFiles, users } from '../../db/schema'
import { contextOf, defineResource, qualified, registerCrud, through, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { notFound } from '../../lib/errors'
import type { FileAnswer } from '../../lib/file-answer'
import { storedFileColumns } from '../../lib/file-store'
import { GENERATION_JOB } from './generate'
import { planGeneration } from './generation-plan'
import { OUTPUT_PATH } from './stored-register'

const inputs = qualified(outputRegisters.inputs)
/** Made from an upload that is no longer the month's current one. */
const stale = sql<boolean>`exists (select 1 from jsonb_each_text(${inputs}) i
  left join ${registerUploads} u on u.id = i.value::int where u.status is distinct from 'current')`
const inputList = sql<OutputRegister['inputs']>`(select coalesce(jsonb_agg(jsonb_build_object('kind', i.key,
  'upload_id', i.value::int, 'file_name', u.file_name, 'uploaded_at', to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by i.key), '[]'::jsonb)
  from jsonb_each_text(${inputs}) i left join ${registerUploads} u on u.id = i.value::int)`

export const outputRegisterResource = defineResource({
  path: OUTPUT_PATH,
  noun: 'Register',
  table: outputRegisters,
  // Registers are written by their generation job only.
  writes: [],
  body: z.object({}),
  toValues: () => ({}),
  item: outputRegister,
  query: outputRegisterQuery,
  branchColumn: outputRegisters.branchId,
  fields: { row: outputRegisters, branchName: branches.name, generatorName: users.name, stale, inputList },
  joins: (q) => q.innerJoin(branches, eq(branches.id, outputRegisters.branchId)).leftJoin(users, eq(users.id, outputRegisters.generatedBy)),
  toItem: ({ row: r, ...x }): OutputRegister => ({
    id: r.id,
    branch: { id: r.branchId, name: x.branchName },
    month: r.month.slice(0, 7),
    form: r.form,
    format: { id: r.formatId, name: r.formatName },
    inputs: (x.inputList as OutputRegister['inputs'] | null) ?? [],
    rows: r.rowCount,
    generated_by: r.generatedBy !== null && x.generatorName !== null ? { id: r.generatedBy, name: x.generatorName } : null,
    generated_at: r.generatedAt.toISOString(),
    stale: Boolean(x.stale),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),
  search: [outputRegisters.form, through(outputRegisters.branchId, branches.name)],
  sort: { month: outputRegisters.month, generated_at: outputRegisters.generatedAt, created_at: outputRegisters.createdAt },
  defaultSort: { key: 'month', order: 'desc' },
  filters: { branch_id: outputRegisters.branchId, form: outputRegisters.form },
  periods: { column: outputRegisters.month },
})

/** A generation job of the caller's tenant; 404 for another's, or another kind of job. */
async function jobOf(ctx: RequestContext, id: number): Promise<RegisterJob> {
  const [job] = await ctx.db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.tenantId, ctx.auth.tenantId), eq(backgroundJobs.kind, GENERATION_JOB)))
  if (!job) throw notFound('Generation')
  return {
    id: job.id,
    status: job.status,
    done: job.done,
    total: job.total,
    message: job.message,
    register_ids: ((job.result as { register_ids?: number[] }).register_ids ?? []).slice(),
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  }
}

/** A generated register: its xlsx or its pdf, as the query's `type` asks. */
const REGISTER_FILE: FileAnswer = {
  types: [XLSX_MIME, 'application/pdf'],
  description: 'The generated register as xlsx or pdf (`type`), as an attachment its `Content-Disposition` names',
}

export function registerOutputRoutes(app: ZodApp): void {
  const rows = endpoints.outputRegister
  const tags = [OUTPUT_PATH]
  registerCrud(app, outputRegisterResource, rows)

  routeOf(app, rows.generate, {
    schema: { tags, body: generateBody, response: { 202: envelope(registerJob) } },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const plan = await planGeneration(ctx, request.body)
      const id = await app.jobs.send(ctx.db, ctx.auth, GENERATION_JOB, plan, plan.units.length)
      app.jobs.wake()
      const count = plan.units.length
      return reply.status(202).send({ data: await jobOf(ctx, id), message: `Generating ${count} register${count === 1 ? '' : 's'}` })
    },
  })

  routeOf(app, rows.job, {
    schema: { tags, params: idParam, response: { 200: envelope(registerJob) } },
    handler: async (request) => ({ data: await jobOf(contextOf(request), request.params.id) }),
  })

  routeOf(app, rows.download, {
    schema: { tags, params: idParam, querystring: outputDownloadQuery, fileAnswer: REGISTER_FILE },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const register = await outputRegisterResource.get(ctx, request.params.id)
      const fileColumn = request.query.type === 'pdf' ? outputRegisters.pdfFileId : outputRegisters.xlsxFileId
      // The file read with its register, by the register's id: a regeneration in between gives the new file, never a 404.
      const [file] = await ctx.db
        .select(storedFileColumns)
        .from(outputRegisters)
        .innerJoin(storedFiles, eq(storedFiles.id, fileColumn))
        .where(and(eq(outputRegisters.id, register.id), eq(outputRegisters.tenantId, ctx.auth.tenantId)))
      if (!file) throw notFound('Register')
      return app.files.send(reply, file)
    },
  })
}
