import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UserCog } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';
import { apiFetch } from '@web/lib/api';
import { useIdentityChanges } from '@web/lib/auth';
import {
  hasConfiguredProfile,
  lastKnownProfileConfigured,
  noteProfileAnswer,
} from '@web/lib/profile-configured';

/**
 * Reads only the two flags, without the profile schema (parsing the whole profile would pull zod
 * into the home page's bundle) and without TanStack Query (not loaded on the home page:
 * web/lib/query-loader.ts; docs/design.md §7 budget). Read when the home page mounts, and again
 * when the session's identity changes, as a cached query would be.
 *
 * Until the answer comes, the last one this browser had stands in (a first visit: none, so no
 * profile, as is the case): the hint sits above the features, and appearing once the profile was
 * read it pushed the page down under the reader's eyes (a layout shift on every first visit).
 */
function useHasConfiguredProfile(): boolean {
  const identityChanges = useIdentityChanges();
  // The prerendered page is a visitor's (hint shown). For a browser that knows its profile this
  // first render differs, and React renders the page afresh instead of hydrating it (its
  // recoverable error #418 in the console): measured, that happens before the first paint;
  // hydrating the hint and hiding it just after moved the page under the reader's eyes
  // (e2e/site.spec.ts, « nothing moves when they answer »).
  const [configured, setConfigured] = useState(() => lastKnownProfileConfigured() ?? false);
  useEffect(() => {
    let live = true;
    noteProfileAnswer(apiFetch('/api/user-profile')).then(
      (data) => {
        if (live) setConfigured(hasConfiguredProfile(data));
      },
      // Unreadable (server down): the last answer stands.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [identityChanges]);
  return configured;
}

/** Shown when neither profile (physical person, legal entity) is configured yet. */
export function ProfileHint() {
  const configured = useHasConfiguredProfile();
  if (configured) return null;
  return (
    <aside
      aria-labelledby="profile-hint-title"
      className="mt-8 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <UserCog aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <div className="flex-1">
        <p id="profile-hint-title" className="font-semibold text-brand-900">
          Configurez votre profil
        </p>
        <p className="text-sm text-brand-900">
          Renseignez une fois vos informations, que vous soyez l’auteur ou le modèle qui cède ses
          droits ou le client qui les reçoit : elles seront reprises automatiquement dans chaque
          contrat.
        </p>
      </div>
      <Link to="/dashboard" className={buttonClasses('outline', 'md', 'shrink-0')}>
        Configurer mon profil
      </Link>
    </aside>
  );
}
