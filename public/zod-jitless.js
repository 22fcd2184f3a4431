// The console runs under a Content-Security-Policy without 'unsafe-eval'. zod probes
// `new Function` (to compile fast object parsers) when an object schema is built, and
// the browser reports that probe as a violation even though zod catches it. zod reads
// its settings from globalThis.__zod_globalConfig; this deferred classic script runs
// before the console's module graph (scripts run in document order), so no chunk that
// builds schemas while loading can run first. Parsing without the probe is as correct.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
