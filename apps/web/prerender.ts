/**
 * After `vite build` and `vite build --ssr src/prerender.tsx`: writes each prerendered page in each language as a
 * whole document beside index.html (dist/prerendered/<page>.<language>.html) with the list of pages and their paths
 * (pages.json), which the server answers to visitors instead of the empty index.html.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const ssrEntry = path.join(root, 'dist-ssr', 'prerender.js');
const languages = ['en', 'ms', 'zh'] as const;

const { prerenderedPages, renderPage }: typeof import('./src/prerender.tsx') = await import(
  pathToFileURL(ssrEntry).href
);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const out = path.join(dist, 'prerendered');
await mkdir(out, { recursive: true });

for (const page of prerenderedPages) {
  for (const language of languages) {
    const rendered = await renderPage(page.paths[0] ?? '/', language);
    // React writes the page's <title> where the page renders it; the document keeps it in <head>.
    const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
    const body = title ? rendered.replace(title, '') : rendered;
    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // The page is readable without the app: its modules are fetched after the first paint (main.tsx), so the
      // stylesheet and the page have the line to themselves until then.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.name}">${body}</div>`);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
    await writeFile(path.join(out, `${page.name}.${language}.html`), html);
  }
}
await writeFile(path.join(out, 'pages.json'), JSON.stringify(prerenderedPages));
await rm(path.join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${prerenderedPages.map((page) => page.name).join(', ')} in ${languages.join(', ')}`);
