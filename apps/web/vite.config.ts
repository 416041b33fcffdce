import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';
const serverPaths = ['/api', '/oauth', '/util', '/pubutil', '/dev'];

/** What every page runs: React, the router, the query cache, i18next, and clsx (every Mantine component's). */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|cookie|set-cookie-parser|clsx)[\\/]/;
/**
 * The UI libraries' code (not the charts, the OCR or the barcode reader, which load when first used; not their
 * stylesheets, which stay with the part of the app that imports them).
 */
const uiLibraries =
  /node_modules[\\/](@mantine[\\/](?!charts)|@floating-ui|@tabler|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-transition-group|dayjs|tslib|get-nonce|detect-node-es)[\\/].*\.m?js$/;

/** The scan's reader: the files a camera scan loads on first use, apart from every page's. */
const scanReader = /node_modules[\\/](tesseract\.js|tesseract\.js-core|@tesseract\.js-data|zxing-wasm)[\\/]/;

/**
 * The chart library (the dashboard's and the report's mileage charts): drawn once the app runs, apart from any page's
 * first paint. A group takes its modules' dependencies along: recharts alone, as @mantine/charts would bring the Mantine
 * components it uses, and every page would load the whole chart library (114 KB) for them.
 */
const chartLibraries = /node_modules[\\/]recharts[\\/]/;

/** `shared~LoginPage~HomePage~…`, a group's chunk named after its pages, as `shared`. */
const groupName = (name: string) => name.split('~')[0];

export default defineConfig({
  // The server sends the .br or .gz beside each built file to browsers that accept it: built files are not compressed
  // per request.
  plugins: [reactRouter(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // The server's build carries the icons the pages use, not the whole icon set as a package to load (about 65 MB of
  // a server's memory).
  ssr: { noExternal: ['@tabler/icons-react'] },
  resolve: {
    // @mantine/hooks' index imports its `useId` by this path: the browser's build takes ours (src/lib/stable-id.ts).
    alias: [
      { find: /^\.\/use-id\/use-id\.mjs$/, replacement: path.resolve(import.meta.dirname, 'src/lib/stable-id.ts') },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        // A page loads a few dozen files instead of about eighty: each is a request (six at a time over HTTP/1.1) and a
        // preload to start. decision 69 weighs the bytes this costs against the files.
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 30 },
            { name: 'charts', test: chartLibraries, priority: 25 },
            // Grouped by the pages using them; a set used by few pages joins a neighbouring set under 20 kB.
            { name: 'libs', test: uiLibraries, priority: 20, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
            { name: 'shared', minShareCount: 2, priority: 10, entriesAware: true, entriesAwareMergeThreshold: 5_000 },
          ],
        },
        // A group's chunks are named after every page using them: its files take the group's name alone.
        chunkFileNames: (chunk) => `assets/${groupName(chunk.name)}-[hash].js`,
        // The scan's reader (tesseract's worker, engine and language data, zxing's wasm) under `assets/ocr-`: never
        // precached, fetched when a scan first needs it (lib/installable-app.ts). tesseract.js asks for
        // `<langPath>/eng.traineddata.gz`: the language data keeps its own name, in a folder named by its hash
        // (features/scan/frame-reader.ts), so it is still cached for good and never stale.
        assetFileNames: (asset) => {
          if (asset.names.some((name) => name.endsWith('.traineddata.gz'))) return 'assets/ocr-[hash]/[name][extname]';
          const name = groupName(path.parse(asset.names[0] ?? 'asset').name);
          return asset.originalFileNames.some((file) => scanReader.test(file))
            ? `assets/ocr-${name}-[hash][extname]`
            : `assets/${name}-[hash][extname]`;
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: server, changeOrigin: true }])),
  },
});
