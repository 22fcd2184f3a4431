import { TRACKER_FAMILIES, type TrackerMenuKey } from '@ihrc/contract/tracker-families'
import type { PageLoader } from '@/utils/lazy-page'

const trackerPage: PageLoader = () => import('./TrackerPage')

/** Every tracker family's menu opens the one tracker page, which reads its family from the route. */
export const TRACKER_PAGES = Object.fromEntries(Object.values(TRACKER_FAMILIES).map((f) => [f.menu, trackerPage])) as Record<
  TrackerMenuKey,
  PageLoader
>
