/** Where to go after sign-in: the protected page that sent the user here, else the front page. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return '/';
  const path = from.pathname;
  // Only paths inside this app: no protocol-relative or absolute URLs, not the auth pages.
  if (!path.startsWith('/') || path.startsWith('//') || path === '/kirjaudu') return '/';
  const search = typeof from.search === 'string' && from.search.startsWith('?') ? from.search : '';
  return path + search;
}
