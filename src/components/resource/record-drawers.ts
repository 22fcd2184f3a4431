import { lazyDrawer } from '@/components/ui/LazyDrawer'
import type { RequestEditDrawer as RequestEditDrawerType } from '@/components/edit-requests/RequestEditDrawer'
import type { FormDrawer as FormDrawerType } from './FormDrawer'

// Opened on demand: the form (react-hook-form, the resolvers, every control), the edit
// request and the history load on first use, not with the list or the record's page (issue 10);
// the drawer's loading frame shows meanwhile. (Their type parameters are lost on the way; the casts give them back.)
export const FormDrawer = lazyDrawer(() => import('./FormDrawer').then((m) => m.FormDrawer)) as unknown as typeof FormDrawerType
export const HistoryDrawer = lazyDrawer(() => import('./HistoryDrawer').then((m) => m.HistoryDrawer))
export const RequestEditDrawer = lazyDrawer(() =>
  import('@/components/edit-requests/RequestEditDrawer').then((m) => m.RequestEditDrawer),
) as unknown as typeof RequestEditDrawerType
