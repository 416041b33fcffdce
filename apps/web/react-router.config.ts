import type { Config } from '@react-router/dev/config';

// Every page is drawn by the server for each request (apps/server/src/platform/web-app.ts runs the build).
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
