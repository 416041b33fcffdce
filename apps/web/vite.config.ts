import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';
const serverPaths = ['/api', '/oauth', '/util', '/pubutil', '/dev'];

// Libraries change less often than the app: separate chunks stay cached across deployments.
// Only what the first page load needs goes into them ($initial): the chart library stays in the
// lazily loaded chunk of the administrator's dashboard.
const vendorChunks = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
    priority: 30,
    tags: ['$initial' as const],
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)/,
    priority: 20,
    tags: ['$initial' as const],
  },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10, tags: ['$initial' as const] },
];

export default defineConfig({
  // The server sends the .br or .gz beside each file to browsers that accept it, so nothing is compressed per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server, changeOrigin: true }])),
  },
});
