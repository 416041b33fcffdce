import { Scripts } from 'react-router';

const HELD_ID = 'app-code';

/**
 * Started in the page by the inline script below. React Router's classic script runs at once: it opens the stream
 * into which the scripts that follow it write the loaders' answers. The page's code (its module script and the
 * preloads of its files) waits for the first contentful paint, or 3 s where none is reported (a tab opened in the
 * background paints nothing until it is shown).
 */
const starter = `(() => {
  const code = document.createRange().createContextualFragment(document.getElementById('${HELD_ID}').textContent);
  document.currentScript.after(...code.querySelectorAll('script:not([type="module"])'));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.body.append(code);
  };
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();`;

/**
 * React Router's scripts, started after the page the server drew has painted: a phone spends its first second on the
 * page a person can read, and the app's code (hundreds of KiB) follows at once, with no tap needed to start it.
 * Written inside `<noscript>`, which a browser running scripts keeps as inert text (no preload, no script runs) and
 * React leaves alone when it hydrates; the starter hands that text to the browser's own parser
 * (`createContextualFragment`, whose scripts run once inserted). Decision 69 says why (Lighthouse's phone model counts
 * every preload that finishes before the first paint as blocking it).
 */
export function ScriptsAfterPaint({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <noscript id={HELD_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant starter */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}
