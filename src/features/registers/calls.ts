import { REGISTER_MESSAGES, type GenerateBody, type OutputRegister, type RegisterJob } from '@ihrc/contract/registers'
import type { Envelope } from '@ihrc/contract/envelope'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { downloadFile } from '@/components/resource/download'
import { http } from '@/services/http'
import { write } from '@/services/write'
import type { AppDispatch } from '@/store/app-store'
import { readError, type ReadError } from '@/store/resource-slice'

/** Output Registers' calls that are not a list's: start a generation, follow it, download a register. */

export const startGeneration =
  (body: GenerateBody) =>
  async (dispatch: AppDispatch): Promise<{ ok: RegisterJob } | { error: ReadError }> => {
    try {
      // Refusals (a missing upload) are listed in the dialog, so no toast repeats them.
      return { ok: await dispatch(write(endpoints.outputRegister.generate)<RegisterJob>({ body, inline: true })) }
    } catch (error) {
      return { error: readError(error, REGISTER_MESSAGES.generate) }
    }
  }

export async function jobOf(id: number, signal?: AbortSignal): Promise<RegisterJob> {
  const res = await http.get<Envelope<RegisterJob>>(pathOf(endpoints.outputRegister.job, { id }), {
    signal,
    fallbackMessage: REGISTER_MESSAGES.fetchJob,
  })
  return res.data.data
}

export function downloadRegister(register: OutputRegister, type: 'xlsx' | 'pdf') {
  const name = `${register.form}-${register.branch.name}-${register.month}.${type}`.toLowerCase().replace(/[^a-z0-9.]+/g, '-')
  return downloadFile(pathOf(endpoints.outputRegister.download, { id: register.id }), name, { type }, REGISTER_MESSAGES.download)
}
