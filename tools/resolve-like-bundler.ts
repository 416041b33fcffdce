import type { ResolveHook } from 'node:module';

/**
 * The web app's modules import without extensions (`./texts`), as Vite resolves them; Node does not. This hook
 * retries such a relative import with `.ts`, `.tsx` and `/index.ts`, so Node can load the web's texts modules.
 */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('.')) throw error;
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      try {
        return await nextResolve(`${specifier}${suffix}`, context);
      } catch {
        // the next suffix may exist
      }
    }
    throw error;
  }
};
