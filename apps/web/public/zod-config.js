// Read by zod when it loads (globalThis.__zod_globalConfig): parse without compiling. Its compiler first
// probes `new Function`, and under the app's CSP (script-src 'self', no 'unsafe-eval') the caught probe is
// still reported as a violation. A deferred classic script runs before the app's module, whatever the
// bundler's chunk order; interpreted parsing is fast enough for forms and answers.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
