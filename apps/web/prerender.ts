/**
 * After `vite build` and `vite build --ssr src/prerender.tsx`: writes whole documents beside index.html, which the
 * server answers instead of the empty index.html: each prerendered page in each language
 * (dist/prerendered/<page>.<language>.html, listed with their paths in pages.json) for React to hydrate, and the
 * layout with a loader (dist/prerendered/index.<language>.html) for every other page, which React renders over.
 * The server-side build stays in dist-ssr: the server renders some pages with it for each request.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const ssrEntry = path.join(root, 'dist-ssr', 'render-on-server.js');

const {
  documentOf,
  languages,
  prerenderedPages,
  renderPage,
  renderShell,
}: typeof import('./src/render-on-server.tsx') = await import(pathToFileURL(ssrEntry).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const out = path.join(dist, 'prerendered');
await mkdir(out, { recursive: true });

for (const language of languages) {
  for (const page of prerenderedPages) {
    const { html, state } = await renderPage(page.paths[0] ?? '/', language);
    await writeFile(
      path.join(out, `${page.name}.${language}.html`),
      documentOf({ template, rendered: html, language, kind: 'page', state }),
    );
  }
  const shell = documentOf({ template, rendered: await renderShell(language), language, kind: 'shell' });
  await writeFile(path.join(out, `index.${language}.html`), shell);
}
await writeFile(path.join(out, 'pages.json'), JSON.stringify(prerenderedPages));
console.log(
  `prerendered ${prerenderedPages.map((page) => page.name).join(', ')} and the shell in ${languages.join(', ')}`,
);
