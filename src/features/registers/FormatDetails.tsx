import { INPUT_REGISTERS } from '@ihrc/contract/register-kinds'
import type { RegisterFormat } from '@ihrc/contract/register-formats'
import { DataTable } from '@/components/ui/DataTable'
import { sourceLabel } from './column-sources'

const dash = (v: string | null) => v || '—'

/** A format as it stands: where its facts come from, its dates and states, its title block, columns and notes. */
export function FormatDetails({ format }: { format: RegisterFormat }) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Form</dt>
        <dd>{format.form}</dd>
        <dt className="font-semibold">Rows</dt>
        <dd>
          One per employee of the {INPUT_REGISTERS[format.rows_from].label.toLowerCase()} register
          {format.rows_with
            ? `, where ${(INPUT_REGISTERS[format.rows_from].fields as Record<string, { label: string }>)[format.rows_with]?.label ?? format.rows_with} is filled`
            : ''}
        </dd>
        <dt className="font-semibold">In force</dt>
        <dd>
          from {format.effective_from}
          {format.effective_to ? ` until ${format.effective_to}` : ''}
        </dd>
        <dt className="font-semibold">States</dt>
        <dd>{format.state_codes.length ? format.state_codes.join(', ') : 'Every state'}</dd>
        <dt className="font-semibold">Instrument</dt>
        <dd>{format.instrument}</dd>
        <dt className="font-semibold">Source</dt>
        <dd>
          {format.source}
          {format.source_url && (
            <>
              {' '}
              <a className="text-primary underline" href={format.source_url} target="_blank" rel="noreferrer noopener">
                {format.source_url}
              </a>
            </>
          )}
        </dd>
      </dl>
      <section aria-label="Title block">
        <h3 className="mb-1 font-semibold">Title block</h3>
        <pre className="whitespace-pre-wrap rounded bg-gray-50 p-2 font-sans dark:bg-gray-900">{format.title.join('\n')}</pre>
      </section>
      <DataTable
        label={`Columns of ${format.name}`}
        data={format.columns.map((c, i) => ({ ...c, i }))}
        rowKey={(c) => String(c.i)}
        columns={[
          { id: 'i', header: '#', cell: (c) => c.i + 1, align: 'end' },
          { id: 'group', header: 'Group', cell: (c) => dash(c.group) },
          { id: 'header', header: 'Header', cell: (c) => c.header },
          { id: 'source', header: 'Source', cell: (c) => sourceLabel(c.value) },
          { id: 'total', header: 'Total', cell: (c) => (c.total ? 'Summed' : '') },
        ]}
      />
      {format.notes.length > 0 && (
        <section aria-label="Notes">
          <h3 className="mb-1 font-semibold">Notes</h3>
          <ul className="list-disc ps-5">
            {format.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
