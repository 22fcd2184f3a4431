/**
 * Work done after the answer has gone, so the answer cannot tell by its timing whether
 * the work happened (whether an account exists). Failures are logged; the app's close
 * waits for work still running, so a shutdown does not cut a mail or a write in half.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

export function afterResponse(app: FastifyInstance) {
  const running = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(running)
  })
  return (what: string, log: FastifyBaseLogger, work: () => Promise<void>): void => {
    const done: Promise<void> = work()
      .catch((err: unknown) => log.error({ err }, `${what} failed`))
      .finally(() => running.delete(done))
    running.add(done)
  }
}
