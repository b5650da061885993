import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useRouteMeta } from '../lib/page-meta';

/** Any path outside docs/product.md §2's table: a title of its own (RGAA 8.6), not the home's. */
export function Component() {
  useRouteMeta('not-found');
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-semibold text-brand-700">Erreur 404</p>
      <h1 className="mt-2 text-3xl font-semibold text-slate-900">Page introuvable</h1>
      <p className="mt-3 text-slate-700">
        La page que vous cherchez n’existe pas ou a été déplacée.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Retour à l’accueil
      </Link>
    </section>
  );
}
