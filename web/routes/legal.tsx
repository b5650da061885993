import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTutorial } from '../features/tutorial/use-tutorial';
import { useRouteMeta } from '../lib/page-meta';

/** docs/product.md §9: closing the dialogue goes home after 300 ms. */
const LEGAL_REDIRECT_MS = 300;

/**
 * /legal (docs/product.md §2): a placeholder where the mascot explains the notices are being
 * written.
 */
export function Component() {
  useRouteMeta('legal');
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tutorial = useTutorial('legal', {
    onClose: () => {
      timer.current = setTimeout(() => navigate('/'), LEGAL_REDIRECT_MS);
    },
  });
  const { start } = tutorial;
  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);

  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900">Mentions légales</h1>
      <p className="mt-3 text-slate-700">
        Nos mentions légales sont en cours de rédaction. Elles seront complètes avant le lancement
        de la version Alpha.
      </p>
      {tutorial.element}
    </article>
  );
}
