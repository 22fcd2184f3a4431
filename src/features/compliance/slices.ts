import { createAction, createAsyncThunk } from '@reduxjs/toolkit'
import { FALLBACK, GENERIC_ERROR } from '@ihrc/contract/messages'
import { endpoints } from '@ihrc/contract/endpoints'
import type { Assignment, UpdateAssignmentsInput, UpdateResult } from '@ihrc/contract/compliance-assignments'
import type { Certificate, CertificateTemplate, DueItem } from '@ihrc/contract/due-items'
import type { ComplianceItem, RecommendedItem } from '@ihrc/contract/compliance'
import { rootReducer } from '@/store/root-reducer'
import { write } from '@/services/write'
import { createResourceSlice, readError, type ReadError } from '@/store/resource-slice'

/**
 * Client state of the Audit Checklist (SPEC.md section 4): the compliance lists through
 * the shared resource slice, and the assigned compliance update with its own
 * loading / error / success state and a reset.
 */

export const recommended = createResourceSlice<RecommendedItem>({
  name: 'complianceRecommended',
  endpoints: { list: endpoints.compliance.recommend },
  messages: {},
})

export const customItems = createResourceSlice<ComplianceItem>({
  name: 'complianceCustom',
  endpoints: endpoints.complianceCustom,
  messages: {},
})

/** `PUT compliance`: owner, approver, reminder days or active of many assignments at once. */
export const updateAssignments = createAsyncThunk<UpdateResult, UpdateAssignmentsInput, { rejectValue: ReadError }>(
  'complianceAssigned/updateAssignments',
  async (body, { rejectWithValue, dispatch }) => {
    try {
      return await dispatch(write(endpoints.compliance.update)<UpdateResult>({ body, inline: true }))
    } catch (error) {
      return rejectWithValue(readError(error, GENERIC_ERROR))
    }
  },
)

/** Back to idle once a dialog has shown the update's outcome. */
export const resetUpdate = createAction('complianceAssigned/resetUpdate')

interface UpdateState {
  update: { loading: boolean; error: string | null; success: boolean }
}
const idleUpdate: UpdateState['update'] = { loading: false, error: null, success: false }

export const assignments = createResourceSlice<Assignment, UpdateState>({
  name: 'complianceAssigned',
  endpoints: { list: endpoints.compliance.list },
  messages: {},
  extraState: { update: idleUpdate },
  extend: (builder) =>
    builder
      .addCase(updateAssignments.pending, (state) => {
        state.update = { loading: true, error: null, success: false }
      })
      .addCase(updateAssignments.fulfilled, (state) => {
        state.update = { loading: false, error: null, success: true }
      })
      .addCase(updateAssignments.rejected, (state, action) => {
        state.update = { loading: false, error: action.payload?.message ?? GENERIC_ERROR, success: false }
      })
      .addCase(resetUpdate, (state) => {
        state.update = idleUpdate
      }),
})

/** Due Compliance: what is due now for the caller's branches. */
export const dueNow = createResourceSlice<DueItem>({ name: 'complianceDue', endpoints: { list: endpoints.dueItem.due }, messages: {} })

/** Status: every due item, by status. */
export const dueItems = createResourceSlice<DueItem>({
  name: 'complianceData',
  endpoints: { list: endpoints.dueItem.list, get: endpoints.dueItem.get },
  messages: {},
})

export const history = createResourceSlice<DueItem>({
  name: 'complianceHistory',
  endpoints: { list: endpoints.dueItem.history },
  messages: {},
})

// A month without a certificate yet has id null: its page keys rows by company and month, never by id.
export const certificates = createResourceSlice<Certificate & { id: number }>({
  name: 'certificate',
  endpoints: { list: endpoints.certificate.list },
  messages: { list: FALLBACK.fetchCertificates },
})

export const certificateTemplates = createResourceSlice<CertificateTemplate>({
  name: 'certificateTemplate',
  endpoints: endpoints.certificateTemplate,
  messages: {},
})

// Mounted when an Audit Checklist page loads (store/root-reducer.ts: lazily injected slices).
rootReducer.inject({ reducerPath: recommended.reducerPath, reducer: recommended.reducer })
rootReducer.inject({ reducerPath: customItems.reducerPath, reducer: customItems.reducer })
rootReducer.inject({ reducerPath: assignments.reducerPath, reducer: assignments.reducer })
rootReducer.inject({ reducerPath: dueNow.reducerPath, reducer: dueNow.reducer })
rootReducer.inject({ reducerPath: dueItems.reducerPath, reducer: dueItems.reducer })
rootReducer.inject({ reducerPath: history.reducerPath, reducer: history.reducer })
rootReducer.inject({ reducerPath: certificates.reducerPath, reducer: certificates.reducer })
rootReducer.inject({ reducerPath: certificateTemplates.reducerPath, reducer: certificateTemplates.reducer })
