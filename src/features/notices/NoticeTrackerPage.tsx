import { lazy, Suspense, useMemo } from 'react'
import { Route, Routes } from 'react-router-dom'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { useCan } from '@/components/resource/use-can'
import { noticeConfig } from './notice-config'

// The notice's page (timeline, replies, the reply dialog) loads when a notice is opened, not with the list.
const NoticeDetailPage = lazy(() => import('./NoticeDetailPage').then((m) => ({ default: m.NoticeDetailPage })))

/** Remittance Tracker → Notice Tracker: inspectors' notices from receipt to reply; each opens its own page. */
export default function NoticeTrackerPage() {
  // A notice is edited directly by those who decide notice edit requests (the server's rule); others send a request.
  const direct = useCan('settings.notice_edit_permission').edit
  const config = useMemo(() => {
    const mode: 'edit' | 'request' = direct ? 'edit' : 'request'
    return { ...noticeConfig, editMode: () => mode }
  }, [direct])
  return (
    <Routes>
      <Route index element={<ResourcePage {...config} />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={null}>
            <NoticeDetailPage />
          </Suspense>
        }
      />
    </Routes>
  )
}
