/**
 * A tenant with a branch, an owner, an approver and one assigned obligation (a custom
 * monthly item due on the 15th of the next month, proof required), its due items
 * generated on a fixed day. Assignments are arranged in the database: making them is
 * the library's route, not what these tests are about.
 */
import { eq } from 'drizzle-orm'
import type { ComplianceDueRule, ComplianceFrequency } from '@ihrc/contract'
import { complianceAssignments, complianceItems, dueItems } from '../../src/db/schema'
import { generateDueItems } from '../../src/modules/compliance/due-items/generate'
import type { TestContext, TestUser } from '../helpers'
import { caller, createBranch, setupOrg, type Call, type Org } from '../organisation/fixtures'

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** Owner and approver hold the Due Compliance and Status menus, as the screens need. */
export const WORKER_GRANTS = ['audit.due_compliance:edit', 'audit.status:edit', 'audit.history:list', 'audit.compliance_certificate:create']

export interface ItemSpec {
  frequency?: ComplianceFrequency
  dueRule?: ComplianceDueRule
  proofRequired?: boolean
  code?: string
}

export interface Workplace extends Org {
  branchId: number
  owner: TestUser & { call: Call }
  approver: TestUser & { call: Call }
  /** Someone else with the same grants: neither owner nor approver. */
  bystander: TestUser & { call: Call }
  assign(item?: ItemSpec, day?: string, branchId?: number): Promise<{ assignmentId: number; itemIds: number[] }>
}

let codes = 0

export async function workplace(t: TestContext, prefix = 'Acme'): Promise<Workplace> {
  const org = await setupOrg(t, prefix)
  const branchId = await createBranch(org, { name: `${prefix} Pune` })
  const person = async (name: string) => {
    const user = await t.createUser(org.tenantId, { name: `${prefix} ${name}`, permissions: WORKER_GRANTS, branchIds: [branchId] })
    return { ...user, call: caller(t, user) }
  }
  const owner = await person('Owner')
  const approver = await person('Approver')
  const bystander = await person('Bystander')
  async function assign(spec: ItemSpec = {}, day = '2025-11-10', branch = branchId) {
    const [item] = await t.db
      .insert(complianceItems)
      .values({
        tenantId: org.tenantId,
        code: spec.code ?? `CUST-${++codes}`,
        act: 'Minimum Wages Act, 1948',
        header: 'Monthly wage register',
        description: 'Keep the register of wages up to date',
        category: 'register',
        appliesTo: 'central',
        frequency: spec.frequency ?? 'monthly',
        dueRule: spec.dueRule ?? { kind: 'day_of_next_month', day: 15 },
        criticality: 'high',
        proofRequired: spec.proofRequired ?? true,
        effectiveFrom: '2020-01-01',
        isCustom: true,
      })
      .returning({ id: complianceItems.id })
    const [assignment] = await t.db
      .insert(complianceAssignments)
      .values({
        tenantId: org.tenantId,
        branchId: branch,
        complianceId: item!.id,
        ownerId: owner.id,
        approverId: approver.id,
        createdAt: new Date(`${day}T06:00:00Z`),
      })
      .returning({ id: complianceAssignments.id })
    await generateDueItems(t.db, { assignmentIds: [assignment!.id] }, day)
    const rows = await t.db
      .select({ id: dueItems.id })
      .from(dueItems)
      .where(eq(dueItems.assignmentId, assignment!.id))
      .orderBy(dueItems.periodStart)
    return { assignmentId: assignment!.id, itemIds: rows.map((r) => r.id) }
  }
  return { ...org, branchId, owner, approver, bystander, assign }
}
