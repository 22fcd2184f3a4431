/**
 * Compliance certificates: per company and month (of the due date), how many due items
 * are closed out of all, the certificate once generated, and its workbook.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import {
  DEFAULT_CERTIFICATE_TEMPLATE,
  dayAfterMonth,
  fillCertificateText,
  monthHasEnded,
  monthName,
  monthNotEnded,
  openItemsNote,
  type Certificate,
  type CertificateGenerateBody,
  type CertificateQuery,
  type DueItem,
} from '@ihrc/contract'
import { branches, certificateTemplates, companies, complianceCertificates, dueItems, users } from '../../../db/schema'
import { today, type RequestContext } from '../../../lib/crud'
import { badRequest, notFound } from '../../../lib/errors'
import { exportStream } from '../../../lib/xlsx'
import { addDays } from '../../../lib/civil-date'
import { statusLabels } from '../../settings/status'
import { dueItemResource } from '../due-items/resource'
import { monthBounds } from './auto-generate'

interface MonthRow extends Record<string, unknown> {
  id: number | null
  company_id: number
  company_name: string
  year: number
  month: number
  closed: number
  total: number
  generated_at: Date | string | null
}

function toCertificate(r: MonthRow): Certificate {
  return {
    id: r.id,
    company: { id: r.company_id, name: r.company_name },
    year: Number(r.year),
    month: Number(r.month),
    closed: Number(r.closed),
    total: Number(r.total),
    generated_at: r.generated_at === null ? null : new Date(r.generated_at).toISOString(),
  }
}

/** The due items the caller may see: the tenant's, within their branches. */
function visibleItems(ctx: RequestContext): SQL {
  const branchScope = ctx.auth.branchIds === null ? sql`true` : sql`d.branch_id = any(${sql.param(ctx.auth.branchIds)})`
  return sql`d.tenant_id = ${ctx.auth.tenantId} and ${branchScope}`
}

/**
 * Company months with due items, newest first, with their certificate when generated:
 * months up to the current one (due items are generated a year ahead, and a month to
 * come has nothing to certify), so the list opens at the latest month.
 */
export async function listCertificates(ctx: RequestContext, q: CertificateQuery): Promise<{ data: Certificate[]; total: number }> {
  const day = today()
  const filters = [
    sql`d.due_date < ${dayAfterMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)))}`,
    q.company_id !== undefined ? sql`b.company_id = ${q.company_id}` : undefined,
    q.year !== undefined ? sql`extract(year from d.due_date) = ${q.year}` : undefined,
    q.month !== undefined ? sql`extract(month from d.due_date) = ${q.month}` : undefined,
  ].filter((f): f is SQL => f !== undefined)
  const where = sql.join([visibleItems(ctx), ...filters], sql` and `)
  const months = sql`select b.company_id, extract(year from d.due_date)::int as year, extract(month from d.due_date)::int as month,
      count(*) filter (where d.status = 'approved')::int as closed, count(*)::int as total
    from ${dueItems} d join ${branches} b on b.id = d.branch_id where ${where} group by 1, 2, 3`
  const result = await ctx.db.execute<MonthRow & { full_count: number }>(sql`
    select c.id, m.company_id, co.name as company_name, m.year, m.month, m.closed, m.total, c.generated_at, count(*) over () as full_count
    from (${months}) m
    join ${companies} co on co.id = m.company_id
    left join ${complianceCertificates} c on c.tenant_id = ${ctx.auth.tenantId} and c.company_id = m.company_id and c.year = m.year and c.month = m.month
    order by m.year desc, m.month desc, co.name, m.company_id
    limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`)
  return { data: result.rows.map(toCertificate), total: Number(result.rows[0]?.full_count ?? 0) }
}

async function certificateMonth(ctx: RequestContext, companyId: number, year: number, month: number): Promise<Certificate> {
  const { start, end } = monthBounds(year, month)
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.tenantId, ctx.auth.tenantId)))
  if (!company) throw notFound('Company')
  const result = await ctx.db.execute<MonthRow>(sql`
    select c.id, ${companyId}::int as company_id, ${company.name} as company_name, ${year}::int as year, ${month}::int as month,
      (select count(*) filter (where d.status = 'approved') from ${dueItems} d join ${branches} b on b.id = d.branch_id
        where ${visibleItems(ctx)} and b.company_id = ${companyId} and d.due_date >= ${start} and d.due_date < ${end})::int as closed,
      (select count(*) from ${dueItems} d join ${branches} b on b.id = d.branch_id
        where ${visibleItems(ctx)} and b.company_id = ${companyId} and d.due_date >= ${start} and d.due_date < ${end})::int as total,
      c.generated_at
    from (select 1) one left join ${complianceCertificates} c
      on c.tenant_id = ${ctx.auth.tenantId} and c.company_id = ${companyId} and c.year = ${year} and c.month = ${month}`)
  return toCertificate(result.rows[0]!)
}

/**
 * On demand: generates (or regenerates) the company's certificate for a month that has
 * ended; its items still open are stated in the file (certificateWorkbook).
 */
export async function generateCertificate(ctx: RequestContext, body: CertificateGenerateBody): Promise<Certificate> {
  const { company_id: companyId, year, month } = body
  await certificateMonth(ctx, companyId, year, month)
  if (!monthHasEnded(year, month, today())) throw badRequest({ month: monthNotEnded(year, month) })
  await ctx.db
    .insert(complianceCertificates)
    .values({ tenantId: ctx.auth.tenantId, createdBy: ctx.auth.userId, companyId, year, month })
    .onConflictDoUpdate({
      target: [
        complianceCertificates.tenantId,
        complianceCertificates.companyId,
        complianceCertificates.year,
        complianceCertificates.month,
      ],
      set: { generatedAt: sql`now()`, updatedAt: sql`now()` },
    })
  return certificateMonth(ctx, companyId, year, month)
}

const CERTIFICATE_COLUMNS = [
  { header: 'Code', width: 16 },
  { header: 'Compliance', width: 40 },
  { header: 'Branch', width: 24 },
  { header: 'Due date' },
  { header: 'Status' },
  { header: 'Complied on' },
  { header: 'Delay days' },
  { header: 'Proof', width: 40 },
]

/** The certificate as a workbook: the template's header and body, the signatory, one row per due item of the month. */
export async function certificateWorkbook(ctx: RequestContext, id: number) {
  const [cert] = await ctx.db
    .select({
      companyId: complianceCertificates.companyId,
      year: complianceCertificates.year,
      month: complianceCertificates.month,
      companyName: companies.name,
      generatedAt: complianceCertificates.generatedAt,
    })
    .from(complianceCertificates)
    .innerJoin(companies, eq(companies.id, complianceCertificates.companyId))
    .where(and(eq(complianceCertificates.id, id), eq(complianceCertificates.tenantId, ctx.auth.tenantId)))
  if (!cert) throw notFound('Certificate')
  const [template] = await ctx.db
    .select({ header: certificateTemplates.header, body: certificateTemplates.body, signatory: users.name })
    .from(certificateTemplates)
    .innerJoin(users, eq(users.id, certificateTemplates.signatoryId))
    .where(eq(certificateTemplates.tenantId, ctx.auth.tenantId))
  const month = monthName(cert.year, cert.month)
  const values = { company: cert.companyName, month, signatory: template?.signatory ?? '' }
  const { start, end } = monthBounds(cert.year, cert.month)
  const items: DueItem[] = []
  const query = {
    page: 1,
    page_size: 200,
    company_id: cert.companyId,
    from: start,
    to: addDays(end, -1),
    sort: 'due_date',
    order: 'asc' as const,
  }
  for await (const batch of dueItemResource.batches(ctx, query)) items.push(...batch)
  const labels = await statusLabels(ctx)
  const open = items.filter((i) => i.status !== 'approved').length
  const title = [
    fillCertificateText(template?.header ?? DEFAULT_CERTIFICATE_TEMPLATE.header, values),
    fillCertificateText(template?.body ?? DEFAULT_CERTIFICATE_TEMPLATE.body, values),
    // Whatever the template says, the file says when items are not closed.
    ...(open ? [openItemsNote(open, items.length)] : []),
    `Company: ${cert.companyName}`,
    `Month: ${month}`,
    `Authorised signatory: ${values.signatory || '—'}`,
    `Generated on: ${cert.generatedAt.toISOString().slice(0, 10)}; downloaded on ${today()}`,
  ]
  async function* rows() {
    for (const i of items)
      yield [
        i.code,
        i.header,
        i.branch.name,
        i.due_date,
        labels[i.data_status],
        i.complied_on,
        i.delay_days,
        i.proof.map((p) => p.name).join(', '),
      ]
  }
  const slug =
    cert.companyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'company'
  return {
    filename: `certificate-${slug}-${cert.year}-${String(cert.month).padStart(2, '0')}.xlsx`,
    stream: exportStream({ sheetName: 'Certificate', title, columns: CERTIFICATE_COLUMNS, rows: rows() }),
  }
}
