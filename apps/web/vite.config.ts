import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';
const serverPaths = ['/api', '/oauth', '/util', '/pubutil', '/dev'];

// Libraries change less often than the app: separate chunks stay cached across deployments.
// Only what the first page load needs goes into them ($initial): the chart library stays in the
// lazily loaded chunk of the administrator's dashboard.
// Libraries' CSS stays with the code importing it, in import order (Mantine's before the app's own rules).
const vendorChunks = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
    priority: 30,
    tags: ['$initial' as const],
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)(?!.*\.css$)/,
    priority: 20,
    tags: ['$initial' as const],
  },
  { name: 'vendor', test: /node_modules[\\/](?!.*\.css$)/, priority: 10, tags: ['$initial' as const] },
];

export default defineConfig(({ isSsrBuild }) => ({
  // The server sends the .br or .gz beside each file to browsers that accept it: built files are not compressed per
  // request (only the pages the server renders for each request are).
  // The server-side build prerenders pages at build time (prerender.ts) and renders some per request (the server).
  plugins: isSsrBuild ? [react()] : [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the stylesheets of each page's code, which the server links in pages it renders.
        manifest: true,
        rolldownOptions: {
          // The app that main.tsx starts is an entry of its own, so that its libraries count as loaded up front.
          input: { index: 'index.html', start: 'src/app/start.tsx' },
          output: { codeSplitting: { groups: vendorChunks } },
        },
      },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server, changeOrigin: true }])),
  },
}));
