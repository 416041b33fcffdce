import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';
const serverPaths = ['/api', '/oauth', '/util', '/pubutil', '/dev'];

export default defineConfig({
  // The server sends the .br or .gz beside each built file to browsers that accept it: built files are not compressed
  // per request.
  plugins: [reactRouter(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // The server's build carries the icons the pages use, not the whole icon set as a package to load (about 65 MB of
  // a server's memory).
  ssr: { noExternal: ['@tabler/icons-react'] },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server, changeOrigin: true }])),
  },
});
