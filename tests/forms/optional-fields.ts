import { HttpResponse } from 'msw'
import type { CustomField, CustomFieldModule } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { paged } from '../company/fixtures'

const stamps = { created_at: '2025-04-01T00:00:00.000Z', updated_at: '2025-04-01T00:00:00.000Z' }

/** A module's four custom fields NOT marked required, one of each type (issue 19 item 2). */
export function optionalFields(module: CustomFieldModule): CustomField[] {
  const base = { ...stamps, module, options: [] as string[], required: false }
  return [
    { ...base, id: 1, name: 'Bank reference', key: 'bank_reference', type: 'text' },
    { ...base, id: 2, name: 'Head office count', key: 'head_office_count', type: 'number' },
    { ...base, id: 3, name: 'Audited on', key: 'audited_on', type: 'date' },
    { ...base, id: 4, name: 'Zone', key: 'zone', type: 'select', options: ['North', 'South'] },
  ]
}

/** The custom field definitions: the module's optional four, none for any other module. */
export const optionalFieldsOf = (module: CustomFieldModule) =>
  onApi.get('settings/custom-fields', ({ request }) =>
    HttpResponse.json(paged(new URL(request.url).searchParams.get('module') === module ? optionalFields(module) : [])),
  )
