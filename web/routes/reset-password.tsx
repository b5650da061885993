import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { useRouteMeta } from '../lib/page-meta';

/** /mot-de-passe/nouveau: where the « Mot de passe oublié ? » e-mail's link leads. */
export function Component() {
  useRouteMeta('reset-password');
  return <ResetPasswordPage />;
}
