import { useEffect, useState } from 'react'
import { REGISTER_MESSAGES } from '@ihrc/contract/registers'
import type { InputRowItem, InputUpload } from '@ihrc/contract/register-inputs'
import type { Paged } from '@ihrc/contract/envelope'
import { pathOf } from '@ihrc/contract/endpoints'
import { ErrorState } from '@/components/resource/ListStates'
import { DataTable } from '@/components/ui/DataTable'
import { Drawer } from '@/components/ui/Drawer'
import { Pagination } from '@/components/ui/Pagination'
import { http } from '@/services/http'
import { readError } from '@/store/resource-slice'
import type { InputView } from './views'

const PAGE_SIZE = 50

/** An upload's rows as stored: the employee and the kind's first fields, a page at a time. */
export function UploadRowsDrawer({
  view,
  upload,
  title,
  onClose,
}: {
  view: InputView
  upload: InputUpload
  title: string
  onClose: () => void
}) {
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<Paged<InputRowItem> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const abort = new AbortController()
    http
      .get<Paged<InputRowItem>>(pathOf(view.endpoints.rows, { id: upload.id }), {
        params: { page, page_size: PAGE_SIZE },
        signal: abort.signal,
        fallbackMessage: REGISTER_MESSAGES.fetchRows,
        skipErrorToast: true,
      })
      .then(
        (res) => {
          setRows(res.data)
          setError(null)
        },
        (err: unknown) => {
          if (!abort.signal.aborted) setError(readError(err, REGISTER_MESSAGES.fetchRows).message)
        },
      )
    return () => abort.abort()
  }, [view, upload.id, page, attempt])

  return (
    <Drawer isOpen onClose={onClose} title={title} width={Math.min(1100, window.innerWidth)}>
      {error ? (
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <>
          <DataTable
            label={`Rows of ${title}`}
            data={rows?.data ?? []}
            loading={!rows}
            rowKey={(r) => String(r.row)}
            columns={[
              { id: 'row', header: 'Row', cell: (r) => r.row, align: 'end' },
              ...view.preview.map((f) => ({
                id: f.key,
                header: f.label,
                cell: (r: InputRowItem) => String(r.values[f.key] ?? '—'),
              })),
            ]}
          />
          {rows && rows.meta.total > PAGE_SIZE && (
            <Pagination currentPage={page} pageSize={PAGE_SIZE} total={rows.meta.total} onChange={(p: number) => setPage(p)} />
          )}
        </>
      )}
    </Drawer>
  )
}
