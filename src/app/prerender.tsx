/**
 * Build-time entry (scripts/prerender-plugin.ts, run by Node through Vite): the markup of
 * the sign-in page inside its layout, as the app draws it for a signed-out visitor
 * (no style attributes, so the strict Content-Security-Policy holds).
 */
import { configureStore } from '@reduxjs/toolkit'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { Route, Routes, StaticRouter } from 'react-router-dom'
import AuthLayout from '@/components/layouts/AuthLayout'
import { appConfig } from '@/configs/app.config'
import SignInPage from '@/features/auth/pages/SignInPage'
import { loadLocale } from '@/locales'
import { PRERENDERED_ID } from './prerendered-shell'
import { rootReducer } from './store'

/** The body of sign-in.html: the drawn page, then the app's root, hidden until it takes over. */
export async function renderSignInBody(): Promise<string> {
  await loadLocale(appConfig.defaultLocale)
  const store = configureStore({ reducer: rootReducer })
  const path = appConfig.unAuthenticatedEntryPath
  const markup = renderToString(
    <Provider store={store}>
      <StaticRouter basename={appConfig.basename} location={`${appConfig.basename}${path}`}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path={path} element={<SignInPage prerendered />} />
          </Route>
        </Routes>
      </StaticRouter>
    </Provider>,
  )
  return `<div id="${PRERENDERED_ID}">${markup}</div><div id="root" hidden></div>`
}
