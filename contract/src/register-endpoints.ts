/**
 * The endpoint rows of Register and Return (API.md: `registers/input/{kind}` list,
 * upload and template; `registers/output`, `registers/output/generate`,
 * `registers/output/{id}/download`; `settings/register-template`), the input kinds' rows
 * made from INPUT_REGISTERS: a kind in the map has its routes here without another line.
 * Spread into `endpoints` (endpoints.ts) as `salaryRegister`, …, `outputRegister`,
 * `registerTemplate`.
 */
import { GET, POST, crud, grant, takesFile } from './endpoint'
import type { MenuKey } from './permissions'
import { INPUT_REGISTERS, type InputKind } from './register-kinds'

/** A kind's rows. The uploads are the list; each upload's rows and audit trail are read by its id. */
export function inputRegisterRows<const Stem extends string>(stem: Stem, menu: MenuKey) {
  const read = grant(menu, 'list')
  const path = `registers/input/${stem}` as const
  return {
    list: GET(path, read),
    /** Multipart: `file`, `branch_id`, `month` and `replace` (true once the user confirmed replacing the month). */
    upload: takesFile(POST(path, grant(menu, 'create')), 'spreadsheet'),
    template: GET(`${path}/template`, grant(menu, 'create')),
    get: GET(`${path}/:id`, read),
    rows: GET(`${path}/:id/rows`, read),
    history: GET(`${path}/:id/history`, read),
  }
}

type Rows<K extends InputKind> = ReturnType<typeof inputRegisterRows<(typeof INPUT_REGISTERS)[K]['stem']>>
/** `salary` → `salaryRegister`: the key of a kind's rows in `endpoints`. */
export type InputAreaKey<K extends InputKind = InputKind> = `${K}Register`
export const inputAreaKey = <K extends InputKind>(kind: K): InputAreaKey<K> => `${kind}Register`

const OUTPUT = 'registers.output' as const

export function registerEndpoints() {
  const inputs = Object.fromEntries(
    Object.entries(INPUT_REGISTERS).map(([key, def]) => [`${key}Register`, inputRegisterRows(def.stem, def.menu)]),
  ) as { [K in InputKind as InputAreaKey<K>]: Rows<K> }
  return {
    ...inputs,
    outputRegister: {
      list: GET('registers/output', grant(OUTPUT, 'list')),
      get: GET('registers/output/:id', grant(OUTPUT, 'list')),
      history: GET('registers/output/:id/history', grant(OUTPUT, 'list')),
      /** Starts a background job; answers 202 with the job to poll. */
      generate: POST('registers/output/generate', grant(OUTPUT, 'create')),
      /** `?type=xlsx|pdf`. */
      download: GET('registers/output/:id/download', grant(OUTPUT, 'list')),
      /** Ours: a generation job's progress, which the console polls. */
      job: GET('registers/output/jobs/:id', grant(OUTPUT, 'list')),
    },
    /** Output Registers reads the formats to offer them. */
    registerTemplate: crud('settings/register-template', 'settings.register_template', undefined, [OUTPUT]),
  }
}
