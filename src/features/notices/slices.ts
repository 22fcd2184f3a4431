import { FALLBACK } from '@ihrc/contract/messages'
import { endpoints } from '@ihrc/contract/endpoints'
import type { Notice } from '@ihrc/contract/notices'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice } from '@/store/resource-slice'

/**
 * Client state of the Notice Tracker (SPEC.md section 4: "Notice: list, selected
 * notice, id"; creating a notice appends it) through the shared resource slice, with
 * SPEC section 8's five notice fallbacks.
 */
export const noticeSlice = createResourceSlice<Notice>({
  name: 'notice',
  endpoints: endpoints.notice,
  messages: {
    list: FALLBACK.fetchNotices,
    get: FALLBACK.fetchNotice,
    create: FALLBACK.createNotice,
    update: FALLBACK.updateNotice,
    remove: FALLBACK.deleteNotice,
  },
})

// Mounted when the notice pages load (store/root-reducer.ts: lazily injected slices).
rootReducer.inject({ reducerPath: noticeSlice.reducerPath, reducer: noticeSlice.reducer })
