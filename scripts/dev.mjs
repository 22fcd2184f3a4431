// `npm run dev`: the API server plus Vite's dev server (which proxies /ihrc-api to it).
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = (sig) => children.forEach((c) => c.kill(sig))
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
children.forEach((c) => c.on('exit', () => stop('SIGTERM')))
