/**
 * User Setup's spreadsheets: `user/user-template`, `user/user-bulkUpload` (all or
 * nothing, each row under the same rules and escalation checks as the form, then an
 * invitation per new user) and `user/user-data/export`. Written beside the factory
 * because a user row needs a password hash and an invitation the factory does not know.
 */
import { eq, inArray } from 'drizzle-orm'
import {
  PERSON_STATUS_LABELS,
  USER_STATUS_VALUES,
  USER_TYPES,
  USER_TYPE_LABELS,
  branchesLabel,
  userBody,
  userQuery,
  type UserBody,
  endpoints,
  bulkResult,
  envelope,
} from '@ihrc/contract'
import { roles, users } from '../../db/schema'
import { contextOf, today, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { FORM_FILE, formBody } from '../../lib/documented-body'
import { badRequest } from '../../lib/errors'
import { XLSX_ANSWER } from '../../lib/file-answer'
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_TYPES, readRequiredFile } from '../../lib/files'
import { holdUploadSlot } from '../../lib/upload-slots'
import { eachInSlices, slices } from '../../lib/time-slices'
import {
  SpreadsheetError,
  buildTemplate,
  datedFilename,
  exportStream,
  readSheet,
  rowError,
  sendXlsx,
  type SheetColumn,
} from '../../lib/xlsx'
import { invitations, unusablePasswordHash } from './invitation'
import { EMAIL_TAKEN, assertMayWrite, type UserResource } from './users'

const EXPORT_BATCH = 2000

async function roleNames(ctx: RequestContext): Promise<Map<string, number>> {
  const rows = await ctx.db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.tenantId, ctx.auth.tenantId))
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]))
}

const EMAIL_REPEATED = 'The same email is on an earlier row'
const EMAIL_LOOKUP_CHUNK = 5000

/** Which of these (lower-case) emails a user already has, in any tenant. */
async function takenEmails(ctx: RequestContext, emails: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(emails)]
  const taken = new Set<string>()
  for (let i = 0; i < unique.length; i += EMAIL_LOOKUP_CHUNK) {
    const rows = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, unique.slice(i, i + EMAIL_LOOKUP_CHUNK)))
    for (const r of rows) taken.add(r.email)
  }
  return taken
}

async function columns(ctx: RequestContext): Promise<SheetColumn[]> {
  const display = (await ctx.db.select({ name: roles.name }).from(roles).where(eq(roles.tenantId, ctx.auth.tenantId)))
    .map((r) => r.name)
    .sort()
  return [
    { key: 'name', header: 'Name', required: true, width: 26 },
    {
      key: 'email',
      header: 'Email',
      required: true,
      width: 30,
      note: 'Unique; the user signs in with it and gets an invitation link by mail.',
    },
    { key: 'mobile', header: 'Mobile', note: '10 digits.' },
    { key: 'pan', header: 'PAN', note: 'Like AAAAA9999A.' },
    { key: 'joining_date', header: 'Joining date', note: 'YYYY-MM-DD.' },
    { key: 'type', header: 'Type', required: true, options: USER_TYPES },
    {
      key: 'role_id',
      header: 'Designation',
      width: 24,
      options: display,
      note: 'An existing designation (Global Settings → Designation).',
    },
  ]
}

const INSTRUCTIONS = [
  'Fill one user per row on the Users sheet, starting at row 2. Do not rename the headers.',
  'Branches, company and own permissions are set afterwards in User Setup and User Access Permission.',
  'The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed.',
]

export function userSheetRoutes(app: ZodApp, userResource: UserResource): void {
  const tags = ['user']
  const invites = invitations(app)

  routeOf(app, endpoints.user.template, {
    schema: { tags, fileAnswer: XLSX_ANSWER },
    handler: async (request, reply) => {
      const file = await buildTemplate({ sheetName: 'Users', columns: await columns(contextOf(request)), instructions: INSTRUCTIONS })
      return sendXlsx(reply, 'users-template.xlsx', file)
    },
  })

  routeOf(app, endpoints.user.bulkUpload, {
    schema: { tags, documentedBody: formBody(FORM_FILE.spreadsheet), response: { 200: envelope(bulkResult) } },
    handler: async (request, reply) => {
      holdUploadSlot(request, reply)
      const { file } = await readRequiredFile(request, { allowed: SPREADSHEET_TYPES, maxBytes: MAX_SPREADSHEET_BYTES })
      const ctx = contextOf(request)
      const cols = await columns(ctx)
      const rows = await readSheet(file.buffer, cols).catch((err: unknown) => {
        if (err instanceof SpreadsheetError) throw badRequest(err.messages)
        throw err
      })
      const headerOf = new Map(cols.map((c) => [c.key, c.header]))
      const rolesByName = await roleNames(ctx)
      // Emails are judged on every row, with its other faults, not first at the insert (a 409 naming no row).
      const emailOf = (v: Record<string, string | undefined>) => v.email?.trim().toLowerCase() || undefined
      const taken = await takenEmails(
        ctx,
        rows.flatMap((r) => emailOf(r.values) ?? []),
      )
      const seen = new Set<string>()
      const errors: string[] = []
      const bodies: UserBody[] = []
      const breathe = slices()
      for (const r of rows) {
        await breathe()
        const v = r.values
        const roleName = v.role_id?.trim()
        const roleId = roleName ? rolesByName.get(roleName.toLowerCase()) : null
        if (roleName && roleId === undefined) errors.push(rowError(r.row, 'Designation', `Designation "${roleName}" not found`))
        const parsed = userBody.safeParse({ ...v, role_id: roleId ?? null, status: USER_STATUS_VALUES[0] })
        if (!parsed.success) {
          for (const i of parsed.error.issues) errors.push(rowError(r.row, headerOf.get(String(i.path[0])) ?? String(i.path[0]), i.message))
        } else bodies.push(parsed.data)
        const email = emailOf(v)
        if (email && taken.has(email)) errors.push(rowError(r.row, 'Email', EMAIL_TAKEN))
        else if (email && seen.has(email)) errors.push(rowError(r.row, 'Email', EMAIL_REPEATED))
        if (email) seen.add(email)
      }
      if (errors.length) throw badRequest(errors)
      // Escalation rules per row, before anything is written (a 403 names no row: the whole sheet is refused).
      await eachInSlices(bodies, (b) => assertMayWrite(ctx, b, null))
      // One unknown secret's hash serves every new row: nobody can sign in before the invitation.
      const passwordHash = await unusablePasswordHash()
      await app.db.transaction((tx) => userResource.insertMany({ db: tx, auth: ctx.auth }, bodies, { passwordHash }))
      for (const b of bodies) await invites.invite(b.email, request.log)
      return { data: { created: bodies.length }, message: `${bodies.length} user records created` }
    },
  })

  routeOf(app, endpoints.user.export, {
    schema: { tags, querystring: userQuery, fileAnswer: XLSX_ANSWER },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const query = request.query
      async function* rows() {
        for (let page = 1; ; page++) {
          const { items } = await userResource.list(ctx, { ...query, page, page_size: EXPORT_BATCH }, true)
          // In the words of User Setup's table, not the wire's codes.
          for (const u of items)
            yield [
              u.name,
              u.email,
              u.mobile,
              USER_TYPE_LABELS[u.type],
              u.role_name,
              u.company_name,
              PERSON_STATUS_LABELS[u.status],
              branchesLabel(u),
              u.joining_date,
              u.pan,
            ]
          if (items.length < EXPORT_BATCH) return
        }
      }
      const exportColumns = ['Name', 'Email', 'Mobile', 'Type', 'Designation', 'Company', 'Status', 'Branches', 'Joining date', 'PAN'].map(
        (header) => ({ header, width: 20 }),
      )
      return sendXlsx(reply, datedFilename('users', today()), exportStream({ sheetName: 'Users', columns: exportColumns, rows: rows() }))
    },
  })
}
