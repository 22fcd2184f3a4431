import type { Envelope, NamedRef, NoticeSuggestionKind, NoticeTimeline, Paged, Notice } from '@ihrc/contract'
import { FALLBACK } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'

/**
 * The Notice Tracker's reads beside its list slice: the four suggestion lists, one
 * notice's timeline and the menu entry's count. All provide the notices' tag
 * (`noticetracker`), so a write to a notice refetches them.
 */
const TAG = endpoints.notice.list.path
const LISTS: Record<NoticeSuggestionKind, keyof typeof endpoints.noticeSuggestions> = {
  notice_type: 'noticeTypes',
  act: 'acts',
  status: 'statuses',
  criticality: 'criticalities',
}

export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    noticeSuggestions: build.query<NamedRef[], NoticeSuggestionKind>({
      query: (kind) => requestOf(endpoints.noticeSuggestions[LISTS[kind]]),
      transformResponse: (res: Envelope<NamedRef[]>) => res.data,
      providesTags: [TAG],
    }),
    noticeTimeline: build.query<NoticeTimeline, number>({
      query: (id) => ({ ...requestOf(endpoints.notice.timeline, { id }), fallbackMessage: FALLBACK.fetchNotice }),
      transformResponse: (res: Envelope<NoticeTimeline>) => res.data,
      providesTags: [TAG],
    }),
    /** Open notices whose reply or hearing is within NOTICE_ATTENTION_DAYS or past: the menu entry's count. */
    noticeAttentionCount: build.query<number, void>({
      query: () => ({ ...requestOf(endpoints.notice.list), params: { attention: true, page_size: 1 } }),
      transformResponse: (res: Paged<Notice>) => res.meta.total,
      providesTags: [TAG],
    }),
  }),
})

export const { useNoticeSuggestionsQuery, useNoticeTimelineQuery, useNoticeAttentionCountQuery } = noticeApi
