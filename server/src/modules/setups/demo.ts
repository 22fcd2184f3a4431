/**
 * The demo tenant's statutory registrations: PF and ESI per company, PT and LWF where
 * the demo branches are in states that levy them (Maharashtra and Karnataka), each at
 * one of its branches. Created through the setups' own service (body schemas, place
 * checks, audit entries), as the API would create them, so the trackers have codes to
 * pay against on first start.
 */
import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { branches } from '../../db/schema'
import type { RequestContext, Resource } from '../../lib/crud'
import { esiSetupResource } from './esi-setup'
import { lwfSetupResource } from './lwf-setup'
import { pfSetupResource } from './pf-setup'
import type { PortalSecret } from './portal-secret'
import { ptSetupResource } from './pt-setup'
import type { DemoPiece } from '../demo-piece'

/** Demo registrations carry no portal password: nothing is ever sealed. */
const NO_PORTAL_PASSWORD: PortalSecret = {
  seal: () => {
    throw new Error('demo setups have no portal password')
  },
  open: () => {
    throw new Error('demo setups have no portal password')
  },
}

type Kind = 'pf' | 'esi' | 'pt' | 'lwf'
interface DemoSetup {
  kind: Kind
  /** The branch (by name) whose company and place the registration takes. */
  branch: string
  own: Record<string, unknown>
}

export const DEMO_SETUPS: readonly DemoSetup[] = [
  { kind: 'pf', branch: 'Mumbai Head Office', own: { pf_code: 'MHBAN0012345000', certificate: 'EPFO/MH/BAN/2015/0012345' } },
  { kind: 'pf', branch: 'Gurugram Corporate Office', own: { pf_code: 'HRGGN0023456000', certificate: 'EPFO/HR/GGN/2017/0023456' } },
  { kind: 'pf', branch: 'Bengaluru Regional Office', own: { pf_code: 'KNBNG0034567000', certificate: 'EPFO/KN/BNG/2016/0034567' } },
  { kind: 'esi', branch: 'Mumbai Head Office', own: { esi_code: '31000123450001001', code_type: 'main' } },
  { kind: 'esi', branch: 'Bengaluru Regional Office', own: { esi_code: '53000234560001001', code_type: 'main' } },
  { kind: 'esi', branch: 'Hosur Plant', own: { esi_code: '51000345670011002', code_type: 'sub' } },
  {
    kind: 'pt',
    branch: 'Mumbai Head Office',
    own: {
      ptrc_number: '27123456789P',
      ptec_number: '99123456789P',
      remittance_mode: 'online',
      ptrc_frequency: 'monthly',
      ptec_frequency: 'yearly',
    },
  },
  {
    kind: 'pt',
    branch: 'Pune Hinjawadi',
    own: {
      ptrc_number: '27234567890P',
      ptec_number: '99234567890P',
      remittance_mode: 'online',
      ptrc_frequency: 'monthly',
      ptec_frequency: 'yearly',
    },
  },
  {
    kind: 'pt',
    branch: 'Bengaluru Regional Office',
    own: { ptrc_number: 'PTRC/KA/BLR/2016/004512', remittance_mode: 'online', ptrc_frequency: 'monthly' },
  },
  {
    kind: 'lwf',
    branch: 'Mumbai Head Office',
    own: { registration_number: 'MH/LWF/2015/118820', remittance_mode: 'online', frequency: 'half_yearly' },
  },
  {
    kind: 'lwf',
    branch: 'Pune Hinjawadi',
    own: { registration_number: 'MH/LWF/2018/204417', remittance_mode: 'offline', frequency: 'half_yearly' },
  },
  {
    kind: 'lwf',
    branch: 'Bengaluru Regional Office',
    own: { registration_number: 'KA/LWF/2016/30417', remittance_mode: 'online', frequency: 'yearly' },
  },
]

export async function seedSetupsDemo(ctx: RequestContext): Promise<void> {
  const resources: Record<Kind, Resource<never, unknown> & { spec: { body: z.ZodType } }> = {
    pf: pfSetupResource(NO_PORTAL_PASSWORD) as never,
    esi: esiSetupResource as never,
    pt: ptSetupResource as never,
    lwf: lwfSetupResource as never,
  }
  const places = await ctx.db
    .select({
      name: branches.name,
      company_id: branches.companyId,
      state_id: branches.stateId,
      district_id: branches.districtId,
      location_id: branches.locationId,
      registration_date: branches.openingDate,
    })
    .from(branches)
    .where(eq(branches.tenantId, ctx.auth.tenantId))
    .orderBy(asc(branches.id))
  const placeOf = new Map(places.map(({ name, ...place }) => [name, place]))
  for (const setup of DEMO_SETUPS) {
    const place = placeOf.get(setup.branch)
    if (!place) throw new Error(`demo data: branch ${setup.branch} is not seeded`)
    const resource = resources[setup.kind]
    const signatories =
      setup.kind === 'pf' || setup.kind === 'esi' ? { signatories: [{ user_id: ctx.auth.userId, e_sign_status: 'registered' }] } : {}
    // Parsed by the route's own body schema: defaults and normalisation as over HTTP.
    await resource.create(ctx, resource.spec.body.parse({ ...place, ...setup.own, ...signatories }) as never)
  }
}

export const setupsDemo: DemoPiece = { name: 'registrations', seed: (asAdmin) => seedSetupsDemo(asAdmin) }
