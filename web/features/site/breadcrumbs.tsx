import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Crumb } from '@web/lib/page-meta';

/**
 * Visible breadcrumbs (docs/product.md §2: /about and /wizard); the last crumb is the current page.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
