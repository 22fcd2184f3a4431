import type { MenuKey } from '@ihrc/contract/permissions'
import type { PageLoader } from '@/utils/lazy-page'

const inputPage: PageLoader = () => import('./InputRegisterPage')

/** Register and Return and Global Settings → Register Template by menu key (spread into app/pages.ts); the five input registers open one page. */
export const REGISTER_PAGES = {
  'registers.input_salary': inputPage,
  'registers.input_attendance': inputPage,
  'registers.input_leave': inputPage,
  'registers.input_bonus': inputPage,
  'registers.input_maternity': inputPage,
  'registers.output': () => import('./OutputRegistersPage'),
  'settings.register_template': () => import('./RegisterTemplatePage'),
} satisfies Partial<Record<MenuKey, PageLoader>>
