import { GENERIC_ERROR } from '@ihrc/contract/messages'
import { toast } from '@/components/ui/toast'
import { extractMessages, isListMessage } from './errors'

/**
 * SPEC.md section 8: a closable danger toast titled 'Error'; list and object-of-list
 * messages become bullets; with no message at all, the generic fallback.
 */
export function showErrorToast(error: unknown): void {
  const messages = extractMessages(error)
  const bullets = messages.length > 1 || (messages.length === 1 && isListMessage(error))
  const content = messages.length === 0 ? GENERIC_ERROR : bullets ? (
    <ul className="list-disc space-y-0.5 ps-5">
      {messages.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  ) : (
    messages[0]
  )
  toast.push({ type: 'danger', title: 'Error', content, closable: true })
}
