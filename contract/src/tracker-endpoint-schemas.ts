/** The request and response schemas of every tracker family's rows (tracker-endpoints.ts), made from the same map. */
import { z } from 'zod'
import { auditEntry } from './audit'
import { envelope, idParam, paged } from './envelope'
import { bulkResult } from './organisation'
import type { TrackerAreaKey } from './tracker-endpoints'
import {
  TRACKER_FAMILIES,
  trackerBody,
  trackerGrid,
  trackerGridQuery,
  trackerItem,
  trackerMissingItem,
  trackerMissingQuery,
  trackerQuery,
  trackerTemplateQuery,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
} from './trackers'

function familySchemas(family: TrackerFamilyDef) {
  const item = trackerItem(family)
  const body = trackerBody(family)
  const documentParams = idParam.extend({ kind: z.string() })
  return {
    list: { query: trackerQuery, response: paged(item) },
    get: { params: idParam, response: envelope(item) },
    create: { body, response: envelope(item) },
    update: { params: idParam, body, response: envelope(item) },
    remove: { params: idParam, response: envelope(z.null()) },
    history: { params: idParam, response: envelope(z.array(auditEntry)) },
    template: { query: trackerTemplateQuery },
    bulkUpload: { response: envelope(bulkResult) },
    exportAll: { query: trackerQuery },
    upload: { params: idParam, response: envelope(item) },
    document: { params: documentParams },
    removeDocument: { params: documentParams, response: envelope(item) },
    grid: { query: trackerGridQuery, response: envelope(trackerGrid) },
    gridExport: { query: trackerGridQuery },
    missing: { query: trackerMissingQuery, response: paged(trackerMissingItem) },
    missingExport: { query: trackerMissingQuery },
  }
}

export function trackerSchemas() {
  return Object.fromEntries(Object.entries(TRACKER_FAMILIES).map(([key, family]) => [`${key}Tracker`, familySchemas(family)])) as {
    [K in TrackerFamilyKey as TrackerAreaKey<K>]: ReturnType<typeof familySchemas>
  }
}
