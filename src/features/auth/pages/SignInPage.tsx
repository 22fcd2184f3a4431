import { useMemo } from 'react'
import { useStore } from 'react-redux'
import { useNavigate } from 'react-router-dom'
import type { AppStore } from '@/store/app-store'
import { SignInForm } from '../sign-in/SignInForm'
import { storeSignInHost } from '../sign-in/store-sign-in-host'

/** The sign-in route inside the console (after sign-out, or sent here by a guard): the form on the live store. */
export default function SignInPage() {
  const store = useStore() as AppStore
  const navigate = useNavigate()
  const host = useMemo(() => storeSignInHost(store, (path) => void navigate(path)), [store, navigate])
  return <SignInForm host={host} />
}
