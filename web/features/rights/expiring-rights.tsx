import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { useAuth } from '@web/lib/auth';
import { useRights } from './api';
import { grantsCount } from './labels';

/**
 * The dashboard's line on the register: how many grants end within thirty days, with the way to
 * « Mes droits ». For an account only, and only once it has a grant.
 */
export function ExpiringRights() {
  const { isSignedIn } = useAuth();
  return isSignedIn ? <ExpiringRightsCount /> : null;
}

function ExpiringRightsCount() {
  const rights = useRights();
  const rows = rights.data?.rights ?? [];
  if (rows.length === 0) return null;
  const expiring = rows.filter((r) => r.status === 'expiring').length;
  return (
    <section
      aria-labelledby="expiring-rights-heading"
      className={
        expiring > 0
          ? 'flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950'
          : 'flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-800'
      }
    >
      <CalendarClock aria-hidden="true" className="size-5" />
      <strong id="expiring-rights-heading" className="font-semibold">
        Mes droits{'\u00a0'}:
      </strong>
      <p>
        {expiring === 0
          ? 'aucun droit n’expire dans les trente prochains jours.'
          : `${grantsCount(expiring)} ${expiring > 1 ? 'expirent' : 'expire'} dans les trente prochains jours.`}
      </p>
      <Link to="/droits" className="font-medium text-brand-800 underline underline-offset-2">
        Voir mes droits
      </Link>
    </section>
  );
}
