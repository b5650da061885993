import { PRIVACY_CRUMBS } from '../features/site/crumbs';
import { PrivacyPolicy } from '../features/site/legal/privacy-policy';
import { ROUTE_META, breadcrumbJsonLd, usePageMeta } from '../lib/page-meta';

/** /confidentialite (docs/product.md §2): the privacy policy (RGPD art. 13). */
export function Component() {
  usePageMeta({ ...ROUTE_META.privacy, jsonLd: [breadcrumbJsonLd(PRIVACY_CRUMBS)] });
  return <PrivacyPolicy />;
}
