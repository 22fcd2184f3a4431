import { useEffect, useState } from 'react'
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_LIMITS,
  notificationSettingsBody,
  type NotificationEventKind,
  type NotificationSettingsBody,
} from '@ihrc/contract/notifications'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Checkbox } from '@/components/ui/Checkbox'
import { Input } from '@/components/ui/Input'
import { Spinner } from '@/components/ui/Spinner'
import { Switcher } from '@/components/ui/Switcher'
import { toast } from '@/components/ui/toast'
import { CalendarFeedCard } from './CalendarFeedCard'
import { saveNotificationSettings, useNotificationSettingsQuery } from '@/services/notification-api'
import { useWrite } from '@/store/use-write'
import { Page } from '@/components/shared/Page'

type Draft = Omit<NotificationSettingsBody, 'days_before' | 'times' | 'events'> & {
  days_before: string
  times: string
  events: NotificationEventKind[]
}

/** Global Settings → Notification Settings: the caller's own reminder days, repeats, channels and the kinds of event they hear of. */
export default function NotificationSettingsPage() {
  const { data, error, isLoading } = useNotificationSettingsQuery()
  const [save, saving] = useWrite(saveNotificationSettings)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})

  useEffect(() => {
    if (data) {
      const { email_enabled, in_app_enabled, events } = data
      setDraft({ email_enabled, in_app_enabled, events, days_before: String(data.days_before), times: String(data.times) })
    }
  }, [data])

  if (isLoading) return <Spinner label="Loading notification settings" />
  if (error || !draft) return <Alert type="danger">Failed to fetch notification settings</Alert>

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = notificationSettingsBody.safeParse({ ...draft, days_before: Number(draft.days_before), times: Number(draft.times) })
    if (!parsed.success) {
      return setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
    }
    setProblems({})
    const saved = await save(parsed.data).then(
      () => true,
      () => false,
    )
    if (!saved) return setProblems({ form: 'Failed to create notification settings' })
    toast.push({ type: 'success', title: 'Notification settings saved' })
  }

  // In the contract's order, whatever order they were ticked in.
  const toggle = (kind: NotificationEventKind, on: boolean) =>
    setDraft({ ...draft, events: NOTIFICATION_EVENT.values.filter((k) => (k === kind ? on : draft.events.includes(k))) })

  const number = (key: 'days_before' | 'times', label: string, { min, max }: { min: number; max: number }) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`ns-${key}`} className="text-sm font-semibold">
        {label}
      </label>
      <Input
        id={`ns-${key}`}
        inputMode="numeric"
        value={draft[key]}
        invalid={!!problems[key]}
        aria-describedby={problems[key] ? `ns-${key}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
      <span className="text-xs text-gray-600 dark:text-gray-300">
        {min} to {max}
      </span>
      {problems[key] && (
        <span id={`ns-${key}-error`} className="text-sm text-red-700 dark:text-red-400">
          {problems[key]}
        </span>
      )}
    </div>
  )

  return (
    <Page title="Notification Settings">
      <p className="text-gray-600 dark:text-gray-300">
        Your own reminders: how many days before a due date the first one comes, how many in all (one a day), where they reach you, and
        which events you hear of.
      </p>
      <Card>
        <form onSubmit={submit} noValidate aria-label="Notification settings" className="flex max-w-md flex-col gap-4">
          {problems.form && <Alert type="danger">{problems.form}</Alert>}
          {number('days_before', 'Days before the due date', NOTIFICATION_LIMITS.daysBefore)}
          {number('times', 'Times', NOTIFICATION_LIMITS.times)}
          <Switcher label="E-mail" checked={draft.email_enabled} onChange={(v) => setDraft({ ...draft, email_enabled: v })} />
          <Switcher
            label="In the console (the bell)"
            checked={draft.in_app_enabled}
            onChange={(v) => setDraft({ ...draft, in_app_enabled: v })}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Notify me of</legend>
            {NOTIFICATION_EVENT.values.map((kind) => (
              <Checkbox
                key={kind}
                label={NOTIFICATION_EVENT.labels[kind]}
                checked={draft.events.includes(kind)}
                onChange={(on) => toggle(kind, on)}
              />
            ))}
          </fieldset>
          <div>
            <Button type="submit" variant="solid" loading={saving}>
              Save
            </Button>
          </div>
        </form>
      </Card>
      <CalendarFeedCard />
    </Page>
  )
}
