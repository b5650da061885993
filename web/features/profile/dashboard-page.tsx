import { useState, type ReactNode } from 'react';
import { Info, Lightbulb, RotateCcw, Save } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ContinueWithProfile } from './continue-with-profile';
import { DashboardBanners } from './dashboard-banners';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { ProfilePanel } from './profile-panel';
import { useDashboard } from './use-dashboard';

export type DashboardPageProps = {
  /** The « Mes clients » tab's content (features/clients, composed by the route module). */
  clientsPanel: ReactNode;
  /** Opens the mascot's profile tutorial (features/tutorial, given by the route module). */
  onOpenTutorial?: () => void;
  /** A line below the header from another feature (the rights register's count), given by the route. */
  notice?: ReactNode;
};

/** docs/product.md §2 « Tableau de bord »: header bar, banners, info box, tabs « Mon entreprise » / « Mes clients » (the spec's tab names; the page itself is « Tableau de bord », « Dashboard » in the navigation). */
export function DashboardPage({ clientsPanel, onOpenTutorial, notice }: DashboardPageProps) {
  const state = useDashboard();
  const [tab, setTab] = useState('entreprise');
  const [confirmReset, setConfirmReset] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Tableau de bord</h1>
          <p className="mt-1 text-slate-700">
            {state.side === 'cedant'
              ? 'Configurez vos informations d’auteur ou de modèle, la personne ou la société qui cède les droits.'
              : 'Configurez les informations du cessionnaire, la personne ou la société qui reçoit les droits.'}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {onOpenTutorial && (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Aide : configurer mon profil"
              title="Aide"
              onClick={onOpenTutorial}
            >
              <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
            </Button>
          )}
          {/* They act on the profile form: on « Mes clients » they would be a second save button
              beside the client form's own, so they belong to the first tab. */}
          {tab === 'entreprise' && (
            <>
              <Button
                variant="outline"
                className="flex-1 sm:flex-none"
                disabled={state.busy}
                onClick={() => setConfirmReset(true)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Réinitialiser
              </Button>
              <Button
                className="flex-1 sm:flex-none"
                disabled={state.busy}
                onClick={() => void state.submit('header')}
              >
                <Save aria-hidden="true" className="size-4" />
                Enregistrer
              </Button>
            </>
          )}
        </div>
      </header>
      {notice}
      <DashboardBanners state={state} place="header" />
      <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          {state.readyProfile ? (
            <ContinueWithProfile state={state} />
          ) : (
            state.redirecting && (
              // Arriving from « Créer mon contrat »: the page says why the wizard is not here yet.
              <p className="mb-1 font-semibold">
                Étape préalable à votre contrat{'\u00a0'}: indiquez qui{' '}
                {state.side === 'cedant' ? 'cède' : 'reçoit'} les droits (vous-même avec civilité,
                nom et prénom, ou votre société avec sa forme juridique), puis «{'\u202f'}
                Enregistrer et continuer{'\u202f'}» vous mène au générateur.
              </p>
            )
          )}
          <p>
            Ces informations remplissent automatiquement la partie «{'\u202f'}
            {state.side === 'cedant' ? 'Cédant' : 'Cessionnaire'}
            {'\u202f'}» de vos contrats. Enregistrez au moins un profil (personne physique ou
            morale) pour créer un contrat.
          </p>
          {!state.isSignedIn && (
            <p className="mt-1">
              Sans compte, vos informations sont conservées pour cette session de navigation et vous
              suivront si vous créez un compte.
            </p>
          )}
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Sections du tableau de bord" className="sm:max-w-md">
          <TabsTrigger value="entreprise">Mon entreprise</TabsTrigger>
          <TabsTrigger value="clients">Mes clients</TabsTrigger>
        </TabsList>
        <TabsContent value="entreprise">
          <ProfilePanel state={state} />
        </TabsContent>
        <TabsContent value="clients">{clientsPanel}</TabsContent>
      </Tabs>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Réinitialiser le formulaire"
        description={DASHBOARD_MESSAGES.resetQuestion}
        confirmLabel="Réinitialiser"
        destructive
        onConfirm={state.reset}
      >
        Les champs reprennent leurs valeurs par défaut. Vos informations enregistrées ne changent
        que si vous enregistrez ensuite.
      </ConfirmDialog>
    </div>
  );
}
