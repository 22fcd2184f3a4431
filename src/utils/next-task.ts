/**
 * Resolves in a task of its own: what follows `await nextTask()` runs after the browser has had
 * a chance to paint and answer input, so a long piece of boot work becomes two shorter tasks
 * (each task past 50 ms counts toward Lighthouse's TBT, bench/README.md, Lighthouse, session s41).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
