import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { PASSWORD_ADVICE, changePasswordBody } from '@ihrc/contract/auth'
import { USER_TYPE_LABELS } from '@ihrc/contract/people-labels'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { readError } from '@/store/read-error'
import { tokenRefreshed } from '@/store/session-slice'
import { postChangePassword } from '@/services/auth-api'
import { storeTokens } from '@/services/session-cookies'
import { Page } from '@/components/shared/Page'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { FormItem } from '@/components/ui/FormItem'
import { PasswordInput } from '@/components/ui/Input'

const schema = changePasswordBody
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' })
type Body = z.infer<typeof schema>
const EMPTY: Body = { current_password: '', password: '', confirm: '' }

/** The user menu's Profile: who is signed in, in which organisation, and their own password change. */
export default function ProfilePage() {
  const me = useAppSelector((s) => s.userDisplay)
  return (
    <Page title="Profile">
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <Card header={<h2 className="font-semibold">Your account</h2>}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-gray-600 dark:text-gray-300">Name</dt>
            <dd>{me.userName}</dd>
            <dt className="text-gray-600 dark:text-gray-300">Email</dt>
            <dd className="break-all">{me.email}</dd>
            <dt className="text-gray-600 dark:text-gray-300">Type</dt>
            <dd>{me.type ? USER_TYPE_LABELS[me.type] : '—'}</dd>
            <dt className="text-gray-600 dark:text-gray-300">Organisation</dt>
            <dd>{me.tenantName || '—'}</dd>
          </dl>
          <p className="mt-4 text-sm text-gray-600 dark:text-gray-300">
            An administrator keeps your name, email, designation and branches on User Setup.
          </p>
        </Card>
        <ChangePasswordCard />
      </div>
    </Page>
  )
}

/**
 * The current password, then the new one twice. The server signs every other session out
 * and answers with this session's new tokens, so the user stays signed in here.
 */
function ChangePasswordCard() {
  const dispatch = useAppDispatch()
  const [done, setDone] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, reset } = useForm<Body>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  const { errors, isSubmitting } = formState

  const submit = async ({ current_password, password }: Body) => {
    setDone(null)
    setFailed(null)
    try {
      const { pair, message } = await postChangePassword({ current_password, password })
      storeTokens(pair.token, pair.refresh_token)
      dispatch(tokenRefreshed(pair.token))
      reset(EMPTY)
      setDone(message ?? 'Your password has been changed.')
    } catch (error) {
      const read = readError(error, 'The password could not be changed')
      const fields = Object.entries(read.fields ?? {}).filter(([name]) => name === 'current_password' || name === 'password')
      for (const [name, messages] of fields) setError(name as keyof Body, { message: messages[0] }, { shouldFocus: true })
      if (!fields.length) setFailed(read.message)
    }
  }

  return (
    <Card header={<h2 className="font-semibold">Change password</h2>}>
      {done && (
        <Alert type="success" className="mb-4">
          {done}
        </Alert>
      )}
      {failed && (
        <Alert type="danger" className="mb-4">
          {failed}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <FormItem label="Current password" htmlFor="profile-current" error={errors.current_password?.message}>
          <PasswordInput
            id="profile-current"
            autoComplete="current-password"
            invalid={!!errors.current_password}
            {...register('current_password')}
          />
        </FormItem>
        <FormItem label="New password" htmlFor="profile-password" error={errors.password?.message} help={PASSWORD_ADVICE}>
          <PasswordInput id="profile-password" autoComplete="new-password" invalid={!!errors.password} {...register('password')} />
        </FormItem>
        <FormItem label="Confirm new password" htmlFor="profile-confirm" error={errors.confirm?.message}>
          <PasswordInput id="profile-confirm" autoComplete="new-password" invalid={!!errors.confirm} {...register('confirm')} />
        </FormItem>
        <Button type="submit" variant="solid" loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </Card>
  )
}
