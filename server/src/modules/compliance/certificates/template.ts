/**
 * Certificate Template (Global Settings): one per tenant, the header, body text
 * ({company}, {month}, {signatory}) and the signatory every certificate carries.
 */
import { and, eq, sql } from 'drizzle-orm'
import { certificateTemplate, certificateTemplateBody, certificateTemplateQuery } from '@ihrc/contract'
import { certificateTemplates, users } from '../../../db/schema'
import { defineResource, qualified } from '../../../lib/crud'

export const SIGNATORY_NOT_FOUND = 'Choose an active user of your organisation as signatory'

const signatoryName = sql<string>`(select u.name from ${users} u where u.id = ${qualified(certificateTemplates.signatoryId)})`

export const certificateTemplateResource = defineResource({
  path: 'settings/certificate-template',
  noun: 'Certificate template',
  table: certificateTemplates,
  body: certificateTemplateBody,
  item: certificateTemplate,
  query: certificateTemplateQuery,
  fields: { row: certificateTemplates, signatoryName },
  toItem: ({ row: r, signatoryName }) => ({
    id: r.id,
    header: r.header,
    body: r.body,
    signatory: { id: r.signatoryId, name: signatoryName },
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),
  search: [],
  sort: { created_at: certificateTemplates.createdAt },
  defaultSort: { key: 'created_at', order: 'asc' },
  toValues: (_ctx, b) => ({ header: b.header, body: b.body, signatoryId: b.signatory_id }),
  duplicateMessage: 'The certificate template already exists; edit it instead',
  hooks: {
    async validate({ db, auth }, body) {
      const [signatory] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, body.signatory_id),
            eq(users.tenantId, auth.tenantId),
            eq(users.status, 'active'),
            sql`${users.type} <> 'auditor'`,
          ),
        )
      return signatory ? [] : [{ field: 'signatory_id', message: SIGNATORY_NOT_FOUND }]
    },
  },
})
