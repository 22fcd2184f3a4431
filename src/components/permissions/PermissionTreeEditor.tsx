import { ACTIONS, MODULES } from '@ihrc/contract/permissions'
import { Checkbox } from '@/components/ui/Checkbox'
import { COLUMN_LABELS, isTicked, moduleState, toggleMenu, toggleModule, type Grants } from './permission-tree'

export interface PermissionTreeEditorProps {
  /** Names the table for assistive technology ("Access of Branch Clerk"). */
  label: string
  value: Grants
  /** Absent: read-only (e.g. the grants a user has through the designation). */
  onChange?: (next: string[]) => void
}

/** Rows are menus grouped by module, columns View / Create / Edit / Delete; the rules live in permission-tree.ts. */
export function PermissionTreeEditor({ label, value, onChange }: PermissionTreeEditorProps) {
  const readOnly = !onChange
  return (
    <div className="max-h-[500px] overflow-auto rounded border border-gray-200 dark:border-gray-700">
      <table aria-label={label} className="w-full text-sm">
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-800">
          <tr>
            <th className="px-3 py-2 text-left font-semibold">Menu</th>
            {ACTIONS.map((a) => (
              <th key={a} className="w-20 px-3 py-2 text-center font-semibold">
                {COLUMN_LABELS[a]}
              </th>
            ))}
          </tr>
        </thead>
        {MODULES.map((module) => (
          <tbody key={module.key} className="border-t border-gray-200 dark:border-gray-700">
            <tr className="bg-gray-50/60 dark:bg-gray-800/60">
              <th scope="rowgroup" className="px-3 py-2 text-left font-semibold">
                {module.label}
              </th>
              {ACTIONS.map((a) => {
                const state = moduleState(value, module.key, a)
                return (
                  <td key={a} className="px-3 py-2 text-center">
                    <Checkbox
                      aria-label={`${module.label} (all): ${COLUMN_LABELS[a]}`}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={readOnly}
                      onChange={(on) => onChange?.(toggleModule(value, module.key, a, on))}
                    />
                  </td>
                )
              })}
            </tr>
            {module.menus.map((menu) => (
              <tr key={menu.key}>
                <th scope="row" className="py-1.5 pr-3 pl-8 text-left font-normal">
                  {'group' in menu && menu.group ? <span className="text-gray-500 dark:text-gray-400">{menu.group} · </span> : null}
                  {menu.label}
                </th>
                {ACTIONS.map((a) => (
                  <td key={a} className="px-3 py-1.5 text-center">
                    <Checkbox
                      aria-label={`${module.label} / ${menu.label}: ${COLUMN_LABELS[a]}`}
                      checked={isTicked(value, menu.key, a)}
                      disabled={readOnly}
                      onChange={(on) => onChange?.(toggleMenu(value, menu.key, a, on))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
