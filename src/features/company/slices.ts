import { FALLBACK } from '@ihrc/contract/messages'
import type { Agreement } from '@ihrc/contract/agreements'
import type { Branch, Company, CompanyGroup } from '@ihrc/contract/organisation'
import { endpoints } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice, type ResourceState } from '@/store/resource-slice'

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

export const companies = createResourceSlice<Company>({
  name: 'company',
  endpoints: endpoints.company,
  messages: {
    list: FALLBACK.fetchCompany,
    get: FALLBACK.fetchCompany,
    update: FALLBACK.updateCompany,
    remove: FALLBACK.deleteCompany,
  },
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

// Mounted when the Company Setup area loads (store/root-reducer.ts: lazily injected slices).
rootReducer.inject({ reducerPath: 'companyGroup', reducer: companyGroups.reducer })
rootReducer.inject({ reducerPath: 'company', reducer: companies.reducer })
rootReducer.inject({ reducerPath: 'branch', reducer: branches.reducer })
rootReducer.inject({ reducerPath: 'agreement', reducer: agreements.reducer })

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices {
    companyGroup: ResourceState<CompanyGroup>
    company: ResourceState<Company>
    branch: ResourceState<Branch>
    agreement: ResourceState<Agreement>
  }
}
