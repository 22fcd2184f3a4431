import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import type { LoginBody } from '@ihrc/contract'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FormItem } from '@/components/ui/FormItem'
import { Input, PasswordInput } from '@/components/ui/Input'
import { t } from '@/locales'
import { clearAuthError } from '@/store/auth-slice'
import { login } from '@/store/auth-thunks'
import { lazyZodResolver } from '@/utils/lazy-zod-resolver'

const validation = lazyZodResolver<LoginBody>(() => import('@ihrc/contract/auth').then((m) => m.loginBody))

/**
 * Sign in (SPEC.md section 3: the email comes from the "User name" input). A failure shows
 * the server's message inline; on success the signed-out guard sends the user on.
 */
export default function SignInPage() {
  const dispatch = useAppDispatch()
  const { loginLoading, error } = useAppSelector((s) => s.auth)
  const { register, handleSubmit, formState } = useForm<LoginBody>({ resolver: validation.resolver, defaultValues: { email: '', password: '' } })
  const { errors } = formState

  useEffect(() => {
    document.title = `${t('signIn.submit')} · ${t('app.name')}`
    dispatch(clearAuthError())
  }, [dispatch])

  const onSubmit = handleSubmit((body) => {
    void dispatch(login(body))
  })

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('signIn.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-gray-500 dark:text-gray-400">{t('signIn.subtitle')}</p>
      {error && (
        <Alert type="danger" className="mb-4">
          {error}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
        <FormItem label={t('signIn.userName')} htmlFor="sign-in-email" error={errors.email?.message}>
          <Input id="sign-in-email" type="email" autoComplete="username" invalid={!!errors.email} {...register('email')} />
        </FormItem>
        <FormItem label={t('signIn.password')} htmlFor="sign-in-password" error={errors.password?.message}>
          <PasswordInput id="sign-in-password" autoComplete="current-password" invalid={!!errors.password} {...register('password')} />
        </FormItem>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('signIn.forgot')}
          </Link>
        </div>
        <Button type="submit" variant="solid" block loading={loginLoading}>
          {loginLoading ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
    </>
  )
}
