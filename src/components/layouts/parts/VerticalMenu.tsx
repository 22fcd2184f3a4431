import { useId, useState } from 'react'
import { groupItems, type NavItem, type NavModule } from '@/configs/navigation.config'
import { Icon } from '@/components/shared/icons'
import { MenuCount } from './MenuCount'
import { NavItemLink } from './NavItemLink'
import type { NavStyle } from './nav-style'
import { useActiveModuleKey } from './use-navigation'

interface Props {
  modules: readonly NavModule[]
  style: NavStyle
  /** Icons only: each module links to its first entry. */
  collapsed?: boolean
  onNavigate?: () => void
}

/** The side menu: single-entry modules are links, the others disclose their entries. */
export function VerticalMenu({ modules, style, collapsed = false, onNavigate }: Props) {
  const activeKey = useActiveModuleKey(modules)
  if (collapsed) {
    return (
      <ul className="space-y-1">
        {modules.map((m) => (
          <li key={m.key}>
            <NavItemLink to={m.items[0].link} label={m.label} icon={m.icon} style={style} iconOnly onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className="space-y-1">
      {modules.map((m) =>
        m.single ? (
          <li key={m.key}>
            <NavItemLink to={m.items[0].link} label={m.label} icon={m.icon} style={style} onNavigate={onNavigate} />
          </li>
        ) : (
          <ModuleSection key={m.key} module={m} style={style} initiallyOpen={m.key === activeKey} onNavigate={onNavigate} />
        ),
      )}
    </ul>
  )
}

function ModuleSection({
  module,
  style,
  initiallyOpen,
  onNavigate,
}: {
  module: NavModule
  style: NavStyle
  initiallyOpen: boolean
  onNavigate?: () => void
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const listId = useId()
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`flex min-h-9 w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium transition-colors ${style.item}`}
      >
        <Icon name={module.icon} className="h-5 w-5 shrink-0" />
        <span className="flex-1 truncate">{module.label}</span>
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!open}>
        <MenuEntries items={module.items} style={style} onNavigate={onNavigate} className="ms-8 mt-1" />
      </div>
    </li>
  )
}

/** A module's entries under their sub-headings; also the second panel of the stacked layout. */
export function MenuEntries({
  items,
  style,
  onNavigate,
  className = '',
}: {
  items: readonly NavItem[]
  style: NavStyle
  onNavigate?: () => void
  className?: string
}) {
  return (
    <div className={className}>
      {groupItems(items).map((g, i) => (
        <div key={g.group ?? `ungrouped-${i}`} className="mb-1">
          {g.group && <p className={`px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide ${style.muted}`}>{g.group}</p>}
          <ul className="space-y-0.5">
            {g.items.map((item) => (
              <li key={item.key}>
                <NavItemLink
                  to={item.link}
                  label={item.label}
                  description={item.description}
                  style={style}
                  onNavigate={onNavigate}
                  count={<MenuCount menu={item.key} />}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
