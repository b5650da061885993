/**
 * Where « Enregistrer et continuer » goes (docs/product.md §2 Dashboard):
 * `/{redirectTo}?fromDashboard=true`. Only an in-app path of plain segments is accepted (« wizard
 * », « wizard/finalize/abc »), so a crafted link such as `?redirectTo=/evil.example` cannot send
 * the user to another site.
 */
export function redirectTarget(redirectTo: string | null | undefined): string | null {
  const value = (redirectTo ?? '').trim().replace(/^\/+/, '');
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(value)) return null;
  return `/${value}?fromDashboard=true`;
}
