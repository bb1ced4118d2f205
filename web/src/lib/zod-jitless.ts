// Zod compiles fast object parsers with `new Function` when the page allows it, and probes
// for that once with `new Function('')` in a try/catch. Under our Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') the probe is refused, and browsers report the
// refusal as a CSP violation even though zod catches it. `jitless` skips the probe and the
// compiler; the interpreted parser is fast enough for the browser's small API answers.
//
// Set through zod's global config object (what `z.config()` writes, shared by every copy of
// zod on the page) so the entry chunk does not pull zod in: zod adopts an existing object
// when it loads, and one loaded earlier sees the flag before its first parse.
// zod-jitless.test.ts checks that `z.config()` reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
