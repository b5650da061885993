import { Link } from 'react-router';
import { UserCog } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useUserProfile } from '../../../lib/profile-api';

/** Shown when neither profile (physical person, legal entity) is configured yet. */
export function ProfileHint() {
  const profile = useUserProfile();
  if (!profile.data) return null;
  const { physical_person, legal_entity } = profile.data;
  if (physical_person.is_configured || legal_entity.is_configured) return null;
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
          Renseignez une fois vos informations de cessionnaire : elles seront reprises automatiquement dans chaque contrat.
        </p>
      </div>
      <Link to="/dashboard" className={buttonClasses('outline', 'md', 'shrink-0')}>
        Configurer mon profil
      </Link>
    </aside>
  );
}
