/**
 * The demo tenant's notices: a few inspectors' notices at its branches, written through
 * the notice resource (so each has its audit entry), dated around today so the list
 * shows a reply due soon, one overdue, a hearing and a closed one; one is followed up.
 * Given the file store (a server's start), each notice has its copy, a PDF of its
 * particulars stored as an upload is (demo-documents.ts); a test seeding the demo alone
 * gets none, and the copy is added on the notice's page like any document.
 */
import { asc, eq } from 'drizzle-orm'
import { businessToday, noticeBody, type NoticeBody } from '@ihrc/contract'
import { branches } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { addDays } from '../../lib/civil-date'
import { noticeResource } from './notice'
import type { FileStore } from '../../lib/file-store'
import { withDemoDocument, type DemoDocument } from '../demo-documents'
import type { DemoPiece } from '../demo-piece'

const day = (offset: number) => addDays(businessToday(), offset)

type DemoNotice = Omit<NoticeBody, 'company_id' | 'branch_id' | 'owner_id' | 'custom'>

const blank = {
  location: null,
  officer_name: null,
  details: null,
  hearing_date: null,
  hearing_place: null,
  received_on: null,
  sections: null,
  amount_at_stake: null,
}

export const DEMO_NOTICES: readonly ((today: (n: number) => string) => DemoNotice)[] = [
  (d) => ({
    ...blank,
    notice_type: 'Show cause notice',
    act: 'Employees’ Provident Funds and Miscellaneous Provisions Act, 1952',
    notice_date: d(-12),
    received_on: d(-10),
    reference_number: 'MH/PUN/7A/2025/0412',
    reply_due_date: d(3),
    criticality: 'High',
    status: 'Open',
    issuing_authority: 'EPFO Regional Office, Pune',
    officer_name: 'S. Patil, Enforcement Officer',
    sections: 'Section 7A, Section 14B',
    amount_at_stake: 184500,
    details: 'Delay in remittance of PF dues for three months; damages under Section 14B proposed.',
  }),
  (d) => ({
    ...blank,
    notice_type: 'Inspection notice',
    act: 'Employees’ State Insurance Act, 1948',
    notice_date: d(-30),
    received_on: d(-28),
    reference_number: 'ESIC/SRO/PUN/INSP/118',
    reply_due_date: d(-5),
    criticality: 'Medium',
    status: 'Open',
    issuing_authority: 'ESIC Sub-Regional Office, Pune',
    officer_name: 'R. Kulkarni, Insurance Inspector',
    sections: 'Section 45',
    details: 'Records for the contribution periods April–September to be produced for inspection.',
  }),
  (d) => ({
    ...blank,
    notice_type: 'Demand notice',
    act: 'Professional Tax',
    notice_date: d(-45),
    received_on: d(-44),
    reference_number: 'PT/MUM/DN/2025/077',
    reply_due_date: d(-20),
    criticality: 'Low',
    status: 'Closed',
    issuing_authority: 'Profession Tax Office, Mumbai',
    amount_at_stake: 12500,
  }),
  (d) => ({
    ...blank,
    notice_type: 'Summons',
    act: 'Shops and Establishments Act',
    notice_date: d(-8),
    received_on: d(-7),
    reference_number: 'SE/BLR/SUM/2025/031',
    reply_due_date: d(20),
    hearing_date: d(6),
    hearing_place: 'Office of the Labour Officer, Bengaluru',
    criticality: 'High',
    status: 'Open',
    issuing_authority: 'Labour Department, Karnataka',
    officer_name: 'M. Rao, Labour Officer',
  }),
]

/** The notice's copy as it would be scanned and uploaded: its particulars. */
const copyOf = (notice: NoticeBody): DemoDocument => ({
  filename: `${notice.reference_number.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}.pdf`,
  title: [notice.notice_type, notice.issuing_authority ?? ''],
  rows: [
    ['Reference', notice.reference_number],
    ['Dated', notice.notice_date],
    ['Act', notice.act],
    ['Sections', notice.sections],
    ['Reply by', notice.reply_due_date],
    ['Hearing', notice.hearing_date ? `${notice.hearing_date}, ${notice.hearing_place ?? ''}` : null],
    ['Amount at stake', notice.amount_at_stake === null ? null : `₹${notice.amount_at_stake.toLocaleString('en-IN')}`],
    ['Details', notice.details],
  ],
})

export async function seedNoticesDemo(ctx: RequestContext, files?: FileStore): Promise<void> {
  const create = (body: NoticeBody, links: { parentId?: number } = {}) =>
    files
      ? withDemoDocument(files, ctx, copyOf(body), (tx, documentId) =>
          noticeResource.create({ ...ctx, db: tx }, body, { ...links, documentId }),
        )
      : noticeResource.create(ctx, body, links)
  const places = await ctx.db
    .select({ id: branches.id, companyId: branches.companyId })
    .from(branches)
    .where(eq(branches.tenantId, ctx.auth.tenantId))
    .orderBy(asc(branches.id))
  if (!places.length) return
  const made: number[] = []
  for (const [i, make] of DEMO_NOTICES.entries()) {
    const branch = places[i % places.length]!
    const body = { ...make(day), company_id: branch.companyId, branch_id: branch.id, owner_id: ctx.auth.userId }
    made.push((await create(noticeBody.parse(body))).id)
  }
  // The inspection notice was followed by a summons for a hearing.
  const parent = await noticeResource.get(ctx, made[1]!)
  const followUp = noticeBody.parse({
    ...blank,
    company_id: parent.company_id,
    branch_id: parent.branch_id,
    act: parent.act,
    criticality: parent.criticality,
    notice_type: 'Summons',
    notice_date: day(-2),
    received_on: day(-1),
    reference_number: 'ESIC/SRO/PUN/HRG/118-1',
    reply_due_date: day(5),
    hearing_date: day(9),
    hearing_place: 'ESIC Sub-Regional Office, Pune',
    status: 'Open',
    issuing_authority: parent.issuing_authority,
    officer_name: parent.officer_name,
    owner_id: ctx.auth.userId,
  })
  await create(followUp, { parentId: parent.id })
}

export const noticesDemo: DemoPiece = { name: 'notices', seed: (asAdmin, { files }) => seedNoticesDemo(asAdmin, files) }
