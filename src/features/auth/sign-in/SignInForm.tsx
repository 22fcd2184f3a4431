import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent } from 'react'
import type { LoginBody } from '@ihrc/contract'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FormItem } from '@/components/ui/FormItem'
import { Input, PasswordInput } from '@/components/ui/Input'
import { absolutePath } from '@/configs/app.config'
import { t } from '@/locales'
import type { SignInHost } from './sign-in-host'

type Field = keyof LoginBody
// zod and the contract's schema load on first focus, not with the page.
const loadSchema = () => import('@ihrc/contract/auth').then((m) => m.loginBody)
const FORGOT = '/forgot-password'

/**
 * Sign in. SPEC.md section 3 fills the payload's email "from the user-name input": that input
 * holds an email, so it is labelled "Email" (issue 19), and the payload is unchanged. A failure shows
 * the server's message inline; on success the host sends the user on. Two fields do not
 * need the form library, nor the store or the router: `host` brings the auth slice's login
 * (sign-in-host.ts), so a fresh load of /sign-in runs React and this form only.
 * The build draws the same markup into sign-in.html and the page hydrates it in place
 * (no second paint of the largest element, no shift). Until it has, the submit button is
 * disabled, so neither a click nor Enter can send the form as a plain GET (the password in
 * the URL); what the visitor typed meanwhile is kept, and a submit asked for meanwhile is
 * sent through `onSubmit` once the button comes alive (src/boot-after-paint.js).
 */
export function SignInForm({ host }: { host: SignInHost }) {
  const { loginLoading, error } = useSyncExternalStore(host.subscribe, host.getView, host.getView)
  const [live, setLive] = useState(false)
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const form = useRef<HTMLFormElement>(null)
  const field = (name: Field) => ({
    name,
    value: values[name],
    invalid: Boolean(errors[name]),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  // Hydration keeps what was typed into the HTML before the script ran; the state takes it over.
  useLayoutEffect(() => {
    const typed = (name: Field) => form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? ''
    const early = { email: typed('email'), password: typed('password') }
    if (early.email || early.password) setValues(early)
    setLive(true)
  }, [])

  useEffect(() => {
    document.title = `${t('signIn.submit')} · ${t('app.name')}`
    host.clearError()
  }, [host])

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
    void host.signIn(parsed.data)
  }

  const onForgot = (e: MouseEvent) => {
    // A new tab or window is the browser's business.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    host.navigate(FORGOT)
  }

  const onFocus = () => {
    void loadSchema()
    host.prepare?.()
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
      <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} onFocus={onFocus} className="space-y-4">
        <FormItem label={t('signIn.email')} htmlFor="sign-in-email" error={errors.email}>
          <Input id="sign-in-email" type="email" autoComplete="username" {...field('email')} />
        </FormItem>
        <FormItem label={t('signIn.password')} htmlFor="sign-in-password" error={errors.password}>
          <PasswordInput id="sign-in-password" autoComplete="current-password" {...field('password')} />
        </FormItem>
        <div className="flex justify-end">
          <a
            href={absolutePath(FORGOT)}
            onClick={onForgot}
            className="text-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            {t('signIn.forgot')}
          </a>
        </div>
        <Button type="submit" variant="solid" block loading={loginLoading} disabled={!live}>
          {loginLoading ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
    </>
  )
}
