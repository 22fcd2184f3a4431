import { describe, expect, test } from 'vitest'
import { appConfig } from '@/configs/app.config'
import { login } from '@/store/auth-thunks'
import { setMode, setPanelExpand } from '@/store/theme-slice'
import { freshStore } from '../mocks/session'

describe('persistence (SPEC.md sections 2 and 9)', () => {
  test('session, locale and theme are kept; auth, user and the API cache are not; an open theme panel is not', async () => {
    const { store, persistor } = await freshStore()
    await store.dispatch(login({ email: 'asha@acme.example', password: 'x' }))
    store.dispatch(setMode('dark'))
    store.dispatch(setPanelExpand(true))
    await persistor.flush()
    const saved = JSON.parse(localStorage.getItem(`persist:${appConfig.persistKey}`) ?? '{}') as Record<string, string>
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'locale', 'session', 'theme'])
    expect(JSON.parse(saved.session)).toEqual({ signedIn: true, token: 'access-1' })
    expect(JSON.parse(saved.locale)).toEqual({ currentLang: 'en' })
    expect(JSON.parse(saved.theme)).toMatchObject({ mode: 'dark', navMode: 'transparent', panelExpand: false })
  })
})
