import { z } from "zod";

// The Content-Security-Policy allows no eval. Zod would probe for it with `Function("")` before compiling
// its fast parsers, and the browser reports every probe as a policy violation; the interpreted parsers
// are fast enough for forms.
z.config({ jitless: true });
