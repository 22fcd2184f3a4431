import { t } from '@/locales'

export const CONTENT_ID = 'content'

/** First focusable element of every layout: jumps past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${CONTENT_ID}`}
      className="sr-only z-toast rounded-md bg-white px-4 py-2 text-sm font-medium text-gray-900 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('app.skipToContent')}
    </a>
  )
}
