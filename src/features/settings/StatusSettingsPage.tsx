import { useEffect, useState } from 'react'
import {
  DEFAULT_STATUS_COLOURS,
  MIN_TEXT_CONTRAST,
  SHOWN_STATUS,
  badgeText,
  statusSettingsBody,
  type ShownStatus,
  type StatusSetting,
} from '@ihrc/contract'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Input } from '@/components/ui/Input'
import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/ui/toast'
import { useCan } from '@/components/resource/use-can'
import { statusSettingsApi } from '@/components/status/status-settings'
import { StatusPreview } from './StatusPreview'

type Row = Pick<StatusSetting, 'status' | 'label' | 'colour'>
const HEX = /^#[0-9a-fA-F]{6}$/

/**
 * Global Settings → Status Settings: the label and colour of each due-item status, with a
 * preview of the badge every screen shows and its text contrast. The text colour is chosen
 * for contrast, and the label is always written, so colour never carries a status alone.
 */
export default function StatusSettingsPage() {
  const { data, error, isLoading } = statusSettingsApi.useStatusSettingsQuery()
  const [save, saving] = statusSettingsApi.useSaveStatusSettingsMutation()
  const mayEdit = useCan('settings.status_settings').edit
  const [rows, setRows] = useState<Row[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (data) setRows(data.map(({ status, label, colour }) => ({ status, label, colour })))
  }, [data])

  if (isLoading) return <Spinner label="Loading status settings" />
  if (error || !rows) return <Alert type="danger">Failed to fetch status settings</Alert>

  const change = (status: ShownStatus, patch: Partial<Row>) => setRows(rows.map((r) => (r.status === status ? { ...r, ...patch } : r)))

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setProblem(null)
    const parsed = statusSettingsBody.safeParse({ statuses: rows })
    if (!parsed.success) return setProblem(parsed.error.issues.map((i) => i.message).join('\n'))
    const result = await save(parsed.data)
    if ('error' in result) return setProblem('Failed to save status settings')
    toast.push({ type: 'success', title: 'Status settings saved' })
  }

  return (
    <section aria-labelledby="status-settings-title" className="flex flex-col gap-4">
      <h1 id="status-settings-title" className="text-xl font-semibold">
        Status Settings
      </h1>
      <p className="text-gray-600 dark:text-gray-300">
        The label and colour of each due-item status, wherever a status is shown. Badges write their label in white or dark text, whichever
        reads better on the colour.
      </p>
      <Card>
        <form onSubmit={submit} noValidate aria-label="Status settings">
          {problem && (
            <Alert type="danger" className="mb-4">
              <span className="whitespace-pre-line">{problem}</span>
            </Alert>
          )}
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="py-2">Status</th>
                <th className="py-2">Label</th>
                <th className="py-2">Colour</th>
                <th className="py-2">Preview</th>
                <th className="py-2">Text contrast</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const name = SHOWN_STATUS.labels[r.status]
                const valid = HEX.test(r.colour)
                const contrast = valid ? badgeText(r.colour).contrast : null
                return (
                  <tr key={r.status} className="border-t border-gray-200 dark:border-gray-700">
                    <th scope="row" className="py-2 font-medium">
                      {name}
                    </th>
                    <td className="py-2 pr-2">
                      <Input
                        aria-label={`Label for ${name}`}
                        value={r.label}
                        maxLength={40}
                        disabled={!mayEdit}
                        onChange={(e) => change(r.status, { label: e.target.value })}
                      />
                    </td>
                    <td className="py-2 pr-2">
                      <div className="flex items-center gap-2">
                        <input
                          type="color"
                          aria-label={`Colour picker for ${name}`}
                          value={valid ? r.colour.toLowerCase() : DEFAULT_STATUS_COLOURS[r.status]}
                          disabled={!mayEdit}
                          onChange={(e) => change(r.status, { colour: e.target.value })}
                          className="h-9 w-12 cursor-pointer rounded border border-gray-300"
                        />
                        <Input
                          aria-label={`Colour for ${name}`}
                          value={r.colour}
                          maxLength={7}
                          invalid={!valid}
                          disabled={!mayEdit}
                          onChange={(e) => change(r.status, { colour: e.target.value.trim() })}
                          className="w-28"
                        />
                      </div>
                    </td>
                    <td className="py-2 pr-2">{valid && <StatusPreview label={r.label || name} colour={r.colour} />}</td>
                    <td className="py-2">
                      {contrast === null
                        ? 'Write the colour as #rrggbb'
                        : `${contrast.toFixed(1)}:1 ${contrast >= MIN_TEXT_CONTRAST ? '(meets WCAG AA)' : '(below WCAG AA: choose a lighter or darker colour)'}`}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          {mayEdit && (
            <div className="mt-4 flex justify-end gap-2">
              <Button
                type="button"
                onClick={() =>
                  setRows(
                    rows.map((r) => ({ status: r.status, label: SHOWN_STATUS.labels[r.status], colour: DEFAULT_STATUS_COLOURS[r.status] })),
                  )
                }
              >
                Use defaults
              </Button>
              <Button variant="solid" type="submit" loading={saving.isLoading}>
                Save
              </Button>
            </div>
          )}
        </form>
      </Card>
    </section>
  )
}
