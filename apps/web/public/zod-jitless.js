// zod compiles fast validators with `new Function` when its probe finds eval allowed, and probes as the first object
// schema is made: the probe alone breaks the console's content policy (script-src without 'unsafe-eval'). So the
// console validates without compiling. zod reads this global setting; a classic script runs before the app's modules,
// which is before any schema exists (a module setting it would run after the chunk holding zod and the contract).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
