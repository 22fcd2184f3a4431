import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A code-split page: the route loads it on first visit. */
export type PageLoader = () => Promise<{ default: ComponentType }>

/** A code-split part's loader: `import()` of a module whose default export is a component. */
type Loader<T> = () => Promise<{ default: T }>

/** The modules that have come, by their loader. */
const loaded = new Map<Loader<unknown>, { default: unknown }>()

/** Loads a code-split part and keeps its module, so that a lazy component of it draws without suspending (`lazyLoaded`). */
export function load<T>(loader: Loader<T>): Promise<{ default: T }> {
  return loader().then((module) => {
    loaded.set(loader, module)
    return module
  })
}

/**
 * `React.lazy` that draws at once when its module has come already (preloaded with `load`).
 * Given a promise, even a settled one, a lazy component suspends in its first render: its
 * Suspense boundary commits the fallback, and React then holds the content's reveal until 300 ms
 * after that fallback (its FALLBACK_THROTTLE_MS). On a cold /home the page's heading came 320 ms
 * after the shell's header, its code long there. A thenable that answers inside `then` resolves
 * the lazy component within that first render (React's `lazyInitializer` reads it right away).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyLoaded<T extends ComponentType<any>>(loader: Loader<T>): LazyExoticComponent<T> {
  return lazy(() => {
    const module = loaded.get(loader) as { default: T } | undefined
    if (!module) return load(loader)
    const answered = { then: (done: (value: { default: T }) => void) => done(module) }
    return answered as unknown as Promise<{ default: T }>
  })
}

const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>()

/** One lazy component per loader, created once: re-creating it on render would remount the page. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = pages.get(loader)
  if (!page) {
    page = lazyLoaded(loader)
    pages.set(loader, page)
  }
  return page
}
