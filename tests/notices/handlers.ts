import { HttpResponse } from 'msw'
import { onApi } from '../mocks/api'

/** The tenant's four notice suggestion lists, as the notice form reads them. */
export const suggestionHandlers = [
  onApi.get('noticetracker/notice-type', () => HttpResponse.json({ data: [{ id: 0, name: 'Show cause notice' }] })),
  onApi.get('noticetracker/notice-act', () => HttpResponse.json({ data: [] })),
  onApi.get('noticetracker/status', () =>
    HttpResponse.json({
      data: [
        { id: 0, name: 'Open' },
        { id: 0, name: 'Closed' },
      ],
    }),
  ),
  onApi.get('noticetracker/criticality', () => HttpResponse.json({ data: [{ id: 0, name: 'High' }] })),
]
