import { ResourcePage } from '@/components/resource/ResourcePage'
import { noticeConfig } from './notice-config'

/** Remittance Tracker → Notice Tracker: inspectors' notices from receipt to reply. */
export default function NoticeTrackerPage() {
  return <ResourcePage {...noticeConfig} />
}
