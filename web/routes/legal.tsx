import { LEGAL_NOTICE_CRUMBS } from '../features/site/crumbs';
import { LegalNotice } from '../features/site/legal/legal-notice';
import { ROUTE_META, breadcrumbJsonLd, usePageMeta } from '../lib/page-meta';

/** /legal (docs/product.md §2): the legal notices, with the operator's identity from the server. */
export function Component() {
  usePageMeta({ ...ROUTE_META.legal, jsonLd: [breadcrumbJsonLd(LEGAL_NOTICE_CRUMBS)] });
  return <LegalNotice />;
}
