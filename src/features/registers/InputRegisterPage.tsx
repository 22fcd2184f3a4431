import { useCallback, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { UPLOAD_STATUS, type InputUpload } from '@ihrc/contract/register-inputs'
import { ResourcePage } from '@/components/resource/ResourcePage'
import type { ResourcePageConfig, RowAction } from '@/components/resource/types'
import { Tag } from '@/components/ui/Tag'
import { linkOf } from '@/configs/navigation.config'
import { branchFilter, companyFilter, monthFilter } from './filters'
import { UploadRowsDrawer } from './UploadRowsDrawer'
import { INPUT_VIEWS, type InputView } from './views'
import { formatDateTime, formatMonth } from '@/components/ui/format'

/**
 * The one page of the five input registers: the route says which kind (each menu entry
 * opens this page), the contract's map says everything else. A kind's uploads per branch
 * and month, its template, the upload (all or nothing; replacing a month asks first).
 */
export default function InputRegisterPage() {
  const { pathname } = useLocation()
  const view = INPUT_VIEWS.find((v) => linkOf(v.menu) === pathname)
  if (!view) return null
  // Another kind is another page: nothing of the last one's state carries over.
  return <KindPage key={view.kind} view={view} />
}

const uploadName = (u: InputUpload) => `${u.branch.name}, ${formatMonth(u.month)}`

function configOf(view: InputView): ResourcePageConfig<InputUpload> {
  return {
    title: `${view.label} Register`,
    noun: `${view.label.toLowerCase()} register`,
    menu: view.menu,
    resource: view.resource,
    columns: [
      { key: 'month', header: 'Month', sortable: true, cell: (u) => formatMonth(u.month) },
      { key: 'branch', header: 'Branch', cell: (u) => u.branch.name },
      { key: 'company', header: 'Company', cell: (u) => u.company.name },
      { key: 'rows', header: 'Rows', cell: (u) => u.rows },
      {
        key: 'status',
        header: 'Status',
        cell: (u) => <Tag tone={u.status === 'current' ? 'green' : 'gray'}>{UPLOAD_STATUS.labels[u.status]}</Tag>,
      },
      { key: 'file_name', header: 'File', cell: (u) => u.file_name },
      { key: 'uploaded_by', header: 'Uploaded by', cell: (u) => u.uploaded_by?.name ?? '—' },
      { key: 'created_at', header: 'Uploaded at', sortable: true, cell: (u) => formatDateTime(u.uploaded_at) },
    ],
    recordName: uploadName,
    filters: [companyFilter, branchFilter, monthFilter],
    searchPlaceholder: 'Search branches',
    emptyHint: `Choose a branch and a month, download the template, fill one row per employee and upload it.`,
    bulk: {
      template: view.endpoints.template,
      templateName: `${view.stem}-register-template.xlsx`,
      upload: view.endpoints.upload,
      labels: { template: 'Download template', upload: 'Upload' },
      fields: [branchFilter, monthFilter],
      rowNoun: 'employee',
      confirmReplace: true,
    },
    noEdit: true,
    noDelete: true,
    history: true,
  }
}

function KindPage({ view }: { view: InputView }) {
  const config = useMemo(() => configOf(view), [view])
  const [viewing, setViewing] = useState<InputUpload | null>(null)
  const rowActions = useCallback(
    (u: InputUpload): RowAction[] => (u.status === 'current' ? [{ label: 'View rows', onSelect: () => setViewing(u) }] : []),
    [],
  )
  return (
    <>
      <ResourcePage {...config} rowActions={rowActions} />
      {viewing && (
        <UploadRowsDrawer
          view={view}
          upload={viewing}
          title={`${view.label} register: ${uploadName(viewing)}`}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  )
}
