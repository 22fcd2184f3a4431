import { GENERIC_ERROR } from '@ihrc/contract/messages'
import { toast } from '@/components/ui/toast'
import { extractMessages, isListMessage, serverMessages } from './errors'

/**
 * SPEC.md section 8: a closable danger toast titled 'Error'; list and object-of-list
 * messages become bullets; with no server message, the call's own fallback ("Failed to
 * delete Branch"), else the client's error message, else the generic fallback.
 */
export function showErrorToast(error: unknown, fallback?: string): void {
  const server = serverMessages(error)
  const messages = server.length === 0 && fallback ? [fallback] : extractMessages(error)
  const bullets = messages.length > 1 || (messages.length === 1 && isListMessage(error))
  const content =
    messages.length === 0 ? (
      GENERIC_ERROR
    ) : bullets ? (
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
