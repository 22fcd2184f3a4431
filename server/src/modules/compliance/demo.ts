/**
 * The demo tenant's checklist: every high-criticality item that applies to each of its
 * branches, owned by the demo admin and approved by the demo checker (never one person
 * for both), so Assigned Checklist (and the due items generated from it) show
 * something on first start; and, given the file store, a few items taken through the
 * maker-checker moves (demo-workflow.ts) for Status and History.
 */
import { DEFAULT_CERTIFICATE_TEMPLATE, businessToday } from '@ihrc/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { branches, certificateTemplates, roles, states, users } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { newSecretToken } from '../../lib/secret-token'
import { insertUser } from '../auth/accounts'
import type { DemoPiece } from '../demo-piece'
import { applicableItems } from './applicability'
import { assign } from './assignments'
import { seedWorkflowDemo } from './demo-workflow'
import { candidateItems } from './items'

/**
 * The demo's checker: the approver of the demo admin's checklist (maker and checker are
 * never one person). Signs in once the admin sends an invitation from User Setup.
 */
export const DEMO_CHECKER = { name: 'Meera Iyer', email: 'compliance.checker@demo.local', designation: 'Compliance manager' }

/** The checker, of the designation the people piece made, on every branch of the demo. */
async function addChecker({ db, auth }: RequestContext): Promise<number> {
  const demoBranches = await db
    .select({ id: branches.id, companyId: branches.companyId })
    .from(branches)
    .where(eq(branches.tenantId, auth.tenantId))
    .orderBy(branches.id)
  const [designation] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, auth.tenantId), eq(roles.name, DEMO_CHECKER.designation)))
  const checker = await insertUser(db, {
    tenantId: auth.tenantId,
    name: DEMO_CHECKER.name,
    email: DEMO_CHECKER.email,
    // Nobody knows it: the checker's first sign-in follows an invitation (a reset link).
    password: newSecretToken(),
    type: 'user',
    // Employed by the first company; she checks every company's branches.
    companyId: demoBranches[0]?.companyId ?? null,
    roleId: designation!.id,
    branchIds: demoBranches.map((b) => b.id),
    createdBy: auth.userId,
  })
  return checker.id
}

/**
 * The demo admin is the authorised signatory of the certificate template, in the words
 * certificates carry by default, so a certificate generated on first start names who
 * signs it and Certificate Template shows a saved template to change.
 */
async function signCertificates({ db, auth }: RequestContext): Promise<void> {
  await db
    .update(users)
    .set({ isAuthorisedSignatory: true })
    .where(and(eq(users.tenantId, auth.tenantId), eq(users.id, auth.userId)))
  await db
    .insert(certificateTemplates)
    .values({ tenantId: auth.tenantId, ...DEFAULT_CERTIFICATE_TEMPLATE, signatoryId: auth.userId, createdBy: auth.userId })
}

export const complianceDemo: DemoPiece = {
  name: 'checker and checklist',
  async seed(asAdmin, { files }) {
    const checkerId = await addChecker(asAdmin)
    await signCertificates(asAdmin)
    await seedComplianceDemo(asAdmin.db, asAdmin.auth.tenantId, asAdmin.auth.userId, checkerId)
    if (files) await seedWorkflowDemo(asAdmin, checkerId, files, businessToday())
  },
}

export async function seedComplianceDemo(
  db: DbOrTx,
  tenantId: number,
  adminId: number,
  checkerId: number,
  today = businessToday(),
): Promise<void> {
  const ctx: RequestContext = { db, auth: { userId: adminId, tenantId, type: 'admin', permissions: [], branchIds: null } }
  const rows = await db
    .select({
      id: branches.id,
      stateId: branches.stateId,
      stateName: states.name,
      officeType: branches.officeType,
      headCount: branches.headCount,
    })
    .from(branches)
    .innerJoin(states, eq(states.id, branches.stateId))
    .where(eq(branches.tenantId, tenantId))
    .orderBy(asc(branches.id))
  for (const branch of rows) {
    const items = applicableItems(await candidateItems(ctx, branch.stateId, today), branch, today).filter((i) => i.criticality === 'high')
    if (!items.length) continue
    await assign(
      ctx,
      {
        branch_ids: [branch.id],
        compliance_ids: items.map((i) => i.id),
        owner_id: adminId,
        approver_id: checkerId,
        reminder_days_before: 7,
      },
      today,
    )
  }
}
