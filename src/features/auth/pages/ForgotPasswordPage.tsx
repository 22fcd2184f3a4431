import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FormItem } from '@/components/ui/FormItem'
import { Input } from '@/components/ui/Input'
import { t } from '@/locales'
import { lazyZodResolver } from '@/utils/lazy-zod-resolver'
import { requestPasswordReset, resetPasswordRecovery, selectPasswordRecovery } from '../password-recovery-slice'

type Body = { email: string }
const validation = lazyZodResolver<Body>(() => import('@ihrc/contract/auth').then((m) => m.forgotPasswordBody))

/** Request a reset link. The answer is neutral whether or not the account exists (API.md). */
export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch()
  const { loading, success, error } = useAppSelector(selectPasswordRecovery)
  const { register, handleSubmit, formState } = useForm<Body>({ resolver: validation.resolver, defaultValues: { email: '' } })

  useEffect(() => {
    document.title = `${t('forgot.title')} · ${t('app.name')}`
    dispatch(resetPasswordRecovery())
  }, [dispatch])

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('forgot.title')}</h1>
      {success ? (
        <Alert type="success" className="mt-6">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <>
          <p className="mt-1 mb-6 text-sm text-gray-500 dark:text-gray-400">{t('forgot.subtitle')}</p>
          {error && (
            <Alert type="danger" className="mb-4">
              {error}
            </Alert>
          )}
          <form
            noValidate
            onFocus={validation.preload}
            onSubmit={handleSubmit(({ email }) => void dispatch(requestPasswordReset(email)))}
            className="space-y-4"
          >
            <FormItem label={t('forgot.email')} htmlFor="forgot-email" error={formState.errors.email?.message}>
              <Input id="forgot-email" type="email" autoComplete="email" invalid={!!formState.errors.email} {...register('email')} />
            </FormItem>
            <Button type="submit" variant="solid" block loading={loading}>
              {t('forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="font-medium text-primary-text underline-offset-4 hover:underline">
          {t('forgot.back')}
        </Link>
      </p>
    </>
  )
}
