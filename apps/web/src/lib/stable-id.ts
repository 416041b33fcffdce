import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (from @mantine/hooks, put in its place by vite.config.ts): React's id, the same on the server and
 * in the browser. Mantine's own starts from React's id and replaces it with a random one in a layout effect, which
 * re-renders every input, popover and accordion of a page synchronously right after hydration (about 190 ms of a
 * throttled phone's main thread on the login page) and changes the ids the labels and ARIA attributes point at.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
