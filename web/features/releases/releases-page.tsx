import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IMAGE } from '@core/answers/draft';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { PageSpinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { useCreateRelease, useReleases, useSourceContracts } from './api';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/**
 * The form that makes a séance from one of « Mes Contrats »: its answers (an image authorisation)
 * are the terms, the model's identity left out; the photographer consents once to sign each
 * authorisation made from them.
 */
function CreateReleaseForm() {
  const [params] = useSearchParams();
  const contracts = useSourceContracts();
  const create = useCreateRelease();
  const navigate = useNavigate();
  const [contractId, setContractId] = useState(params.get('contrat') ?? '');
  const [title, setTitle] = useState('');
  const [closesOn, setClosesOn] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choices = (contracts.data ?? [])
    // Only what the séance can take as terms: another contract would only be refused on creation.
    .filter((c) => !c.is_draft && c.offers_release)
    .map((c) => ({ value: c.id, label: c.title }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!contractId)
      missing.contract = 'Choisissez le contrat dont la séance reprend les conditions.';
    if (!title.trim()) missing.title = 'Donnez un titre à la séance.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const created = await create.mutateAsync({ title, contractId, closesOn, consent });
      await navigate(`/seances/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(
            error.fields.map((f) => [f.path === 'template' ? 'contract' : f.path, f.message]),
          ),
        );
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id="release-title"
        label="Titre de la séance"
        hint={'Il figure dans chaque autorisation («\u202fDéfilé Printemps – Léa Durand\u202f»).'}
        maxLength={200}
        requiredMark
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <SelectField
        id="release-contract"
        label="Conditions reprises du contrat"
        hint={`Une autorisation de droit à l’image seule («\u202f${IMAGE}\u202f») dont vous êtes le bénéficiaire. L’identité du modèle n’est pas reprise.`}
        options={choices}
        placeholderOption={contracts.isPending ? 'Chargement…' : 'Choisir un contrat…'}
        requiredMark
        value={contractId}
        error={errors.contract}
        onChange={(event) => setContractId(event.target.value)}
      />
      <TextField
        id="release-closes-on"
        label="Date de clôture (facultative)"
        hint="Le lien ne fonctionne plus après ce jour."
        type="date"
        value={closesOn}
        error={errors.closes_on}
        onChange={(event) => setClosesOn(event.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-slate-800">
          <input
            id="release-consent"
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-describedby={errors.consent ? 'release-consent-error' : undefined}
            className="mt-1 size-4"
          />
          <span>
            J’accepte de signer électroniquement, en qualité de bénéficiaire, chaque autorisation
            établie à partir de ces conditions et signée par un modèle. Ce consentement, avec
            l’empreinte des conditions, figure dans le dossier de preuve de chacune.
          </span>
        </label>
        {errors.consent && (
          <p id="release-consent-error" className="text-sm text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      {create.isError && (
        <Alert tone="error" inLiveRegion>
          {errorText(create.error)}
        </Alert>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Création…' : 'Créer la séance'}
      </Button>
    </form>
  );
}

/** /seances — the photographer's séances and the form that makes one. */
export function ReleasesPage() {
  const releases = useReleases();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Mes séances</h1>
        <p className="text-slate-700">
          Préparez une autorisation de droit à l’image une fois, montrez son QR code&#8239;: chaque
          modèle la signe sur son téléphone, et chaque autorisation signée rejoint «&#8239;Mes
          Contrats&#8239;» avec son dossier de preuve.
        </p>
      </header>
      <section aria-labelledby="new-release" className="flex flex-col gap-3">
        <h2 id="new-release" className="text-xl font-semibold text-slate-900">
          Nouvelle séance
        </h2>
        <CreateReleaseForm />
      </section>
      <section aria-labelledby="my-releases" className="flex flex-col gap-3">
        <h2 id="my-releases" className="text-xl font-semibold text-slate-900">
          Séances créées
        </h2>
        {releases.isPending && <PageSpinner label="Chargement des séances…" />}
        {releases.isError && <Alert tone="error">{errorText(releases.error)}</Alert>}
        {releases.data?.length === 0 && (
          <p className="text-slate-700">Aucune séance pour l’instant.</p>
        )}
        <ul className="flex flex-col gap-2">
          {releases.data?.map((release) => (
            <li key={release.id}>
              <Link to={`/seances/${release.id}`} className="font-medium text-brand-700 underline">
                {release.title}
              </Link>{' '}
              <span className="text-slate-700">
                — {release.participants} participant{release.participants > 1 ? 's' : ''},{' '}
                {release.open ? 'ouverte' : 'close'}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
