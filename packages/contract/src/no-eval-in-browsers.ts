import { z } from 'zod';

// A browser runs the portal's pages under a script policy without eval, and zod probes for eval (a reported
// policy violation) unless told not to use it. Servers keep zod's compiled parsers. Imported first by index.ts, so it
// runs before any schema is made or used.
if ('document' in globalThis) z.config({ jitless: true });
