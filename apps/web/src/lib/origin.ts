let originRenderedFor = '';

/** This site's address as the browser sees it: its own, or, while the server renders a page, the one it asked. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? originRenderedFor : window.location.origin;
}

/** Rendering a page on the server (render-on-server.tsx): the origin the browser asking for it used. */
export function renderingFor(origin: string): void {
  originRenderedFor = origin;
}
