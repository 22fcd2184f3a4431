import { FALLBACK } from '@ihrc/contract/messages'
import { endpoints } from '@ihrc/contract/endpoints'
import type { EsiSetup, LwfSetup, PfSetup, PtSetup } from '@ihrc/contract/setups'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice } from '@/store/resource-slice'

/**
 * Client state of the statutory setups (SPEC.md section 4): each a list plus the
 * selected record, through the shared resource slice (delete removes by id, update
 * replaces by id, create appends), with SPEC section 8's fallback messages. SPEC uses
 * "Failed to delete PF record" for every setup's delete.
 */

export const pfSetups = createResourceSlice<PfSetup>({
  name: 'pfSetup',
  endpoints: endpoints.pfSetup,
  messages: { list: FALLBACK.fetchPfData, get: FALLBACK.fetchPfRecord, update: FALLBACK.updatePfRecord, remove: FALLBACK.deletePfRecord },
})

export const esiSetups = createResourceSlice<EsiSetup>({
  name: 'esiSetup',
  endpoints: endpoints.esiSetup,
  messages: { update: FALLBACK.updateEsiSetup, remove: FALLBACK.deletePfRecord },
})

export const ptSetups = createResourceSlice<PtSetup>({
  name: 'ptSetup',
  endpoints: endpoints.ptSetup,
  messages: { remove: FALLBACK.deletePfRecord },
})

export const lwfSetups = createResourceSlice<LwfSetup>({
  name: 'lwfSetup',
  endpoints: endpoints.lwfSetup,
  messages: { list: FALLBACK.fetchLwfData, create: FALLBACK.createLwfSetup, remove: FALLBACK.deletePfRecord },
})

// Mounted when a setup page loads (store/root-reducer.ts: lazily injected slices).
rootReducer.inject({ reducerPath: pfSetups.reducerPath, reducer: pfSetups.reducer })
rootReducer.inject({ reducerPath: esiSetups.reducerPath, reducer: esiSetups.reducer })
rootReducer.inject({ reducerPath: ptSetups.reducerPath, reducer: ptSetups.reducer })
rootReducer.inject({ reducerPath: lwfSetups.reducerPath, reducer: lwfSetups.reducer })
