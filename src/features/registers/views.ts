import { INPUT_KINDS, INPUT_REGISTERS, type InputKind } from '@ihrc/contract/register-kinds'
import { REGISTER_MESSAGES, type OutputRegister } from '@ihrc/contract/registers'
import type { InputUpload } from '@ihrc/contract/register-inputs'
import type { RegisterFormat } from '@ihrc/contract/register-formats'
import { endpoints, type Endpoint } from '@ihrc/contract/endpoints'
import type { MenuKey } from '@ihrc/contract/permissions'
import { rootReducer } from '@/store/root-reducer'
import { createResourceSlice, type Resource } from '@/store/resource-slice'
import type { WriteRow } from '@/services/write'

/** What the one input register page needs of a kind, made from the contract's map (INPUT_REGISTERS). */
export interface InputView {
  kind: InputKind
  /** "Salary". */
  label: string
  menu: MenuKey
  stem: string
  resource: Resource<InputUpload>
  endpoints: { template: Endpoint; upload: WriteRow; rows: Endpoint<`${string}/:id/rows`> }
  /** The first fields of a row, shown when its upload's rows are viewed. */
  preview: { key: string; label: string }[]
}

function viewOf(kind: InputKind): InputView {
  const def = INPUT_REGISTERS[kind]
  const rows = endpoints[`${kind}Register`]
  const resource = createResourceSlice<InputUpload>({
    name: `${kind}Register`,
    endpoints: { list: rows.list, get: rows.get, history: rows.history },
    messages: { list: REGISTER_MESSAGES.fetchUploads(def.label), get: REGISTER_MESSAGES.fetchUploads(def.label) },
  })
  // Mounted when a register page loads (store/root-reducer.ts: lazily injected slices).
  rootReducer.inject({ reducerPath: resource.reducerPath, reducer: resource.reducer })
  const fields = Object.entries(def.fields as Record<string, { label: string }>)
  return {
    kind,
    label: def.label,
    menu: def.menu,
    stem: def.stem,
    resource,
    endpoints: { template: rows.template, upload: rows.upload, rows: rows.rows },
    preview: fields.slice(0, 10).map(([key, f]) => ({ key, label: f.label })),
  }
}

export const INPUT_VIEWS: InputView[] = INPUT_KINDS.map(viewOf)

export const outputRegisters = createResourceSlice<OutputRegister>({
  name: 'outputRegister',
  endpoints: { list: endpoints.outputRegister.list, get: endpoints.outputRegister.get, history: endpoints.outputRegister.history },
  messages: { list: REGISTER_MESSAGES.fetchRegisters, get: REGISTER_MESSAGES.fetchRegisters },
})
rootReducer.inject({ reducerPath: outputRegisters.reducerPath, reducer: outputRegisters.reducer })

export const registerFormats = createResourceSlice<RegisterFormat>({
  name: 'registerFormat',
  endpoints: endpoints.registerTemplate,
  messages: {
    list: REGISTER_MESSAGES.fetchFormats,
    get: REGISTER_MESSAGES.fetchFormats,
    create: REGISTER_MESSAGES.createFormat,
    update: REGISTER_MESSAGES.updateFormat,
    remove: REGISTER_MESSAGES.deleteFormat,
  },
})
rootReducer.inject({ reducerPath: registerFormats.reducerPath, reducer: registerFormats.reducer })
