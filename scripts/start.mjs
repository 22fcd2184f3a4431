// `npm start`: build the console and the server, then run the built server with node
// (embedded PostgreSQL, sample data and the printed sign-in on first start). Signals go
// to the server so it can finish in-flight requests and stop the database cleanly.
import { spawn } from 'node:child_process'
import { run } from './run.mjs'

if (process.env.SKIP_BUILD !== '1') {
  const code = await run('npm', ['run', 'build', '--silent'])
  if (code !== 0) process.exit(code)
}
const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
