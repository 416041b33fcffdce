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
  build: {
    rollupOptions: {
      output: {
        // tesseract.js asks for `<langPath>/eng.traineddata.gz`: the scan's language data keeps its own name, in a
        // folder named by its hash (features/scan/frame-reader.ts), so it is still cached for good and never stale.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.traineddata.gz'))
            ? 'assets/ocr-[hash]/[name][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server, changeOrigin: true }])),
  },
});
