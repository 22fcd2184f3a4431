import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath, URL } from 'node:url'
import { prerenderPages, SIGN_IN_ENTRY } from './scripts/prerender-plugin.ts'
import { themeBeforePaint } from './scripts/theme-script-plugin.ts'
import { chunkGroups } from './scripts/chunk-groups.ts'
import { axiosXhrOnly } from './scripts/axios-xhr-only.ts'

/** The page a signed-in visit lands on (appConfig.authenticatedEntryPath): its own HTML preloads its code. */
const LANDING = { route: 'home', page: 'src/features/home/HomePage.tsx' }

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig({
  base: '/companyadmin/',
  plugins: [
    react(),
    tailwindcss(),
    themeBeforePaint(),
    axiosXhrOnly(),
    prerenderPages(LANDING),
    chunkGroups({
      signIn: SIGN_IN_ENTRY,
      console: 'src/main.tsx',
      api: 'src/services/api.ts',
      shell: ['src/components/layouts/LayoutSwitcher.tsx', 'src/components/shared/MenuPage.tsx', 'src/services/api.ts'],
      popups: 'src/components/ui/popups.tsx',
      landing: LANDING.page,
      preload: ['src/locales/en.json'],
      pageFolders: ['src/features/'],
      lightLibraries: ['dayjs', 'zod'],
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/ihrc-api': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // sign-in.html's own entry: React and the sign-in form, without the console.
    rolldownOptions: {
      input: { index: 'index.html', 'sign-in': SIGN_IN_ENTRY },
    },
  },
})
