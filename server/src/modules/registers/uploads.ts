/**
 * One input register kind: its uploads as a factory resource (list, get, audit trail;
 * branch-scoped, another tenant's ids 404), and the upload, template and rows routes.
 *
 * An upload is all or nothing: the file is read and every row checked before anything
 * is written. A month that already has rows for the branch is replaced only when the
 * request says `replace` (the console asks first, saying how many rows go): the old
 * upload stays, marked replaced, with an audit entry; its rows go, so a month never
 * doubles.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  INPUT_REGISTERS,
  REPLACE_NEEDS_CONFIRMATION,
  endpoints,
  envelope,
  idParam,
  inputAreaKey,
  inputRowItem,
  inputUpload,
  inputUploadFields,
  inputUploadQuery,
  inputUploadResult,
  listQuery,
  monthLabel,
  paged,
  type InputKind,
  type InputUpload,
} from '@ihrc/contract'
import { branches, companies, registerRows, registerUploads, users } from '../../db/schema'
import { contextOf, defineResource, pagedAnswer, registerCrud, through, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { recordAudit } from '../../lib/crud/audit-trail'
import { insertColumns, scalarColumns } from '../../lib/crud/bulk-insert'
import { FORM_FILE, formBody } from '../../lib/documented-body'
import { badRequest, conflict, HttpError } from '../../lib/errors'
import { XLSX_ANSWER } from '../../lib/file-answer'
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_TYPES, readRequiredFile } from '../../lib/files'
import { holdUploadSlot } from '../../lib/upload-slots'
import { SpreadsheetError, buildTemplate, readCheckedSheet, sendXlsx } from '../../lib/xlsx'
import { branchResource } from '../organisation/branch'
import { inputCheck, type InputRowColumns } from './input-check'
import { inputColumns, templateInstructions } from './input-sheet'

export const uploadPath = (kind: InputKind) => `registers/input/${INPUT_REGISTERS[kind].stem}`

export function inputUploadResource(kind: InputKind) {
  const def = INPUT_REGISTERS[kind]
  return defineResource({
    path: uploadPath(kind),
    noun: `${def.label} register upload`,
    table: registerUploads,
    // Uploads are written by the upload route only (a file, not a JSON body).
    writes: [],
    body: z.object({}),
    toValues: () => ({}),
    item: inputUpload,
    query: inputUploadQuery,
    baseFilter: eq(registerUploads.kind, kind),
    branchColumn: registerUploads.branchId,
    fields: {
      row: registerUploads,
      branchName: branches.name,
      companyId: branches.companyId,
      companyName: companies.name,
      uploaderName: users.name,
    },
    joins: (q) =>
      q
        .innerJoin(branches, eq(branches.id, registerUploads.branchId))
        .innerJoin(companies, eq(companies.id, branches.companyId))
        .leftJoin(users, eq(users.id, registerUploads.createdBy)),
    toItem: ({ row: r, ...x }): InputUpload => ({
      id: r.id,
      kind: r.kind,
      branch: { id: r.branchId, name: x.branchName },
      company: { id: x.companyId, name: x.companyName },
      month: r.month.slice(0, 7),
      rows: r.rowCount,
      file_name: r.fileName,
      status: r.status,
      uploaded_by: r.createdBy !== null && x.uploaderName !== null ? { id: r.createdBy, name: x.uploaderName } : null,
      uploaded_at: r.createdAt.toISOString(),
      replaced_at: r.replacedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }),
    search: [through(registerUploads.branchId, branches.name)],
    sort: { month: registerUploads.month, created_at: registerUploads.createdAt },
    defaultSort: { key: 'month', order: 'desc' },
    filters: { branch_id: registerUploads.branchId, status: registerUploads.status },
    periods: { column: registerUploads.month },
  })
}

export type InputUploadResource = ReturnType<typeof inputUploadResource>

/** The branch of a body, if the caller may see it: a body's reference is a field fault, not the record's 404. */
export async function visibleBranch(ctx: RequestContext, id: number) {
  try {
    return await branchResource.get(ctx, id)
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw badRequest({ branch_id: 'Choose a branch you can see' })
    throw err
  }
}

const rowColumns = scalarColumns(registerRows)!

/**
 * Stores a checked upload, its batches as the parse worker handed them over, replacing
 * the month's current one when `replace` says so (the upload route; the demo's month).
 * A batch a statement: between them the event loop serves others.
 */
export async function storeUpload(
  ctx: RequestContext,
  resource: InputUploadResource,
  kind: InputKind,
  head: { branchId: number; branchName: string; month: string; replace: boolean; fileName: string },
  batches: readonly InputRowColumns[],
) {
  const path = uploadPath(kind)
  const rowCount = batches.reduce((n, b) => n + b.rowNumber.length, 0)
  const monthStart = `${head.month}-01`
  return ctx.db.transaction(async (tx) => {
    // Two uploads of the same month take turns: the second sees the first's rows.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`register-upload:${ctx.auth.tenantId}:${head.branchId}:${kind}:${monthStart}`}))`,
    )
    const [current] = await tx
      .select({ id: registerUploads.id, rowCount: registerUploads.rowCount })
      .from(registerUploads)
      .where(
        and(
          eq(registerUploads.tenantId, ctx.auth.tenantId),
          eq(registerUploads.branchId, head.branchId),
          eq(registerUploads.kind, kind),
          eq(registerUploads.month, monthStart),
          eq(registerUploads.status, 'current'),
        ),
      )
    if (current && !head.replace) throw conflict(REPLACE_NEEDS_CONFIRMATION(current.rowCount, head.month, head.branchName))
    if (current) {
      await tx
        .update(registerUploads)
        .set({ status: 'replaced', replacedAt: new Date(), updatedAt: new Date() })
        .where(eq(registerUploads.id, current.id))
      await tx.delete(registerRows).where(eq(registerRows.uploadId, current.id))
    }
    const [created] = await tx
      .insert(registerUploads)
      .values({
        tenantId: ctx.auth.tenantId,
        createdBy: ctx.auth.userId,
        branchId: head.branchId,
        kind,
        month: monthStart,
        rowCount,
        fileName: head.fileName.slice(0, 200),
      })
      .returning({ id: registerUploads.id })
    const id = created!.id
    for (const batch of batches)
      await insertColumns(tx, registerRows, rowColumns, { ...batch }, { same: { tenantId: ctx.auth.tenantId, uploadId: id } })
    await recordAudit(tx, ctx.auth, [
      { resource: path, recordId: id, action: 'create', changes: [] },
      ...(current
        ? [
            {
              resource: path,
              recordId: current.id,
              action: 'update' as const,
              changes: [{ field: 'status', before: 'current', after: 'replaced' }],
              remark: `Replaced by upload ${id} (${rowCount} rows, file ${head.fileName})`,
            },
          ]
        : []),
    ])
    return { upload: await resource.get({ ...ctx, db: tx }, id), replaced: current?.rowCount ?? null }
  })
}

export function registerInputRoutes(app: ZodApp, kind: InputKind, resource: InputUploadResource): void {
  const def = INPUT_REGISTERS[kind]
  const rows = endpoints[inputAreaKey(kind)]
  const tags = [uploadPath(kind)]
  registerCrud(app, resource, rows)

  routeOf(app, rows.template, {
    schema: { tags, fileAnswer: XLSX_ANSWER },
    handler: async (_request, reply) => {
      const file = await buildTemplate({ sheetName: def.label, columns: inputColumns(kind), instructions: templateInstructions(kind) })
      return sendXlsx(reply, `${def.stem}-register-template.xlsx`, file)
    },
  })

  routeOf(app, rows.upload, {
    schema: {
      tags,
      documentedBody: formBody(FORM_FILE.spreadsheet, inputUploadFields.shape),
      response: { 201: envelope(inputUploadResult) },
    },
    handler: async (request, reply) => {
      // One upload per tenant at a time, shared with every other upload route.
      holdUploadSlot(request, reply)
      const { fields, file } = await readRequiredFile(request, { allowed: SPREADSHEET_TYPES, maxBytes: MAX_SPREADSHEET_BYTES })
      const head = inputUploadFields.safeParse(fields)
      if (!head.success) {
        const faults: Record<string, string[]> = {}
        for (const i of head.error.issues) (faults[String(i.path[0] ?? 'file')] ??= []).push(i.message)
        throw badRequest(faults)
      }
      const ctx = contextOf(request)
      const branch = await visibleBranch(ctx, head.data.branch_id)
      // Read and checked in the parse worker: this thread receives the rows' insert parameters only.
      const checked = await readCheckedSheet<InputRowColumns>(file.buffer, inputColumns(kind), inputCheck(kind, head.data.month)).catch(
        (err: unknown) => {
          throw err instanceof SpreadsheetError ? badRequest(err.messages) : err
        },
      )
      const result = await storeUpload(
        ctx,
        resource,
        kind,
        { branchId: branch.id, branchName: branch.name, month: head.data.month, replace: head.data.replace, fileName: file.filename },
        checked,
      )
      const what = `${result.upload.rows} rows of ${monthLabel(head.data.month)} for ${branch.name}`
      return reply.status(201).send({
        data: result,
        message: result.replaced === null ? `Uploaded ${what}` : `Replaced ${result.replaced} rows with ${what}`,
      })
    },
  })

  routeOf(app, rows.rows, {
    schema: {
      tags,
      params: idParam,
      querystring: listQuery.pick({ page: true, page_size: true }),
      response: { 200: paged(inputRowItem) },
    },
    handler: async (request) => {
      const ctx = contextOf(request)
      const upload = await resource.get(ctx, request.params.id)
      const { page, page_size } = request.query
      const found = await ctx.db
        .select({ row: registerRows.rowNumber, code: registerRows.employeeCode, values: registerRows.values })
        .from(registerRows)
        .where(and(eq(registerRows.tenantId, ctx.auth.tenantId), eq(registerRows.uploadId, upload.id)))
        .orderBy(asc(registerRows.rowNumber))
        .limit(page_size)
        .offset((page - 1) * page_size)
      // A replaced upload's rows are gone: its count says what it held, the list is empty.
      const total = upload.status === 'current' ? upload.rows : 0
      const rows = found.map((r) => ({ row: r.row, employee_code: r.code, values: r.values }))
      return pagedAnswer({ page, page_size }, rows, total)
    },
  })
}
