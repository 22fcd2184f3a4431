import { useEffect, useId, useState } from 'react'
import { DEFAULT_CERTIFICATE_TEMPLATE, fillCertificateText, monthName } from '@ihrc/contract/certificate-text'
import { businessToday } from '@ihrc/contract/business-day'
import { certificateTemplateBody, type CertificateTemplate } from '@ihrc/contract/due-items'
import { useAppDispatch } from '@/store/hooks'
import { ErrorState } from '@/components/resource/ListStates'
import { useCompanyOptions } from '@/components/options/company-options'
import { useCan } from '@/components/resource/use-can'
import { useResourceList } from '@/components/resource/use-resource-list'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { FormItem } from '@/components/ui/FormItem'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import { Spinner } from '@/components/ui/Spinner'
import { Textarea } from '@/components/ui/Textarea'
import { toast } from '@/components/ui/toast'
import type { ReadError } from '@/store/resource-slice'
import { useSignatoryOptions } from '../compliance-config'
import { checkBody, serverErrors, type FieldErrors } from '../issues'
import { certificateTemplates } from '../slices'
import { Page } from '@/components/shared/Page'

const ONE = { page_size: 1 }
/** The month a certificate would be for, written as the certificate writes it. */
const sampleMonth = () => monthName(...(businessToday().split('-').map(Number) as [number, number]))

interface Values {
  header: string
  body: string
  signatory_id: string
}
// Until the tenant saves its own, the form starts from the text certificates carry (the contract's one default).
const valuesOf = (t: CertificateTemplate | undefined): Values => ({
  header: t?.header ?? DEFAULT_CERTIFICATE_TEMPLATE.header,
  body: t?.body ?? DEFAULT_CERTIFICATE_TEMPLATE.body,
  signatory_id: t ? String(t.signatory.id) : '',
})

/** Global Settings → Certificate Template: the tenant's one template, with a live preview. */
export default function CertificateTemplatePage() {
  const id = useId()
  const dispatch = useAppDispatch()
  const list = useResourceList(certificateTemplates, ONE)
  const allowed = useCan('settings.certificate_template')
  const current = list.list[0]
  const signatories = useSignatoryOptions()
  // The preview reads as the tenant's own certificate: its first company's name.
  const companies = useCompanyOptions()
  const [values, setValues] = useState<Values>(valuesOf(undefined))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  useEffect(() => setValues(valuesOf(current)), [current])
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }))
  const editable = current ? allowed.edit : allowed.create

  const save = async () => {
    const checked = checkBody(certificateTemplateBody, values)
    if ('errors' in checked) return setErrors(checked.errors)
    setErrors({})
    setBusy(true)
    const result = current
      ? await dispatch(certificateTemplates.thunks.update({ id: current.id, body: checked.data, inline: true }))
      : await dispatch(certificateTemplates.thunks.create({ body: checked.data, inline: true }))
    setBusy(false)
    if ('error' in result)
      return setErrors(serverErrors((result.payload as ReadError | undefined) ?? { message: result.error.message ?? '' }))
    toast.push({ type: 'success', title: 'Certificate template saved', content: checked.data.header })
  }

  if (list.error && !list.loading && !current) return <ErrorState message={list.error} onRetry={list.reload} />
  // The form waits for the saved template: words typed into the default text would be replaced when it arrives.
  if (list.loading && !current) return <Spinner label="Loading the certificate template" />
  const signatory = signatories.options.find((o) => o.value === values.signatory_id)?.label ?? '[signatory]'
  const sample = { company: companies.options[0]?.label ?? '[company]', month: sampleMonth(), signatory }
  return (
    <Page title="Certificate Template">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          {errors.form && (
            <Alert type="danger" className="mb-4">
              {errors.form}
            </Alert>
          )}
          <FormItem label="Header" htmlFor={`${id}-header`} required error={errors.header}>
            <Input id={`${id}-header`} disabled={!editable} value={values.header} onChange={(e) => set({ header: e.target.value })} />
          </FormItem>
          <FormItem
            label="Body text"
            htmlFor={`${id}-body`}
            required
            error={errors.body}
            help="{company}, {month} and {signatory} are filled in on each certificate."
          >
            <Textarea id={`${id}-body`} rows={8} disabled={!editable} value={values.body} onChange={(e) => set({ body: e.target.value })} />
          </FormItem>
          <FormItem
            label="Signatory"
            htmlFor={`${id}-signatory`}
            required
            error={errors.signatory_id}
            help="Users marked as authorised signatories on User Setup."
          >
            <Select
              id={`${id}-signatory`}
              aria-label="Signatory"
              searchable
              disabled={!editable}
              options={signatories.options}
              loading={signatories.loading}
              value={values.signatory_id || null}
              onChange={(v: string | null) => set({ signatory_id: v ?? '' })}
            />
          </FormItem>
          {editable && (
            <Button variant="solid" loading={busy} onClick={() => void save()}>
              Save
            </Button>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 text-sm font-semibold uppercase text-gray-600 dark:text-gray-300">Preview</h2>
          <figure aria-label="Preview">
            <p className="text-lg font-semibold">{fillCertificateText(values.header, sample)}</p>
            <p className="mt-3 whitespace-pre-line">{fillCertificateText(values.body, sample)}</p>
            <p className="mt-6 text-end">Signed: {signatory}</p>
          </figure>
        </Card>
      </div>
    </Page>
  )
}
