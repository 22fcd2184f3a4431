import { lazy, Suspense, type ComponentType } from 'react'
import { t } from '@/locales'
import { Drawer } from './Drawer'
import { OverlayContent } from './Overlay'
import { Spinner } from './Spinner'

/** What every lazily loaded drawer takes, so its frame can be drawn before its code is there. */
export interface LazyDrawerProps {
  title: string
  onClose: () => void
}

/** The body of a drawer whose code is on its way: one for every lazy drawer. */
function DrawerLoading() {
  return (
    <OverlayContent>
      <div role="status" aria-busy="true" className="grid place-items-center gap-3 py-16 text-gray-500 dark:text-gray-400">
        <Spinner size={28} />
        <span>{t('app.loading')}</span>
      </div>
    </OverlayContent>
  )
}

/**
 * A drawer loaded on its first open (its form, history or edit request stays out of the
 * page's own code). The click answers at once: the drawer opens with its title, close
 * button and focus, busy until the code arrives; the loaded drawer then fills that same
 * drawer (ui/Overlay.tsx `frame`), so nothing slides in twice and the dialog stays the one
 * that assistive technology and the focus are already in. The frame is the drawer: its
 * placement and width are the default ones, and it closes when the page stops rendering it.
 */
export function lazyDrawer<P extends LazyDrawerProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDrawer(props: P) {
    return (
      <Drawer isOpen frame title={props.title} onClose={props.onClose}>
        <Suspense fallback={<DrawerLoading />}>
          <Loaded {...props} />
        </Suspense>
      </Drawer>
    )
  }
}
