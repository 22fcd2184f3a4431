import type { Envelope, NamedRef, Notice, NoticeReply, NoticeSuggestionKind, NoticeTimeline, Paged } from '@ihrc/contract'
import { FALLBACK } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'
import { tagsOf } from './cache-tags'

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
    /** Multipart: `sent_on`, `text`, `keep_open` and each document in a field `file`; the dialog shows a refusal itself. */
    replyToNotice: build.mutation<NoticeReply, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ ...requestOf(endpoints.notice.reply, { id }), data: body, skipErrorToast: true }),
      transformResponse: (res: Envelope<NoticeReply>) => res.data,
      invalidatesTags: TAGS,
    }),
    /** Multipart: the follow-up's own fields and its copy in `file`; company, place, act and criticality come from the parent. */
    followUpNotice: build.mutation<Notice, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ ...requestOf(endpoints.notice.followUp, { id }), data: body, skipErrorToast: true }),
      transformResponse: (res: Envelope<Notice>) => res.data,
      invalidatesTags: TAGS,
    }),
  }),
})

export const {
  useNoticeSuggestionsQuery,
  useNoticeTimelineQuery,
  useNoticeAttentionCountQuery,
  useReplyToNoticeMutation,
  useFollowUpNoticeMutation,
} = noticeApi
