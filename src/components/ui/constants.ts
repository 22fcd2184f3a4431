/** Every constant of SPEC.md section 9 that a widget uses, in one place. */
export const CONTROL_SIZES = ['xs', 'sm', 'md', 'lg'] as const
export type ControlSize = (typeof CONTROL_SIZES)[number]
/** Heights 7, 9, 11, 14 units. */
export const CONTROL_HEIGHT: Record<ControlSize, string> = { xs: 'h-7', sm: 'h-9', md: 'h-11', lg: 'h-14' }
/** The same heights as a minimum, for controls that grow (a multi-select's chips wrap). */
export const CONTROL_MIN_HEIGHT: Record<ControlSize, string> = { xs: 'min-h-7', sm: 'min-h-9', md: 'min-h-11', lg: 'min-h-14' }

export const TOAST = {
  placement: 'top-end',
  offsetX: 30,
  offsetY: 30,
  fadeMs: 150,
  removalMs: 50,
  width: 350,
  autoHideMs: 3000,
  uploadFailedMs: 2000,
} as const

export const ALERT = { autoCloseMs: 3000, fadeMs: 250 } as const
export const TOOLTIP_FADE_MS = 150

export const BADGE_MAX = 99
export const AVATAR_GROUP_MAX = 4

export const DIALOG = { width: 520, autoWidthBreakpoint: 640, closeDelayMs: 150 } as const
export const DRAWER = { closeDelayMs: 300, width: 400, height: 400, backdropOpacity: 0.5 } as const

export const PAGINATION = { maxSlots: 7, jump: 5 } as const

export const PROGRESS = { strokeWidth: 6, circleWidth: 120 } as const
export const SCROLLBAR = { thumbMin: 30, autoHideMs: 1000 } as const

export const TABLE_MAX_HEIGHT = 500
export const DROPDOWN = { pageSize: 5, maxMenuHeight: 300, minMenuHeight: 140 } as const

export const DATE = {
  weekStartsOn: 1, // Monday
  weekend: [0, 6], // Sunday, Saturday
  yearsPerPage: 12,
  minYear: 100,
  maxYear: 10000,
  rangeSeparator: '~',
  format: 'YYYY-MM-DD',
  dateTimeFormat: 'DD-MM-YYYY hh:mm a',
  /** A period's month: short names as dayjs writes them ("Sep", never "Sept"). */
  monthFormat: 'MMM YYYY',
  /** A month view's heading, the month spelled out: "June 2025". */
  monthTitleFormat: 'MMMM YYYY',
  /** A day as a month view's cell names it to a screen reader: "15 June 2025, Sunday". */
  spokenDayFormat: 'D MMMM YYYY, dddd',
} as const

export const TIME = { defaultFormat: '24', amLabel: 'am', pmLabel: 'pm' } as const

export const UPLOAD_FAILED_MESSAGE = 'Upload Failed!'

/**
 * The one stacking order of the console, lowest first: a table's pinned cells and sticky
 * header, the page header, then what floats over the page (menus, lists, date pickers,
 * tooltips), then drawers and dialogs, then toasts. Tailwind's `z-<name>` classes come
 * from here (tailwind.config.ts); the kit's floating parts stack by it through ui/layers.ts.
 */
export const LAYER = {
  cell: 1,
  thead: 2,
  header: 30,
  popover: 40,
  overlay: 50,
  toast: 100,
} as const
