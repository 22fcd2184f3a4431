// Small helpers for the project scripts: run a command with inherited output.
import { spawn } from 'node:child_process'

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
