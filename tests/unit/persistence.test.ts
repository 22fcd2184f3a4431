import { describe, expect, test } from 'vitest'
import { appConfig } from '@/configs/app.config'
import { login } from '@/store/auth-thunks'
import { setHiddenColumns } from '@/store/list-columns-slice'
import { setMode, setPanelExpand } from '@/store/theme-slice'
import { freshStore } from '../mocks/session'

describe('persistence (SPEC.md sections 2 and 9)', () => {
  test('session, locale, theme and the lists’ chosen columns are kept; auth, user and the API cache are not; an open theme panel is not', async () => {
    const { store, persistor } = await freshStore()
    await store.dispatch(login({ email: 'asha@acme.example', password: 'x' }))
    store.dispatch(setMode('dark'))
    store.dispatch(setPanelExpand(true))
    store.dispatch(setHiddenColumns({ list: 'pf-tracker:PF Tracker', hidden: ['eps_wages'] }))
    await persistor.flush()
    const saved = JSON.parse(localStorage.getItem(`persist:${appConfig.persistKey}`) ?? '{}') as Record<string, string>
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'listColumns', 'locale', 'session', 'theme'])
    expect(JSON.parse(saved.session)).toEqual({ signedIn: true, token: 'access-1' })
    expect(JSON.parse(saved.locale)).toEqual({ currentLang: 'en' })
    expect(JSON.parse(saved.listColumns)).toEqual({ 'pf-tracker:PF Tracker': ['eps_wages'] })
    expect(JSON.parse(saved.theme)).toMatchObject({ mode: 'dark', navMode: 'transparent', panelExpand: false })
  })
})
