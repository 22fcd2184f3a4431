/**
 * How each status looks (its label and colour, the tenant's choice over the defaults) and
 * the badge text that reads on it. Plain functions, no zod: every list's status badge and
 * the dashboard use them without evaluating the settings' schemas (settings.ts).
 */
import type { NoticeStatusSetting, StatusSetting } from './settings'
import { SHOWN_STATUS, noticeStatusKey, type ShownStatus } from './status-labels'

/** The colour of each status until the tenant chooses another (each readable with white or near-black text). */
export const DEFAULT_STATUS_COLOURS: Readonly<Record<ShownStatus, string>> = {
  due: '#1d4ed8',
  overdue: '#b91c1c',
  submitted: '#7c3aed',
  approved: '#15803d',
  rejected: '#c2410c',
  complied_with_delay: '#a16207',
}

/** The appearance of every status: the tenant's choices over the defaults. */
export function statusAppearance(chosen: readonly { status: ShownStatus; label: string; colour: string }[]): StatusSetting[] {
  const byStatus = new Map(chosen.map((c) => [c.status, c]))
  return SHOWN_STATUS.values.map((status) => {
    const c = byStatus.get(status)
    return c
      ? { status, label: c.label, colour: c.colour, is_default: false }
      : { status, label: SHOWN_STATUS.labels[status], colour: DEFAULT_STATUS_COLOURS[status], is_default: true }
  })
}

/** Every status with its default label and colour. */
export const FALLBACK_STATUS_APPEARANCE: readonly StatusSetting[] = statusAppearance([])

/**
 * Notice statuses are the tenant's own list (`noticetracker/status`: Open and Closed, then
 * whatever it adds); Status Settings gives each a label and colour the same way. A notice
 * stores the status's name, so the setting is keyed by that name ignoring case (`noticeStatusKey`).
 */
/** SCREENS.md: open red, closed green; a status the tenant added starts neutral. */
export const DEFAULT_NOTICE_STATUS_COLOURS: Readonly<Record<string, string>> = { open: '#b91c1c', closed: '#15803d' }
export const OTHER_NOTICE_STATUS_COLOUR = '#4b5563'

/** The appearance of each of the tenant's notice statuses (`names`): its choice, else the name in the default colour. */
export function noticeStatusAppearance(
  names: readonly string[],
  chosen: readonly { status: string; label: string; colour: string }[],
): NoticeStatusSetting[] {
  const byKey = new Map(chosen.map((c) => [noticeStatusKey(c.status), c]))
  return names.map((status) => {
    const c = byKey.get(noticeStatusKey(status))
    return c
      ? { status, label: c.label, colour: c.colour, is_default: false }
      : {
          status,
          label: status,
          colour: DEFAULT_NOTICE_STATUS_COLOURS[noticeStatusKey(status)] ?? OTHER_NOTICE_STATUS_COLOUR,
          is_default: true,
        }
  })
}

// WCAG 2 relative luminance and contrast ratio: a badge's text colour is whichever of white
// and near-black reads better on the chosen colour, so no colour choice makes a label unreadable.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
export const BADGE_DARK_TEXT = '#111827'
export const BADGE_LIGHT_TEXT = '#ffffff'
/** The text colour for a badge of `background`, and the contrast it reaches (WCAG AA asks 4.5 for text). */
export function badgeText(background: string): { colour: string; contrast: number } {
  const light = contrastRatio(background, BADGE_LIGHT_TEXT)
  const dark = contrastRatio(background, BADGE_DARK_TEXT)
  return light >= dark ? { colour: BADGE_LIGHT_TEXT, contrast: light } : { colour: BADGE_DARK_TEXT, contrast: dark }
}
export const MIN_TEXT_CONTRAST = 4.5
