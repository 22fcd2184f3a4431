/** What the resource kit checks of every factory resource (401, 403, 400, 404, another tenant's ids, 409), for each family. */
import { TRACKER_FAMILIES, type TrackerFamilyKey } from '@ihrc/contract'
import { trackerResources } from '../../src/modules/trackers'
import { describeResource } from '../kit/describe-resource'
import { createSetup, nthPeriod, trackerBody } from './fixtures'

for (const key of Object.keys(TRACKER_FAMILIES) as TrackerFamilyKey[]) {
  // Each kit world is a fresh app: its orgs get their registration on first use.
  const setups = new WeakMap<object, Promise<{ id: number }>>()
  describeResource(trackerResources[key], {
    async body(org, n) {
      if (!setups.has(org)) setups.set(org, createSetup(TRACKER_FAMILIES[key].setup, org, org.tenantId))
      return trackerBody(key, (await setups.get(org)!).id, nthPeriod(key, n))
    },
  })
}
