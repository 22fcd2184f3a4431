/**
 * The console runs under a Content-Security-Policy without 'unsafe-eval'. zod probes
 * `new Function` to compile fast object parsers, and the browser reports that probe as
 * a violation even though zod catches it; parsing without it is just as correct.
 * main.tsx imports this first, before any schema exists.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })
