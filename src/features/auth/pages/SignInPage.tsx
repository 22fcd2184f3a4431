import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import type { LoginBody } from '@ihrc/contract'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { prerenderedValue, replacePrerendered } from '@/app/prerendered-shell'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FormItem } from '@/components/ui/FormItem'
import { Input, PasswordInput } from '@/components/ui/Input'
import { t } from '@/locales'
import { clearAuthError } from '@/store/auth-slice'
import { login } from '@/store/auth-thunks'

type Field = keyof LoginBody
// zod and the contract's schema load on first focus, not with the page.
const loadSchema = () => import('@ihrc/contract/auth').then((m) => m.loginBody)

/**
 * Sign in (SPEC.md section 3: the email comes from the "User name" input). A failure shows
 * the server's message inline; on success the signed-out guard sends the user on.
 * Two fields do not need the form library: leaving it out keeps the first page a
 * visitor loads within its 165 KB budget (bench/README.md).
 * The build also draws it into sign-in.html (`prerendered`): there its submit button is
 * disabled, so neither a click nor Enter can send the form as a plain GET (the password
 * in the URL) before the app has taken over.
 */
export default function SignInPage({ prerendered = false }: { prerendered?: boolean }) {
  const dispatch = useAppDispatch()
  const { loginLoading, error } = useAppSelector((s) => s.auth)
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const field = (name: Field) => ({
    name,
    value: values[name],
    invalid: Boolean(errors[name]),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  // At commit, before the browser paints: the two pages never show together, and what the
  // visitor typed into the prerendered one up to this moment is kept.
  useLayoutEffect(() => {
    const typed = { email: prerenderedValue('email'), password: prerenderedValue('password') }
    replacePrerendered()
    if (typed.email || typed.password) setValues(typed)
  }, [])

  useEffect(() => {
    document.title = `${t('signIn.submit')} · ${t('app.name')}`
    dispatch(clearAuthError())
  }, [dispatch])

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const parsed = (await loadSchema()).safeParse(values)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    void dispatch(login(parsed.data))
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{t('signIn.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-gray-500 dark:text-gray-400">{t('signIn.subtitle')}</p>
      {error && (
        <Alert type="danger" className="mb-4">
          {error}
        </Alert>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} onFocus={() => void loadSchema()} className="space-y-4">
        <FormItem label={t('signIn.userName')} htmlFor="sign-in-email" error={errors.email}>
          <Input id="sign-in-email" type="email" autoComplete="username" {...field('email')} />
        </FormItem>
        <FormItem label={t('signIn.password')} htmlFor="sign-in-password" error={errors.password}>
          <PasswordInput id="sign-in-password" autoComplete="current-password" {...field('password')} />
        </FormItem>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary-text underline-offset-4 hover:underline">
            {t('signIn.forgot')}
          </Link>
        </div>
        <Button type="submit" variant="solid" block loading={loginLoading} disabled={prerendered}>
          {loginLoading ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
    </>
  )
}
