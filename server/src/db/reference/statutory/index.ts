/**
 * Every statutory fact the product starts with (issue 21): central PF, PF IW and ESI, and
 * PT (RC and EC) and LWF for every state and union territory. Sources and what could not
 * be reached: docs/statutory-research-log.md; every fact with its sources:
 * docs/statutory-sources.md (generated from this list, `npm run statutory:doc`).
 */
import { CENTRAL_FACTS } from './central'
import type { FactSeed } from './fact'
import { ANDHRA_PRADESH, TELANGANA } from './states/andhra-pradesh-telangana'
import { EAST_AND_NORTH_EAST } from './states/east-and-north-east'
import { EMPLOYER_OWN_PT_EAST } from './states/employer-own-pt-east'
import { GOA_ODISHA } from './states/goa-odisha'
import { GUJARAT } from './states/gujarat'
import { KARNATAKA } from './states/karnataka'
import { KERALA } from './states/kerala'
import { CHHATTISGARH, MADHYA_PRADESH } from './states/madhya-pradesh-chhattisgarh'
import { MAHARASHTRA } from './states/maharashtra'
import { NORTH_EAST_AND_PUDUCHERRY } from './states/north-east-and-puducherry'
import { NOT_LEVIED } from './states/not-levied'
import { PUNJAB_HARYANA_CHANDIGARH_DELHI } from './states/punjab-haryana-chandigarh-delhi'
import { TAMIL_NADU } from './states/tamil-nadu'
import { WEST_BENGAL } from './states/west-bengal'

export type { FactSeed } from './fact'

export const STATUTORY_FACTS: readonly FactSeed[] = [
  ...CENTRAL_FACTS,
  ...ANDHRA_PRADESH,
  ...TELANGANA,
  ...EAST_AND_NORTH_EAST,
  ...EMPLOYER_OWN_PT_EAST,
  ...NORTH_EAST_AND_PUDUCHERRY,
  ...GOA_ODISHA,
  ...GUJARAT,
  ...KARNATAKA,
  ...KERALA,
  ...MADHYA_PRADESH,
  ...CHHATTISGARH,
  ...MAHARASHTRA,
  ...PUNJAB_HARYANA_CHANDIGARH_DELHI,
  ...TAMIL_NADU,
  ...WEST_BENGAL,
  ...NOT_LEVIED,
]
