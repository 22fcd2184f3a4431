import { createServer, type ViteDevServer } from 'vite'

/**
 * The console on Vite's dev server, for what exists in development only (the widget kit
 * gallery at /kit; the production build answers it with the not-found page). API calls
 * are proxied to the suite's server, as `npm run dev` does.
 */
export async function startDevConsole(apiBaseURL: string): Promise<{ baseURL: string; close: () => Promise<void> }> {
  process.env.API_PROXY_TARGET = apiBaseURL
  const server: ViteDevServer = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('Vite dev server has no port')
  return { baseURL: `http://127.0.0.1:${address.port}`, close: () => server.close() }
}
