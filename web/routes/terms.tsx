import { TERMS_CRUMBS } from '../features/site/crumbs';
import { TermsOfUse } from '../features/site/legal/terms-of-use';
import { ROUTE_META, breadcrumbJsonLd, usePageMeta } from '../lib/page-meta';

/** /conditions-utilisation (docs/product.md §2): the terms of use. */
export function Component() {
  usePageMeta({ ...ROUTE_META.terms, jsonLd: [breadcrumbJsonLd(TERMS_CRUMBS)] });
  return <TermsOfUse />;
}
