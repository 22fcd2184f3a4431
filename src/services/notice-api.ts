import type { Envelope, NamedRef, Notice, NoticeReply, NoticeSuggestionKind, NoticeTimeline, Paged } from '@ihrc/contract'
import { FALLBACK } from '@ihrc/contract/messages'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'
import { tagsOf } from './cache-tags'
import { write } from './write'

/**
 * The Notice Tracker's reads beside its list slice: the four suggestion lists, one
 * notice's timeline and the menu entry's count. All provide the notices' tag
 * (`noticetracker`), so a write to a notice refetches them.
 */
const TAGS = tagsOf(endpoints.notice.list)
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
      providesTags: TAGS,
    }),
    noticeTimeline: build.query<NoticeTimeline, number>({
      // The notice's page shows a failure itself (with the way back), so no toast repeats it.
      query: (id) => ({ ...requestOf(endpoints.notice.timeline, { id }), fallbackMessage: FALLBACK.fetchNotice, skipErrorToast: true }),
      transformResponse: (res: Envelope<NoticeTimeline>) => res.data,
      providesTags: TAGS,
    }),
    /** Open notices whose reply or hearing is within NOTICE_ATTENTION_DAYS or past: the menu entry's count. */
    noticeAttentionCount: build.query<number, void>({
      query: () => ({ ...requestOf(endpoints.notice.list), params: { attention: true, page_size: 1 } }),
      transformResponse: (res: Paged<Notice>) => res.meta.total,
      providesTags: TAGS,
    }),
  }),
})

export const { useNoticeSuggestionsQuery, useNoticeTimelineQuery, useNoticeAttentionCountQuery } = noticeApi

/** Multipart: `sent_on`, `text`, `keep_open` and each document in a field `file`; the dialog shows a refusal itself. */
export const replyToNotice = (id: number, body: FormData) =>
  write(endpoints.notice.reply)<NoticeReply>({ params: { id }, body, inline: true })
/** Multipart: the follow-up's own fields and its copy in `file`; company, place, act and criticality come from the parent. */
export const followUpNotice = (id: number, body: FormData) =>
  write(endpoints.notice.followUp)<Notice>({ params: { id }, body, inline: true })
