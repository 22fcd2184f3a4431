import type { ComponentType, ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { useAppSelector } from '@/store/hooks'
import { ThemePanel } from '@/components/shared/ThemePanel'
import type { LayoutType } from '@/configs/theme.config'
import { BlankLayout } from './BlankLayout'
import { ClassicLayout } from './ClassicLayout'
import { DeckedLayout } from './DeckedLayout'
import { ModernLayout } from './ModernLayout'
import { SimpleLayout } from './SimpleLayout'
import { StackedSideLayout } from './StackedSideLayout'

const LAYOUTS: Record<LayoutType, ComponentType<{ children: ReactNode }>> = {
  classic: ClassicLayout,
  modern: ModernLayout,
  stackedSide: StackedSideLayout,
  simple: SimpleLayout,
  decked: DeckedLayout,
  blank: BlankLayout,
}

/** The signed-in shell in the layout the theme store names (SPEC.md section 2). */
export default function LayoutSwitcher({ children }: { children?: ReactNode }) {
  const type = useAppSelector((s) => s.theme.layout.type)
  const Layout = LAYOUTS[type] ?? LAYOUTS.modern
  return (
    <>
      {/* data-layout names the rendered layout for the browser tests; `contents` keeps it out of the box tree. */}
      <div data-layout={type} className="contents">
        <Layout>{children ?? <Outlet />}</Layout>
      </div>
      <ThemePanel />
    </>
  )
}
