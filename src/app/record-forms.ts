import type { RecordFormLoader } from '@/components/edit-requests/record-forms'

/**
 * Each area's record forms, by record type, for screens that read another area's changes
 * (Edit permission's request details): loaded on first use, with the area's own code.
 */
export const loadRecordForm: RecordFormLoader = async (recordType) => {
  if (recordType === 'notice') return (await import('@/features/notices/record-forms')).noticeRecordForm()
  if (recordType.endsWith('_tracker')) return (await import('@/features/trackers/record-forms')).trackerRecordForm(recordType)
  return (await import('@/features/company/record-forms')).companyRecordForm(recordType)
}
