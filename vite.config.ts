import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath, URL } from 'node:url'
import { prerenderSignIn, SIGN_IN_ENTRY } from './scripts/prerender-plugin.ts'
import { themeBeforePaint } from './scripts/theme-script-plugin.ts'
import { chunkGroups } from './scripts/chunk-groups.ts'

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080'

export default defineConfig({
  base: '/companyadmin/',
  plugins: [
    react(),
    tailwindcss(),
    themeBeforePaint(),
    prerenderSignIn(),
    chunkGroups({
      signIn: SIGN_IN_ENTRY,
      console: 'src/main.tsx',
      shell: ['src/components/layouts/LayoutSwitcher.tsx', 'src/components/shared/MenuPage.tsx', 'src/services/api.ts'],
      popups: 'src/components/ui/popups.tsx',
      landing: 'src/features/home/HomePage.tsx',
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
      // axios's fetch adapter probes the browser at import (`const adapter = getFetch()`: a
      // Request with a stream body, a Response) for a default export nothing reads; its
      // adapters ask `getFetch` per request, and in a browser the xhr one answers first. The
      // probe took 11–46 ms of a cold /home's entry task at CPU ×4 (bench/README.md, session s38).
      treeshake: { manualPureFunctions: ['getFetch'] },
    },
  },
})
