import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useSearchParams } from 'react-router-dom'
import { z } from 'zod'
import { PASSWORD_ADVICE, passwordRule } from '@ihrc/contract/auth'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FormItem } from '@/components/ui/FormItem'
import { PasswordInput } from '@/components/ui/Input'
import { Spinner } from '@/components/ui/Spinner'
import { t } from '@/locales'
import { resetPassword, resetPasswordRecovery, selectPasswordRecovery } from '../password-recovery-slice'
import { useResetTokenCheck } from '../use-reset-token'

const schema = z
  .object({ password: passwordRule, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' })
type Body = z.infer<typeof schema>

const linkClass = 'font-medium text-primary-text underline-offset-4 hover:underline'

/**
 * Reset password from an emailed link: the token is verified first, then the new password
 * is set. An invitation is the same single-use link (`&invite=1`): a new account's first
 * password is chosen, not reset, and the page says so.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const invited = params.get('invite') === '1'
  const words = invited
    ? { title: t('invite.title'), subtitle: t('invite.subtitle'), submit: t('invite.submit'), done: t('invite.done') }
    : { title: t('reset.title'), subtitle: t('reset.subtitle'), submit: t('reset.submit'), done: t('reset.done') }
  const check = useResetTokenCheck(token)
  const dispatch = useAppDispatch()
  const { loading, success, error } = useAppSelector(selectPasswordRecovery)
  const { register, handleSubmit, formState } = useForm<Body>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  })
  const { errors } = formState

  useEffect(() => {
    document.title = `${words.title} · ${t('app.name')}`
    dispatch(resetPasswordRecovery())
  }, [dispatch, words.title])

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold text-gray-900 dark:text-white">{words.title}</h1>
      {check === 'verifying' && (
        <p role="status" className="flex items-center gap-3 text-sm text-gray-600 dark:text-gray-300">
          <Spinner size={20} />
          {t('reset.verifying')}
        </p>
      )}
      {check === 'invalid' && (
        <>
          <Alert type="danger">{t('reset.invalid')}</Alert>
          <p className="mt-6 text-center text-sm">
            <Link to="/forgot-password" className={linkClass}>
              {t('reset.requestNew')}
            </Link>
          </p>
        </>
      )}
      {check === 'valid' && success && (
        <>
          <Alert type="success">{words.done}</Alert>
          <p className="mt-6 text-center text-sm">
            <Link to="/sign-in" className={linkClass}>
              {t('reset.signIn')}
            </Link>
          </p>
        </>
      )}
      {check === 'valid' && !success && (
        <>
          <p className="-mt-4 mb-6 text-sm text-gray-500 dark:text-gray-400">{words.subtitle}</p>
          {error && (
            <Alert type="danger" className="mb-4">
              {error}
            </Alert>
          )}
          <form
            noValidate
            onSubmit={handleSubmit(({ password }) => void dispatch(resetPassword({ token, password })))}
            className="space-y-4"
          >
            <FormItem label={t('reset.password')} htmlFor="reset-password" error={errors.password?.message} help={PASSWORD_ADVICE}>
              <PasswordInput id="reset-password" autoComplete="new-password" invalid={!!errors.password} {...register('password')} />
            </FormItem>
            <FormItem label={t('reset.confirm')} htmlFor="reset-confirm" error={errors.confirm?.message}>
              <PasswordInput id="reset-confirm" autoComplete="new-password" invalid={!!errors.confirm} {...register('confirm')} />
            </FormItem>
            <Button type="submit" variant="solid" block loading={loading}>
              {words.submit}
            </Button>
          </form>
        </>
      )}
    </>
  )
}
