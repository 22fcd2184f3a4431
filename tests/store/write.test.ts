/**
 * The console's one write mechanism (services/write.ts): each kind of write the console
 * makes calls its row of the endpoint table and then invalidates the reads of the row's
 * area, so a list showing the data reads again. Each case below fails if the write stops
 * invalidating: the list is then read once only.
 */
import { configureStore } from '@reduxjs/toolkit'
import { HttpResponse } from 'msw'
import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { GET, POST, SIGNED_IN, endpoints, type Endpoint } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import type { TaggedEndpoint } from '@/services/cache-tags'
import { namedRowsApi } from '@/services/named-rows-api'
import { tagsChangedBy, write } from '@/services/write'
import type { AppDispatch } from '@/store/app-store'
import { createResourceThunks } from '@/store/resource-slice'
import { uploadDocument } from '@/components/resource/documents'
import { approveEditRequest, decideNoticeEditRequest, requestEdit } from '@/components/edit-requests/api'
import { saveNoticeStatusSettings, saveStatusSettings } from '@/components/status/status-settings'
import { addDistrict, addLocation } from '@/services/company-api'
import { followUpNotice, replyToNotice } from '@/services/notice-api'
import { markNotificationRead, renewCalendarFeed, saveNotificationSettings } from '@/services/notification-api'
import { generateCertificate, recordStatus, removeEvidence, transition } from '@/features/compliance/calls'
import { updateAssignments } from '@/features/compliance/slices'
import { startGeneration } from '@/features/registers/calls'
import { updateRolePermissions } from '@/features/role/slices'
import { updateUserPermissions } from '@/features/user/slices'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'

const answered = (data: unknown) => () => HttpResponse.json({ data })
const groups = createResourceThunks<{ id: number }>('probeGroup', endpoints.companyGroup, {})

interface Kind {
  kind: string
  /** The list that shows what the write changes. */
  list: TaggedEndpoint
  /** The write's handler: method and concrete path. */
  route: [method: 'post' | 'put' | 'delete', path: string]
  run: (dispatch: AppDispatch) => Promise<unknown>
}

const KINDS: Kind[] = [
  {
    kind: 'create',
    list: endpoints.companyGroup.list,
    route: ['post', 'company-group'],
    run: (d) => d(groups.create({ body: { name: 'A' } })),
  },
  {
    kind: 'update',
    list: endpoints.companyGroup.list,
    route: ['put', 'company-group/4'],
    run: (d) => d(groups.update({ id: 4, body: {} })),
  },
  { kind: 'delete', list: endpoints.companyGroup.list, route: ['delete', 'company-group/4'], run: (d) => d(groups.remove(4)) },
  {
    kind: 'document upload',
    list: endpoints.branch.list,
    route: ['post', 'branch/4/document/lease'],
    run: (d) => d(uploadDocument(endpoints.branch, 4, 'lease', new File(['x'], 'lease.pdf', { type: 'application/pdf' }))),
  },
  {
    kind: 'spreadsheet bulk upload',
    list: endpoints.company.list,
    route: ['post', 'company/bulk-upload'],
    run: (d) => d(write(endpoints.company.bulkUpload)({ body: new FormData() })),
  },
  {
    kind: 'status transition',
    list: endpoints.dueItem.due,
    route: ['put', 'compliance/due/9'],
    run: (d) => d(transition(9, { status: 'submitted', outcome: 'complied' })),
  },
  {
    kind: 'decision on several items',
    list: endpoints.dueItem.list,
    route: ['put', 'compliance/data/record-status'],
    run: (d) => d(recordStatus([9, 10], { status: 'approved' })),
  },
  {
    kind: 'proof removal',
    list: endpoints.dueItem.history,
    route: ['delete', 'compliance/data/9/proof/3'],
    run: (d) => d(removeEvidence(9, 3, { reason: 'wrong_file' } as never)),
  },
  {
    kind: 'assignment update',
    list: endpoints.compliance.list,
    route: ['put', 'compliance'],
    run: (d) => d(updateAssignments({ assignment_ids: [1], active: false })),
  },
  {
    kind: 'role access grant',
    list: endpoints.role.list,
    route: ['post', 'role/role-permission/2'],
    run: (d) => d(updateRolePermissions({ id: 2, permissions: [] })),
  },
  {
    kind: 'user access grant',
    list: endpoints.user.list,
    route: ['put', 'user/permissions/2'],
    run: (d) => d(updateUserPermissions({ id: 2, permissions: [] })),
  },
  {
    kind: 'external access',
    list: endpoints.externalUser.list,
    route: ['post', 'external-user/2/revoke'],
    run: (d) => d(write(endpoints.externalUser.revoke)({ params: { id: 2 } })),
  },
  {
    kind: 'certificate generation',
    list: endpoints.certificate.list,
    route: ['post', 'certificate/generate'],
    run: (d) => d(generateCertificate(1, 2026, 3)),
  },
  {
    kind: 'register generation',
    list: endpoints.outputRegister.list,
    route: ['post', 'registers/output/generate'],
    run: (d) => d(startGeneration({ branch_id: 1, from: '2026-03' })),
  },
  // The writes that were RTK Query mutations until issue 20's last item.
  {
    kind: 'notification read mark',
    list: endpoints.notification.list,
    route: ['post', 'notification/read/5'],
    run: (d) => d(markNotificationRead(5)),
  },
  {
    kind: 'notification settings save',
    list: endpoints.notification.settings,
    route: ['post', 'notifications/settings'],
    run: (d) => d(saveNotificationSettings({ email_enabled: true, in_app_enabled: true, days_before: 3, times: 1 })),
  },
  {
    kind: 'calendar feed renewal',
    list: endpoints.notification.calendarFeed,
    route: ['post', 'notifications/calendar-feed'],
    run: (d) => d(renewCalendarFeed()),
  },
  {
    kind: 'notice reply',
    list: endpoints.notice.list,
    route: ['post', 'noticetracker/reply/3'],
    run: (d) => d(replyToNotice(3, new FormData())),
  },
  {
    kind: 'notice follow-up',
    list: endpoints.notice.list,
    route: ['post', 'noticetracker/followup/3'],
    run: (d) => d(followUpNotice(3, new FormData())),
  },
  {
    kind: 'edit request',
    list: endpoints.editRequest.pending,
    route: ['post', 'company/request-edit'],
    run: (d) => d(requestEdit({ record_type: 'branch', record_id: 4, reason: 'Moved', proposed_changes: { name: 'B' } } as never)),
  },
  {
    kind: 'edit request decision',
    list: endpoints.editRequest.pending,
    route: ['put', 'company/approve/4'],
    run: (d) => d(approveEditRequest(4)),
  },
  {
    kind: 'notice edit request decision (the queue)',
    list: endpoints.editRequest.pending,
    route: ['put', 'noticetracker/approve-edit-request/4'],
    run: (d) => d(decideNoticeEditRequest(4, true)),
  },
  {
    kind: 'notice edit request decision (the notices)',
    list: endpoints.notice.list,
    route: ['put', 'noticetracker/approve-edit-request/4'],
    run: (d) => d(decideNoticeEditRequest(4, true)),
  },
  {
    kind: 'status settings save',
    list: endpoints.statusSettings.get,
    route: ['put', 'settings/status'],
    run: (d) => d(saveStatusSettings({ statuses: [] } as never)),
  },
  {
    kind: 'notice status settings save',
    list: endpoints.noticeStatusSettings.get,
    route: ['put', 'settings/notice-status'],
    run: (d) => d(saveNoticeStatusSettings({ statuses: [] } as never)),
  },
  {
    kind: 'lookup add (district)',
    list: endpoints.lookups.districts,
    route: ['post', 'district'],
    run: (d) => d(addDistrict({ state_id: 7, name: 'Pune' })),
  },
  {
    kind: 'lookup add (location)',
    list: endpoints.lookups.locations,
    route: ['post', 'location'],
    run: (d) => d(addLocation({ district_id: 2, name: 'Kothrud' })),
  },
]

function storeWithApi() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  })
  return { store, dispatch: store.dispatch as unknown as AppDispatch }
}

describe('a write', () => {
  test.each(KINDS)('$kind refreshes the list that shows it', async ({ list, route: [method, path], run }) => {
    let reads = 0
    server.use(
      onApi.get(list.path, () => {
        reads += 1
        return HttpResponse.json({ data: [], meta: { page: 1, page_size: 200, total: 0 } })
      }),
      onApi[method](path, answered({ id: 4, name: 'A', permissions: [], created: 0 })),
    )
    const { store, dispatch } = storeWithApi()
    const reading = store.dispatch(namedRowsApi.endpoints.namedRows.initiate(list))
    await reading
    expect(reads).toBe(1)

    await run(dispatch)

    await waitFor(() => expect(reads).toBe(2))
    reading.unsubscribe()
  })

  test('changes the reads of its own area of the table: a due item moved refetches Due Compliance, Status and History', () => {
    expect(tagsChangedBy(endpoints.dueItem.transition)).toEqual(
      expect.arrayContaining([endpoints.dueItem.list.path, endpoints.dueItem.due.path, endpoints.dueItem.history.path]),
    )
    expect(tagsChangedBy(endpoints.companyGroup.create)).toEqual([endpoints.companyGroup.list.path])
  })

  test('with `changes`, refreshes only those reads: a district added leaves the agreement types alone', async () => {
    const reads = { district: 0, 'agreement-type': 0 }
    server.use(
      ...(['district', 'agreement-type'] as const).map((path) =>
        onApi.get(path, () => {
          reads[path] += 1
          return HttpResponse.json({ data: [], meta: { page: 1, page_size: 200, total: 0 } })
        }),
      ),
      onApi.post('district', answered({ id: 4, name: 'Pune' })),
    )
    const { store, dispatch } = storeWithApi()
    const readings = [endpoints.lookups.districts, endpoints.lookups.agreementTypes].map((row) =>
      store.dispatch(namedRowsApi.endpoints.namedRows.initiate(row)),
    )
    await Promise.all(readings)

    await dispatch(addDistrict({ state_id: 7, name: 'Pune' }))

    await waitFor(() => expect(reads.district).toBe(2))
    // Both refetches would start in the same tick as the invalidation, so by now a wider one would show.
    expect(reads['agreement-type']).toBe(1)
    expect(tagsChangedBy(endpoints.lookups.addDistrict)).toContain(endpoints.lookups.agreementTypes.path)
    readings.forEach((r) => r.unsubscribe())
  })

  test('a row made outside the endpoint table is refused before anything is sent', () => {
    expect(() => tagsChangedBy(POST('company-group', SIGNED_IN))).toThrow(/no row of the endpoint table/)
  })

  test('takes only write rows, with the path parameters their path names (checked by `npx tsc -b`)', () => {
    const read: Endpoint = GET('company-group', SIGNED_IN)
    // @ts-expect-error a read is no write
    write(endpoints.companyGroup.list)
    // @ts-expect-error a row with `:id` needs its id
    write(endpoints.companyGroup.update)({ body: {} })
    // @ts-expect-error a row without parameters takes none
    write(endpoints.companyGroup.create)({ params: { id: 1 } })
    expect(read.method).toBe('GET')
  })
})
