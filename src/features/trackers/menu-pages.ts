import type { MenuKey } from '@ihrc/contract/permissions'
import type { PageLoader } from '@/utils/lazy-page'

const trackerPage: PageLoader = () => import('./TrackerPage')

/** The six remittance tracker entries all open the one tracker page, which reads its family from the route. */
export const TRACKER_PAGES = {
  'remittance.pf_tracker': trackerPage,
  'remittance.esi_tracker': trackerPage,
  'remittance.lwf_tracker': trackerPage,
  'remittance.ptrc_tracker': trackerPage,
  'remittance.ptec_tracker': trackerPage,
  'remittance.pfiw_tracker': trackerPage,
} satisfies Partial<Record<MenuKey, PageLoader>>
