import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';
const serverPaths = ['/api', '/oauth', '/util', '/pubutil', '/dev'];

export default defineConfig({
  // The server sends the .br or .gz beside each built file to browsers that accept it: built files are not compressed
  // per request.
  plugins: [reactRouter(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server, changeOrigin: true }])),
  },
});
