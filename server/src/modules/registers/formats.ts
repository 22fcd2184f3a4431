/**
 * Global Settings → Register Template: the register formats as a factory resource. The
 * seeded formats (db/reference/register-formats.ts, one copy per tenant) are read-only;
 * a tenant adds its own, usually a copy of a seeded one adjusted (another date, its
 * state, columns), and those are used before the seeded ones (generate.ts).
 */
import { sql } from 'drizzle-orm'
import {
  SEEDED_FORMAT_READ_ONLY,
  registerFormat,
  registerFormatBody,
  registerFormatQuery,
  type RegisterFormat,
  type RegisterFormatBody,
} from '@ihrc/contract'
import { registerFormats, states } from '../../db/schema'
import { defineResource, type FieldIssue } from '../../lib/crud'
import { forbidden } from '../../lib/errors'

export const registerFormatResource = defineResource({
  path: 'settings/register-template',
  noun: 'Register format',
  table: registerFormats,
  body: registerFormatBody,
  item: registerFormat,
  query: registerFormatQuery,
  fields: { row: registerFormats },
  toItem: ({ row: r }): RegisterFormat => ({
    id: r.id,
    name: r.name,
    form: r.form,
    rows_from: r.rowsFrom,
    rows_with: r.rowsWith,
    title: r.title,
    columns: r.columns,
    notes: r.notes,
    state_codes: r.stateCodes,
    effective_from: r.effectiveFrom,
    effective_to: r.effectiveTo,
    instrument: r.instrument,
    source: r.source,
    source_url: r.sourceUrl,
    copied_from_id: r.copiedFromId,
    seeded: r.seedKey !== null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),
  search: [registerFormats.name],
  sort: {
    name: registerFormats.name,
    form: registerFormats.form,
    effective_from: registerFormats.effectiveFrom,
    created_at: registerFormats.createdAt,
  },
  defaultSort: { key: 'form', order: 'asc' },
  filters: { form: registerFormats.form, rows_from: registerFormats.rowsFrom },
  toValues: (_ctx, b: RegisterFormatBody) => ({
    name: b.name,
    form: b.form,
    rowsFrom: b.rows_from,
    rowsWith: b.rows_with,
    title: b.title,
    columns: b.columns,
    notes: b.notes,
    stateCodes: b.state_codes,
    effectiveFrom: b.effective_from,
    effectiveTo: b.effective_to,
    instrument: b.instrument,
    source: b.source,
    sourceUrl: b.source_url,
    copiedFromId: b.copied_from_id,
  }),
  authorize(_ctx, _action, current) {
    if (current.seeded) throw forbidden(SEEDED_FORMAT_READ_ONLY)
  },
  hooks: {
    async validate(ctx, body): Promise<FieldIssue[]> {
      const issues: FieldIssue[] = []
      if (body.state_codes.length) {
        const { rows } = await ctx.db.execute<{ code: string }>(
          sql`select ${states.code} as code from ${states} where ${states.code} = any(${sql.param(body.state_codes)}::text[])`,
        )
        const known = new Set(rows.map((r) => r.code))
        const unknown = body.state_codes.filter((c) => !known.has(c))
        if (unknown.length) issues.push({ field: 'state_codes', message: `No state has the code ${unknown.join(', ')}` })
      }
      if (body.copied_from_id !== null) {
        const found = await registerFormatResource.get(ctx, body.copied_from_id).then(
          () => true,
          () => false,
        )
        if (!found) issues.push({ field: 'copied_from_id', message: 'The format copied from was not found' })
      }
      return issues
    },
  },
})
