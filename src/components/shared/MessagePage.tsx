import type { ReactNode } from 'react'
import { Icon, type IconName } from './icons'

interface Props {
  icon: IconName
  title: string
  children: ReactNode
  action?: ReactNode
}

/** One look for the shell's plain statements: not built, no access, not found. */
export function MessagePage({ icon, title, children, action }: Props) {
  return (
    <section
      aria-labelledby="message-page-title"
      className="mx-auto mt-8 max-w-xl rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm dark:border-gray-700 dark:bg-gray-800"
    >
      <span className="mx-auto mb-4 grid h-12 w-12 place-items-center rounded-full bg-primary-subtle text-primary">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <h1 id="message-page-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h1>
      <div className="mt-2 text-sm text-gray-600 dark:text-gray-300">{children}</div>
      {action && <div className="mt-6">{action}</div>}
    </section>
  )
}
