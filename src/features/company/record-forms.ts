import type { RecordForm } from '@/components/edit-requests/record-forms'
import type { ResourceFormConfig } from '@/components/resource/types'
import { branchSections } from './branch-config'
import { companyForm } from './pages/CompanyPage'
import { groupForm } from './pages/EntityPage'

const fieldsOf = (form: Pick<ResourceFormConfig<never>, 'sections' | 'customFields'>): RecordForm => ({
  fields: form.sections.flatMap((s) => s.fields),
  customFields: form.customFields,
})

/** Company Setup's records open to edit requests, by record type: their own forms. */
export function companyRecordForm(recordType: string): RecordForm | null {
  switch (recordType) {
    case 'company_group':
      return fieldsOf(groupForm)
    case 'company':
      return fieldsOf(companyForm)
    case 'branch':
      return fieldsOf({ sections: branchSections(undefined), customFields: 'branch' })
    default:
      return null
  }
}
