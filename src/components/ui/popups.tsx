// The kit's open popups, one lazily loaded part with Floating UI (ui/lazy-popups.tsx; its
// chunk group in scripts/chunk-groups.ts). Import it only through lazy-popups.
export { DropdownMenu } from './dropdown-menu'
export { OverlaySurface } from './overlay-surface'
export { PopupDialog } from './popup-dialog'
export { PopupList } from './popup-list'
export { TooltipTip } from './tooltip-tip'
