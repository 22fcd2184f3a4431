import { useEffect, useMemo, useState } from 'react'
import type { RegisterFormat } from '@ihrc/contract/register-formats'
import type { RegisterJob } from '@ihrc/contract/registers'
import { FilterSelect } from '@/components/resource/FilterSelect'
import { ProblemsAlert } from '@/components/resource/ProblemsAlert'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Progress } from '@/components/ui/Progress'
import { Select } from '@/components/ui/Select'
import { useResourceList } from '@/components/resource/use-resource-list'
import { useAppDispatch } from '@/store/hooks'
import { jobOf, startGeneration } from './calls'
import { branchFilter, companyFilter, monthFilter } from './filters'
import { registerFormats } from './views'
import { formatMonth } from '@/components/ui/format'

/** How often a running job's progress is read. */
const POLL_MS = 1000
const ALL_FORMATS = { page: 1, page_size: 200 }

export interface GenerateRequest {
  branch_id?: string
  from?: string
  to?: string
  forms?: string[]
}

/**
 * Generate registers for a branch and a month or a range: the server checks the request
 * (every upload the formats need), then the registers are made in a background job whose
 * progress shows here until it is done.
 */
export function GenerateDialog({
  initial,
  onClose,
  onDone,
}: {
  initial: GenerateRequest
  onClose: () => void
  onDone: (job: RegisterJob) => void
}) {
  const dispatch = useAppDispatch()
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...(initial.branch_id ? { branch_id: initial.branch_id } : {}),
    ...(initial.from ? { from: initial.from } : {}),
    ...(initial.to ? { to: initial.to } : {}),
  }))
  const [forms, setForms] = useState<string[]>(initial.forms ?? [])
  const [problems, setProblems] = useState<string[]>([])
  const [job, setJob] = useState<RegisterJob | null>(null)
  const [busy, setBusy] = useState(false)
  const formats = useResourceList(registerFormats, ALL_FORMATS)
  const formOptions = useMemo(
    () => [...new Set((formats.list as RegisterFormat[]).map((f) => f.form))].sort().map((form) => ({ value: form, label: form })),
    [formats.list],
  )

  // While the job runs its progress is read every second; the dialog ends it when done.
  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return
    const abort = new AbortController()
    const timer = setTimeout(() => {
      jobOf(job.id, abort.signal).then(setJob, () => undefined)
    }, POLL_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [job])
  useEffect(() => {
    if (job?.status === 'done') onDone(job)
  }, [job, onDone])

  const generate = async () => {
    setBusy(true)
    setProblems([])
    const made = await dispatch(
      startGeneration({
        branch_id: Number(values.branch_id),
        from: values.from!,
        to: values.to || undefined,
        forms: forms.length ? forms : undefined,
      }),
    )
    setBusy(false)
    if ('error' in made) return setProblems(made.error.lines ?? [made.error.message])
    setJob(made.ok)
  }

  const running = job !== null && job.status !== 'failed'
  const set = (key: string) => (value: string | null) => setValues((v) => ({ ...v, [key]: value ?? '' }))
  return (
    <Dialog isOpen onClose={onClose} title="Generate registers" width={600}>
      <div className="flex flex-col gap-3" role="group" aria-label="Registers to generate">
        <div className="flex flex-wrap gap-3">
          <FilterSelect
            filter={companyFilter}
            filters={values}
            onChange={(v) => setValues((x) => ({ ...x, company_id: v ?? '', branch_id: '' }))}
          />
          <FilterSelect filter={branchFilter} filters={values} onChange={set('branch_id')} />
        </div>
        <div className="flex flex-wrap gap-3">
          <FilterSelect filter={{ ...monthFilter, key: 'from', label: 'From month' }} filters={values} onChange={set('from')} />
          <FilterSelect filter={{ ...monthFilter, key: 'to', label: 'To month (optional)' }} filters={values} onChange={set('to')} />
        </div>
        <div>
          <Select
            multiple
            aria-label="Registers"
            placeholder="Every register in force"
            options={formOptions}
            loading={formats.loading}
            value={forms}
            onChange={setForms}
          />
        </div>
      </div>
      {job && (
        <div className="mt-4" aria-live="polite">
          <Progress percent={job.total ? (job.done / job.total) * 100 : 0} label={`Generating registers: ${job.done} of ${job.total}`} />
          <p className="mt-1 text-sm">
            {job.status === 'done'
              ? `Done: ${job.total} register${job.total === 1 ? '' : 's'} generated.`
              : job.status === 'failed'
                ? ''
                : `Generating ${job.done} of ${job.total}${values.from ? ` for ${formatMonth(values.from)}${values.to ? ` to ${formatMonth(values.to)}` : ''}` : ''}…`}
          </p>
        </div>
      )}
      {job?.status === 'failed' && (
        <Alert type="danger" title="The generation failed" className="mt-4">
          {job.message}
        </Alert>
      )}
      <ProblemsAlert title="Nothing was generated" label="Generation problems" problems={problems} />
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onClose}>{job?.status === 'done' ? 'Close' : 'Cancel'}</Button>
        <Button
          variant="solid"
          disabled={!values.branch_id || !values.from || running}
          loading={busy || (running && job?.status !== 'done')}
          onClick={() => void generate()}
        >
          Generate
        </Button>
      </div>
    </Dialog>
  )
}
