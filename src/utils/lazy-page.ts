import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A code-split page: the route loads it on first visit. */
export type PageLoader = () => Promise<{ default: ComponentType }>

const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>()

/** One lazy component per loader, created once: re-creating it on render would remount the page. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = pages.get(loader)
  if (!page) {
    page = lazy(loader)
    pages.set(loader, page)
  }
  return page
}
