import type { ReactNode } from 'react'
import { DRAWER } from './constants'
import { Overlay } from './Overlay'

export type DrawerPlacement = 'left' | 'right' | 'top' | 'bottom'

export interface DrawerProps {
  isOpen: boolean
  onClose: () => void
  title?: ReactNode
  label?: string
  placement?: DrawerPlacement
  width?: number
  height?: number
  footer?: ReactNode
  children?: ReactNode
  /** See OverlayProps.frame. */
  frame?: boolean
}

const EDGE: Record<DrawerPlacement, { box: string; hidden: string }> = {
  right: { box: 'fixed inset-y-0 right-0 h-full', hidden: 'translate-x-full' },
  left: { box: 'fixed inset-y-0 left-0 h-full', hidden: '-translate-x-full' },
  top: { box: 'fixed inset-x-0 top-0 w-full', hidden: '-translate-y-full' },
  bottom: { box: 'fixed inset-x-0 bottom-0 w-full', hidden: 'translate-y-full' },
}

export function Drawer({ placement = 'right', width = DRAWER.width, height = DRAWER.height, ...props }: DrawerProps) {
  const horizontal = placement === 'left' || placement === 'right'
  return (
    <Overlay
      {...props}
      closeDelayMs={DRAWER.closeDelayMs}
      backdropOpacity={DRAWER.backdropOpacity}
      containerClass=""
      panelStyle={horizontal ? { width, maxWidth: '100vw' } : { height, maxHeight: '100vh' }}
      panelClass={(visible) => `${EDGE[placement].box} ${visible ? 'translate-x-0 translate-y-0' : EDGE[placement].hidden}`}
    />
  )
}
