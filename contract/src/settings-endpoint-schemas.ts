/** Schemas of the Global Settings rows (settings-endpoints.ts), spread into endpoint-schemas.ts. */
import type { z } from 'zod'
import { envelope } from './envelope'
import {
  customField,
  customFieldBody,
  customFieldQuery,
  noticeStatusSetting,
  noticeStatusSettingsBody,
  statusSetting,
  statusSettingsBody,
} from './settings'

type CrudSchemas = (item: z.ZodType, body: z.ZodType, query: z.ZodType) => object

export function settingsEndpointSchemas<C extends CrudSchemas>(crudSchemas: C) {
  const statuses = envelope(statusSetting.array())
  const noticeStatuses = envelope(noticeStatusSetting.array())
  return {
    statusSettings: { get: { response: statuses }, update: { body: statusSettingsBody, response: statuses } },
    noticeStatusSettings: {
      get: { response: noticeStatuses },
      update: { body: noticeStatusSettingsBody, response: noticeStatuses },
    },
    customField: crudSchemas(customField, customFieldBody, customFieldQuery) as ReturnType<C>,
  }
}
