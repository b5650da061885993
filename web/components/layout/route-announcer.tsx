import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, screen readers hear nothing by default. This announces the
 * new page's heading in a polite live region (first load excluded); focus goes to that heading
 * (use-navigation-scroll.ts).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1')?.textContent?.trim();
    setMessage(heading ? `Page : ${heading}` : document.title);
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
