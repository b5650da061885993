import { AccountPage } from '../features/account/account-page';
import { useRouteMeta } from '../lib/page-meta';

/** /compte, « Mon compte » (docs/product.md §2), behind the sign-in guard. */
export function Component() {
  useRouteMeta('account');
  return <AccountPage />;
}
