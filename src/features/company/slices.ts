import { createAsyncThunk, isAnyOf, type ActionReducerMapBuilder } from '@reduxjs/toolkit'
import { FALLBACK, type Agreement, type Branch, type Company, type CompanyGroup, type Envelope } from '@ihrc/contract'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/app/store'
import { http } from '@/services/http'
import { createResourceSlice, readError, type ReadError, type ResourceState, type ResourceThunks } from '@/store/resource-slice'

/**
 * Client state of Company Setup (SPEC.md sections 3 and 4): company group, company and
 * branch, each a list plus a current item, with SPEC's fallback messages. Agreements
 * use the same shape so the Agreement screens reuse the resource page.
 */

export const companyGroups = createResourceSlice<CompanyGroup>({
  name: 'companyGroup',
  endpoints: endpoints.companyGroup,
  messages: {
    list: FALLBACK.fetchCompanyGroups,
    get: FALLBACK.fetchCompanyGroupById,
    create: FALLBACK.createCompanyGroup,
    update: FALLBACK.updateCompanyGroup,
  },
})

/**
 * Companies of one group, fetched by `group_id` and kept per group so dropdowns do not
 * refetch; a group whose fetch failed is remembered apart (its dropdown stops loading,
 * and choosing the group again retries). Neither touches the company list's own state.
 */
export interface CompanyExtra {
  byGroup: Record<number, Company[]>
  byGroupFailed: Record<number, string>
}

export const fetchCompaniesForGroup = createAsyncThunk<
  { groupId: number; list: Company[] },
  { groupId: number; force?: boolean },
  { rejectValue: ReadError }
>(
  'company/fetchForGroup',
  async ({ groupId }, { rejectWithValue }) => {
    try {
      const res = await http.get<Envelope<Company[]>>(pathOf(endpoints.company.list), {
        params: { group_id: groupId, page_size: 200 },
        fallbackMessage: FALLBACK.fetchCompaniesForGroup,
      })
      return { groupId, list: res.data.data }
    } catch (error) {
      return rejectWithValue(readError(error, FALLBACK.fetchCompaniesForGroup))
    }
  },
  { condition: ({ groupId, force }, { getState }) => force === true || !(groupId in companies.select(getState() as object).byGroup) },
)

function companyCache(builder: ActionReducerMapBuilder<ResourceState<Company> & CompanyExtra>, thunks: ResourceThunks<Company>) {
  builder
    .addCase(fetchCompaniesForGroup.pending, (state, action) => {
      delete state.byGroupFailed[action.meta.arg.groupId]
    })
    .addCase(fetchCompaniesForGroup.fulfilled, (state, action) => {
      state.byGroup[action.payload.groupId] = action.payload.list
    })
    .addCase(fetchCompaniesForGroup.rejected, (state, action) => {
      state.byGroupFailed[action.meta.arg.groupId] = action.payload?.message ?? FALLBACK.fetchCompaniesForGroup
    })
    // A changed company may have moved between groups: drop the cache rather than guess.
    .addMatcher(isAnyOf(thunks.create.fulfilled, thunks.update.fulfilled, thunks.remove.fulfilled), (state) => {
      state.byGroup = {}
    })
}

export const companies = createResourceSlice<Company, CompanyExtra>({
  name: 'company',
  endpoints: endpoints.company,
  messages: {
    list: FALLBACK.fetchCompany,
    get: FALLBACK.fetchCompany,
    update: FALLBACK.updateCompany,
    remove: FALLBACK.deleteCompany,
  },
  extraState: { byGroup: {}, byGroupFailed: {} },
  extend: companyCache,
})

export const branches = createResourceSlice<Branch>({
  name: 'branch',
  endpoints: endpoints.branch,
  messages: { update: FALLBACK.updateFailed, remove: FALLBACK.deleteBranch },
})

export const agreements = createResourceSlice<Agreement>({
  name: 'agreement',
  endpoints: endpoints.agreement,
  messages: { update: FALLBACK.updateFailed },
})

/** The four slices by store key; tests mount them on a bare store. */
export const companyReducers = {
  companyGroup: companyGroups.reducer,
  company: companies.reducer,
  branch: branches.reducer,
  agreement: agreements.reducer,
}

// Mounted when the Company Setup area loads (app/store.ts: lazily injected slices).
rootReducer.inject({ reducerPath: 'companyGroup', reducer: companyGroups.reducer })
rootReducer.inject({ reducerPath: 'company', reducer: companies.reducer })
rootReducer.inject({ reducerPath: 'branch', reducer: branches.reducer })
rootReducer.inject({ reducerPath: 'agreement', reducer: agreements.reducer })

declare module '@/app/store' {
  interface LazyLoadedSlices {
    companyGroup: ResourceState<CompanyGroup>
    company: ResourceState<Company> & CompanyExtra
    branch: ResourceState<Branch>
    agreement: ResourceState<Agreement>
  }
}
