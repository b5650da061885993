import { Link } from 'react-router';
import { UserCog } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import {
  hasConfiguredProfile,
  lastKnownProfileConfigured,
  noteProfileAnswer,
} from '../../../lib/profile-configured';

/**
 * Reads only the two flags, without the profile schema: parsing the whole profile would pull
 * zod into the home page's bundle (docs/design.md §7 budget). Its own key under ['user-profile'],
 * so a profile save's invalidation refreshes it too; always re-read when the home page mounts.
 *
 * Until the answer comes, the last one this browser had stands in (a first visit: none, so no
 * profile, as is the case): the hint sits above the features, and appearing once the profile was
 * read it pushed the page down under the reader's eyes (a layout shift on every first visit).
 */
function useHasConfiguredProfile() {
  return useQuery<boolean>({
    queryKey: ['user-profile', 'configured'], // under USER_PROFILE_QUERY_KEY (lib/profile-api.ts, not imported: it loads zod)
    queryFn: async ({ signal }) =>
      hasConfiguredProfile(await noteProfileAnswer(apiFetch('/api/user-profile', { signal }))),
    placeholderData: () => lastKnownProfileConfigured() ?? false,
    staleTime: 0,
  });
}

/** Shown when neither profile (physical person, legal entity) is configured yet. */
export function ProfileHint() {
  const configured = useHasConfiguredProfile();
  if (configured.data !== false) return null;
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
