import { useEffect, useState } from 'react'
import { getVerifyResetToken } from '@/services/auth-api'

export type TokenCheck = 'verifying' | 'valid' | 'invalid'

/** Checks a reset link's token with the server before the form is offered (API.md verify-reset-token). */
export function useResetTokenCheck(token: string): TokenCheck {
  const [checked, setChecked] = useState<{ token: string; result: TokenCheck } | null>(null)
  useEffect(() => {
    if (!token) return
    let current = true
    getVerifyResetToken(token).then(
      () => current && setChecked({ token, result: 'valid' }),
      () => current && setChecked({ token, result: 'invalid' }),
    )
    return () => {
      current = false
    }
  }, [token])
  if (!token) return 'invalid'
  return checked?.token === token ? checked.result : 'verifying'
}
