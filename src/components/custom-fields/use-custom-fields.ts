import type { CustomField, CustomFieldModule } from '@ihrc/contract'
import { customFieldsApi } from './custom-fields-api'

const NONE: CustomField[] = []

/** The module's definitions (none for a resource without custom fields, or while they load). */
export function useCustomFields(module: CustomFieldModule | undefined): CustomField[] {
  const { data } = customFieldsApi.useCustomFieldsQuery(module ?? 'branch', { skip: !module })
  return module ? (data ?? NONE) : NONE
}
