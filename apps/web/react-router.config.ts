import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { makeInstallable } from './pwa/installable';

// Every page is drawn by the server for each request (apps/server/src/platform/web-app.ts runs the build).
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
  // The manifest, icons, offline page and service worker are made from the finished client build.
  buildEnd: ({ reactRouterConfig }) => makeInstallable(path.join(reactRouterConfig.buildDirectory, 'client')),
} satisfies Config;
