/**
 * After `vite build` and `vite build --ssr src/prerender.tsx`: writes whole documents beside index.html, which the
 * server answers instead of the empty index.html: each prerendered page in each language
 * (dist/prerendered/<page>.<language>.html, listed with their paths in pages.json) for React to hydrate, and the
 * layout with a loader (dist/prerendered/index.<language>.html) for every other page, which React renders over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const ssrEntry = path.join(root, 'dist-ssr', 'prerender.js');

const { languages, prerenderedPages, renderPage, renderShell }: typeof import('./src/prerender.tsx') = await import(
  pathToFileURL(ssrEntry).href
);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const out = path.join(dist, 'prerendered');
await mkdir(out, { recursive: true });

/** The template with the rendered HTML in #root, marked for main.tsx as a page to hydrate or a shell to replace. */
function documentOf(rendered: string, language: string, kind: 'page' | 'shell') {
  // React writes the page's <title> where the page renders it; the document keeps it in <head>.
  const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
  const body = title ? rendered.replace(title, '') : rendered;
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${kind}">${body}</div>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  return html;
}

for (const language of languages) {
  for (const page of prerenderedPages) {
    const rendered = await renderPage(page.paths[0] ?? '/', language);
    await writeFile(path.join(out, `${page.name}.${language}.html`), documentOf(rendered, language, 'page'));
  }
  await writeFile(path.join(out, `index.${language}.html`), documentOf(await renderShell(language), language, 'shell'));
}
await writeFile(path.join(out, 'pages.json'), JSON.stringify(prerenderedPages));
await rm(path.join(root, 'dist-ssr'), { recursive: true, force: true });
console.log(
  `prerendered ${prerenderedPages.map((page) => page.name).join(', ')} and the shell in ${languages.join(', ')}`,
);
