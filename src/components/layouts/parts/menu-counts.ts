import type { MenuKey } from '@ihrc/contract/permissions'
import { useNoticeAttentionCountQuery } from '@/services/notice-api'

/**
 * Menu entries that show a count beside their label: the hook that reads it and what
 * the number counts, for screen readers. The menu shows only entries the user may open,
 * so each hook runs only for those who may read its area.
 */
export const MENU_COUNTS: Partial<Record<MenuKey, { use: () => number | undefined; what: string }>> = {
  'remittance.notice_tracker': {
    use: () => useNoticeAttentionCountQuery().data,
    what: 'notices with a reply or hearing within 7 days or overdue',
  },
}
