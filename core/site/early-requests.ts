/**
 * The API reads each page makes first, so the entry module can start them while the page's
 * chunk is still loading (web/lib/early-fetch.ts), and the server announces them in the page's
 * HTML as preloads, which start them sooner still (server/plugins/page-preloads.ts; pure, so
 * both sides read the same list). The paths must be spelt exactly as the pages' own calls
 * spell them (web/lib/session.ts, web/lib/profile-api.ts, the contracts and editor features'
 * api.ts): an early answer serves only the same path. Kept by early-requests.test.ts, which
 * compares them with those calls.
 */
export function earlyRequests(pathname: string): string[] {
  const paths = ['/api/auth/get-session'];
  if (pathname === '/wizard' || pathname === '/dashboard') paths.push('/api/user-profile');
  if (pathname === '/contracts') paths.push('/api/contracts', '/api/signature-requests');
  const editor = /^\/editor\/([^/]+)\/?$/.exec(pathname);
  const id = editor?.[1] && safeDecode(editor[1]);
  if (id) {
    const contract = `/api/contracts/${encodeURIComponent(id)}`;
    paths.push(contract, `${contract}/elements`);
  }
  return paths;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
