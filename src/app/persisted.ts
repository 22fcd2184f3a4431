import { appConfig } from '@/configs/app.config'

/**
 * One slice as redux-persist left it in localStorage (store/app-store.ts: the key
 * `persist:<persistKey>`, a JSON object of each whitelisted slice as JSON), read without
 * loading the store: the page's first script (theme-before-paint.ts) shows the visitor's
 * theme before any module, the store included, has loaded.
 */
export function persistedSlice<T>(name: string): T | undefined {
  try {
    const root = JSON.parse(localStorage.getItem(`persist:${appConfig.persistKey}`) ?? 'null') as Record<string, string> | null
    return root?.[name] ? (JSON.parse(root[name]) as T) : undefined
  } catch {
    return undefined
  }
}
