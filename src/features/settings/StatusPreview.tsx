import { statusBadgeStyle } from '@/components/status/status-settings'

/** A status badge as screens show it: the label written in a readable colour on the tenant's colour. */
export function StatusPreview({ label, colour }: { label: string; colour: string }) {
  return (
    <span className="inline-block rounded px-2 py-0.5 text-sm font-semibold" style={statusBadgeStyle(colour)}>
      {label}
    </span>
  )
}
