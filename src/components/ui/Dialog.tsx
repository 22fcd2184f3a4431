import type { ReactNode } from 'react'
import { DIALOG } from './constants'
import { Overlay } from './Overlay'

export interface DialogProps {
  isOpen: boolean
  onClose: () => void
  title?: ReactNode
  /** Accessible name when there is no title. */
  label?: string
  width?: number
  footer?: ReactNode
  children?: ReactNode
}

/** Default width 520; at a viewport of 640 px or less it takes the full width. */
export function Dialog({ width = DIALOG.width, ...props }: DialogProps) {
  return (
    <Overlay
      {...props}
      closeDelayMs={DIALOG.closeDelayMs}
      containerClass="grid place-items-center p-4"
      panelStyle={{ width, maxWidth: '100%' }}
      panelClass={(visible) =>
        `max-h-[90vh] rounded-lg [@media(max-width:640px)]:!w-full ${visible ? 'opacity-100 scale-100' : 'opacity-0 scale-95'}`
      }
    />
  )
}
