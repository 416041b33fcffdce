import { z } from 'zod';

// A browser runs the portal's pages under a script policy without eval, and zod probes for eval (a reported
// policy violation) unless told not to use it. Servers keep zod's compiled parsers. Every schema of the contract takes
// `z` from here, so this runs before any schema is made, whichever of them a page's code carries.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
