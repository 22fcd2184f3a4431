import { useEffect, useState } from 'react'
import { MIN_TEXT_CONTRAST, badgeText } from '@ihrc/contract/status-appearance'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Input } from '@/components/ui/Input'
import { toast } from '@/components/ui/toast'
import { StatusPreview } from './StatusPreview'

/** One status as the form edits it: its key, the name it is known by, and the tenant's label and colour. */
export interface StatusRow {
  status: string
  name: string
  label: string
  colour: string
  /** The product's colour for it ("Use defaults"). */
  defaultColour: string
}

const HEX = /^#[0-9a-fA-F]{6}$/

interface Props {
  title: string
  /** Names the form and its buttons apart from the page's other group. */
  group: string
  rows: readonly StatusRow[]
  mayEdit: boolean
  /** Checks and saves the rows; answers a message to show when refused. */
  save(rows: readonly StatusRow[]): Promise<string | null>
  /** The buttons' names, distinct when the page holds more than one group. */
  saveLabel?: string
  defaultsLabel?: string
}

/**
 * A group of statuses with a label and colour each, the badge every screen shows and its
 * text contrast. The text colour is chosen for contrast and the label is always written,
 * so colour never carries a status alone.
 */
export function StatusTableForm({ title, group, rows: loaded, mayEdit, save, saveLabel = 'Save', defaultsLabel = 'Use defaults' }: Props) {
  const [rows, setRows] = useState<readonly StatusRow[]>(loaded)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => setRows(loaded), [loaded])

  const change = (status: string, patch: Partial<StatusRow>) => setRows(rows.map((r) => (r.status === status ? { ...r, ...patch } : r)))
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setProblem(null)
    setSaving(true)
    const refused = await save(rows).finally(() => setSaving(false))
    if (refused) return setProblem(refused)
    toast.push({ type: 'success', title: 'Status settings saved' })
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={group}>
        <h2 className="mb-2 font-semibold">{title}</h2>
        {problem && (
          <Alert type="danger" className="mb-4">
            <span className="whitespace-pre-line">{problem}</span>
          </Alert>
        )}
        <div className="overflow-x-auto">
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
                const valid = HEX.test(r.colour)
                const contrast = valid ? badgeText(r.colour).contrast : null
                return (
                  <tr key={r.status} className="border-t border-gray-200 dark:border-gray-700">
                    <th scope="row" className="py-2 font-medium">
                      {r.name}
                    </th>
                    <td className="py-2 pr-2">
                      <Input
                        aria-label={`Label for ${r.name}`}
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
                          aria-label={`Colour picker for ${r.name}`}
                          value={valid ? r.colour.toLowerCase() : r.defaultColour}
                          disabled={!mayEdit}
                          onChange={(e) => change(r.status, { colour: e.target.value })}
                          className="h-9 w-12 cursor-pointer rounded border border-gray-300"
                        />
                        <Input
                          aria-label={`Colour for ${r.name}`}
                          value={r.colour}
                          maxLength={7}
                          invalid={!valid}
                          disabled={!mayEdit}
                          onChange={(e) => change(r.status, { colour: e.target.value.trim() })}
                          className="w-28"
                        />
                      </div>
                    </td>
                    <td className="py-2 pr-2">{valid && <StatusPreview label={r.label || r.name} colour={r.colour} />}</td>
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
        </div>
        {mayEdit && (
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" onClick={() => setRows(rows.map((r) => ({ ...r, label: r.name, colour: r.defaultColour })))}>
              {defaultsLabel}
            </Button>
            <Button variant="solid" type="submit" loading={saving}>
              {saveLabel}
            </Button>
          </div>
        )}
      </form>
    </Card>
  )
}
