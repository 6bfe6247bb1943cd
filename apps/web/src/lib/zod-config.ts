// The Content-Security-Policy allows no eval. Zod would probe for it with `Function("")` before compiling
// its fast parsers, and the browser reports every probe as a policy violation; the interpreted parsers
// are fast enough for forms.
//
// Set through the global zod keeps its configuration in (what `z.config` writes), not through `z.config`
// itself: importing zod here would put its core into the first download, while only lazily loaded forms
// parse with it. zod-config.test.ts checks that zod still reads this global.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
