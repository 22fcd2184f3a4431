import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { ResourcePage } from '@/components/resource/ResourcePage'
import { useNoticeConfig } from './notice-config'

// The notice's page (timeline, replies, the reply dialog) loads when a notice is opened, not with the list.
const NoticeDetailPage = lazy(() => import('./NoticeDetailPage').then((m) => ({ default: m.NoticeDetailPage })))

/** Remittance Tracker → Notice Tracker: inspectors' notices from receipt to reply; each opens its own page. */
export default function NoticeTrackerPage() {
  const config = useNoticeConfig()
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
