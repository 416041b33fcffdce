/** The login token lives in a cookie named Authorization holding "Bearer <token>", as the specification says. */
const COOKIE_NAME = 'Authorization';

function cookieAttributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/; SameSite=Strict${secure}`;
}

export function saveToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from browsers we support
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(`Bearer ${token}`)}${cookieAttributes()}`;
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from browsers we support
  document.cookie = `${COOKIE_NAME}=${cookieAttributes()}; max-age=0`;
}

/** The value for the Authorization header, or undefined when nobody is logged in (or off the browser). */
export function authorizationHeader(): string | undefined {
  // Rendering a page on the server, the calls carry the browser's own cookie (render-on-server).
  if (typeof document === 'undefined') return undefined;
  const prefix = `${COOKIE_NAME}=`;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  const value = cookie ? decodeURIComponent(cookie.slice(prefix.length)) : '';
  return value || undefined;
}
