import { createContext, useContext } from 'react'
import { LAYER } from './constants'

/**
 * The z-index of the surface a component is drawn on: 0 on the page, a drawer's or
 * dialog's own inside it. Whatever floats is stacked above its surface, so a list opened
 * in a drawer sits above the drawer, and a dialog opened from a drawer above both.
 */
const Surface = createContext(0)
export const SurfaceLayer = Surface.Provider

/** A menu, list, picker or tooltip: above the page's popover layer, or just above the overlay it opened in. */
export function usePopoverLayer(): number {
  const surface = useContext(Surface)
  return surface === 0 ? LAYER.popover : surface + 1
}

/** A drawer or dialog: the overlay layer, or above the overlay (and its popovers) it opened from. */
export function useOverlayLayer(): number {
  const surface = useContext(Surface)
  return surface === 0 ? LAYER.overlay : surface + 2
}
