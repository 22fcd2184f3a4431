import type { ReactNode } from 'react'
import { t } from '@/locales'

/** Sign-in and password recovery: one centred card, no navigation. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="grid min-h-screen place-items-center bg-gray-100 px-4 py-10 dark:bg-gray-900">
      <div className="w-full max-w-md">
        <p className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold text-gray-900 dark:text-white">
          <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-lg bg-primary text-sm font-bold text-white">
            CC
          </span>
          {t('app.name')}
        </p>
        <div className="rounded-xl border border-gray-200 bg-white p-8 shadow-sm dark:border-gray-700 dark:bg-gray-800">{children}</div>
      </div>
    </main>
  )
}
