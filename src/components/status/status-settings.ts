import { FALLBACK_STATUS_APPEARANCE, badgeText, noticeStatusAppearance } from '@ihrc/contract/status-appearance'
import { noticeStatusKey } from '@ihrc/contract/status-labels'
import type { NoticeStatusSetting, NoticeStatusSettingsBody, StatusSetting, StatusSettingsBody } from '@ihrc/contract/settings'
import type { ShownStatus } from '@ihrc/contract/status-labels'
import type { Envelope } from '@ihrc/contract/envelope'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { useMemo } from 'react'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'
import { write } from '@/services/write'

/**
 * The tenant's label and colour per due-item status (Global Settings → Status Settings),
 * the one source every screen that shows a status reads: cached once, refetched after a save.
 */
export const statusSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    statusSettings: build.query<StatusSetting[], void>({
      query: () => ({ ...requestOf(endpoints.statusSettings.get), skipErrorToast: true }),
      transformResponse: (res: Envelope<StatusSetting[]>) => res.data,
      providesTags: tagsOf(endpoints.statusSettings.get),
    }),
    /** The tenant's notice statuses: a notice saved with a new status adds one, so a write to notices refetches them too. */
    noticeStatusSettings: build.query<NoticeStatusSetting[], void>({
      query: () => ({ ...requestOf(endpoints.noticeStatusSettings.get), skipErrorToast: true }),
      transformResponse: (res: Envelope<NoticeStatusSetting[]>) => res.data,
      providesTags: tagsOf(endpoints.noticeStatusSettings.get, endpoints.notice.list),
    }),
  }),
})

/** The settings page shows a refusal itself. */
export const saveStatusSettings = (body: StatusSettingsBody) =>
  write(endpoints.statusSettings.update)<StatusSetting[]>({ body, inline: true })
export const saveNoticeStatusSettings = (body: NoticeStatusSettingsBody) =>
  write(endpoints.noticeStatusSettings.update)<NoticeStatusSetting[]>({ body, inline: true })

export interface StatusAppearance {
  label: string
  /** The badge's background. */
  colour: string
  /** The badge's text colour: white or near-black, whichever reads better on `colour`. */
  text: string
}

export type StatusAppearances = Record<ShownStatus, StatusAppearance>

const lookOf = (r: { label: string; colour: string }): StatusAppearance => ({
  label: r.label,
  colour: r.colour,
  text: badgeText(r.colour).colour,
})

const looksOf = (rows: readonly StatusSetting[]) => Object.fromEntries(rows.map((r) => [r.status, lookOf(r)])) as StatusAppearances

/**
 * How each status looks for this tenant (issue 19 item 14: its labels are the one
 * source of badges, filters and titles): label, colour and a readable text colour. Null
 * while the settings load, so nothing shows a default label the tenant has renamed (no
 * flash of "Submitted" before "Sent for review"); the defaults only when the settings
 * cannot be read. A badge writes the label, so colour never carries the meaning alone.
 */
export function useStatusAppearance(): StatusAppearances | null {
  const { data, isError } = statusSettingsApi.useStatusSettingsQuery()
  return useMemo(() => (data ? looksOf(data) : isError ? looksOf(FALLBACK_STATUS_APPEARANCE) : null), [data, isError])
}

/**
 * How a notice status looks for this tenant (Status Settings, notice statuses): the look
 * of a status name, or null while the settings load. A name the settings do not know yet
 * (a status just added) shows as written in the neutral colour, as does every status
 * when the settings cannot be read.
 */
export function useNoticeStatusAppearance(): ((status: string) => StatusAppearance) | null {
  const { data, isError } = statusSettingsApi.useNoticeStatusSettingsQuery()
  return useMemo(() => {
    if (!data && !isError) return null
    const byKey = new Map((data ?? []).map((r) => [noticeStatusKey(r.status), lookOf(r)]))
    return (status: string) => byKey.get(noticeStatusKey(status)) ?? lookOf(noticeStatusAppearance([status], [])[0]!)
  }, [data, isError])
}

/** The inline style of a status badge on `colour`: the colour behind, the readable text colour on it. */
export function statusBadgeStyle(colour: string): { backgroundColor: string; color: string } {
  return { backgroundColor: colour, color: badgeText(colour).colour }
}
