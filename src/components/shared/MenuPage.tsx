import { useEffect } from 'react'
import { useAppSelector } from '@/store/hooks'
import { mayOpen, type NavItem } from '@/configs/navigation.config'
import { t } from '@/locales'
import { lazyPage, type PageLoader } from '@/utils/lazy-page'
import { NoAccess } from './NoAccess'
import NotBuilt from './NotBuilt'

/**
 * The element of every menu route: the permission gate first (a forbidden deep link shows
 * "no access", never a reload), then the area's page, or the shared "not built yet" page.
 */
export default function MenuPage({ item, page }: { item: NavItem; page?: PageLoader }) {
  const type = useAppSelector((s) => s.userDisplay.type)
  const permissions = useAppSelector((s) => s.userDisplay.permissions)
  useEffect(() => {
    document.title = `${item.label} · ${t('app.name')}`
  }, [item.label])
  if (!mayOpen(item, { type, permissions })) return <NoAccess label={item.label} />
  if (!page) return <NotBuilt label={item.label} />
  const Page = lazyPage(page)
  return <Page />
}
