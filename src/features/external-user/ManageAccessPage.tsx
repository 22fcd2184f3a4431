import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { Envelope, User } from '@ihrc/contract'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { DatePicker } from '@/components/ui/DatePicker'
import { FormItem } from '@/components/ui/FormItem'
import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/ui/toast'
import { http } from '@/services/http'
import { write, type WriteRow } from '@/services/write'
import { useAppDispatch } from '@/store/hooks'
import { ConfirmDialog } from '@/components/resource/ConfirmDialog'
import { EXTERNAL_USER_PATH, accessSummary } from './access-state'

/** One external user: extend the access date (which also lifts a revocation) or revoke now. */
export function ManageAccessPage() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [person, setPerson] = useState<User | null>(null)
  const [until, setUntil] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmingRevoke, setConfirmingRevoke] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    void http.get<Envelope<User>>(pathOf(endpoints.externalUser.get, { id }), { signal: controller.signal }).then(
      (res) => {
        setPerson(res.data.data)
        setUntil(res.data.data.access_until)
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [id])

  /** Extend or revoke: the answer is the person as now stored, and the external-user list reads again. */
  async function act(row: WriteRow<'external-user/:id/extend' | 'external-user/:id/revoke'>, body: object | undefined, title: string) {
    setBusy(true)
    try {
      setPerson(await dispatch(write(row)<User>({ params: { id }, body })))
      toast.push({ type: 'success', title })
    } catch {
      // The http layer has shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  if (!person) return <Spinner />
  return (
    <Card
      header={
        <h1 className="text-lg font-semibold">
          {person.name} — {person.firm}
        </h1>
      }
    >
      <p className="mb-4">
        {person.email} · {person.branch_ids.length} branches · {accessSummary(person)}
      </p>
      <FormItem label="Access until" htmlFor="access-until">
        <DatePicker id="access-until" value={until} onChange={(v) => setUntil(v)} />
      </FormItem>
      <div className="flex gap-2">
        <Button
          variant="solid"
          loading={busy}
          disabled={!until}
          onClick={() => act(endpoints.externalUser.extend, { access_until: until }, 'Access extended')}
        >
          Extend access
        </Button>
        <Button disabled={busy || person.status !== 'active'} onClick={() => setConfirmingRevoke(true)}>
          Revoke access
        </Button>
        <Button variant="plain" onClick={() => navigate(EXTERNAL_USER_PATH)}>
          Back to the list
        </Button>
      </div>
      {confirmingRevoke && (
        <ConfirmDialog
          title="Revoke access?"
          confirmLabel="Revoke access"
          busy={busy}
          onCancel={() => setConfirmingRevoke(false)}
          onConfirm={async () => {
            await act(endpoints.externalUser.revoke, undefined, 'Access revoked')
            setConfirmingRevoke(false)
          }}
        >
          <p>
            <strong>{person.name}</strong> ({person.firm}) loses access at once. Extending the access date later gives it back.
          </p>
        </ConfirmDialog>
      )}
    </Card>
  )
}
