import { ArrowRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { DashboardState } from './use-dashboard';

const KIND = { physical_person: 'Personne physique', legal_entity: 'Personne morale' } as const;

/**
 * On the way to the wizard with a configured profile: it is confirmed here in one tap, which
 * opens the wizard at once (the wizard is still entered through the dashboard, docs/product.md
 * §2 Wizard « Entry rule »).
 */
export function ContinueWithProfile({ state }: { state: DashboardState }) {
  if (!state.readyProfile) return null;
  return (
    <div className="mb-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold">
        Votre profil est configuré{'\u00a0'}: {KIND[state.readyProfile]}
        {state.readyProfileName && ` – ${state.readyProfileName}`}.
      </p>
      <Button className="shrink-0" onClick={state.continueWithProfile}>
        Continuer avec ce profil
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
