import { useEffect, useState } from 'react';
import { ChevronUp } from 'lucide-react';

/** Back-to-top on mobile (docs/product.md §2), once the page has been scrolled. */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label="Revenir en haut"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-brand-700 text-white shadow-lg md:hidden"
    >
      <ChevronUp aria-hidden="true" className="size-6" />
    </button>
  );
}
