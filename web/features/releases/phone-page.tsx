import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  IMAGE_ONLY_PARENT_FIELD_SPECS,
  PHYSICAL_AUTHOR_FIELD_SPECS,
} from '@core/fields/draft-fields';
import { CHILD_AUTHORISATION_FIELD_SPECS } from '@core/fields/child-authorisation-fields';
import { PARENTAL_AUTHORITY, PARENTAL_AUTHORITY_LABELS } from '@core/answers/parents';
import { ageAt, MAJORITY_AGE } from '@core/rules/minors';
import type { JoinedRelease, PublicReleaseView } from '@core/releases/api';
import { MODEL_DETAILS_REQUIRED, type ParticipantInput } from '@core/releases/participant';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { fetchPublicRelease, joinRelease } from './api';
import { formatErrors, PersonFields, type PersonValues } from './person-fields';
import { TermsList } from './terms-list';

/** Under this age the child gives no opinion of her own, so needs no address (L7124-2). */
const OPINION_AGE = 13;
/** Under this age a modelling use needs the prefect's authorisation (C. trav. L7124-1). */
const AUTHORISATION_AGE = 16;

const parentSpecs = (n: 1 | 2) =>
  IMAGE_ONLY_PARENT_FIELD_SPECS.filter((s) => s.key.startsWith(`auteur_info.parent${n}.`));

const SOME_ANSWERS =
  'Certaines réponses sont à compléter ou à corriger\u00a0: elles sont signalées ci-dessous.';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/** The first field a refusal names, focused so a phone scrolls to it. */
function focusFirst(paths: string[]): void {
  const ids = paths.map((path) =>
    path === 'model.email' || path.endsWith('.email')
      ? `seance-${path.replace(/\./g, '-')}`
      : `field-${path
          .replace(/^model\./, 'auteur_info.')
          .replace(/^parents\./, 'auteur_info.')
          .replace(/^autorisation\./, 'autorisation_prefectorale.')
          .replace(/[^a-zA-Z0-9_-]/g, '-')}`,
  );
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
  }
}

function Joined({ joined }: { joined: JoinedRelease }) {
  // The form it replaces was much taller: the phone stayed scrolled to where the button was, on
  // the last terms or nothing, and the focus fell to the page. The heading takes both, so the
  // model sees, and a screen reader says, what to do next.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section aria-labelledby="joined-heading" className="flex flex-col gap-3">
      <h2
        id="joined-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        Vous allez recevoir un e-mail
      </h2>
      <p className="text-slate-700">
        Chaque personne qui signe reçoit son propre lien&#8239;: ouvrez-le, lisez le contrat,
        demandez votre code, puis signez (ou refusez).
      </p>
      <ul className="flex flex-col gap-1 text-slate-800">
        {joined.signers.map((s) => (
          <li key={`${s.role}-${s.email}`}>
            {s.name}, {s.roleLabel}&#8239;: {s.email}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Rien reçu après quelques minutes&#8239;? Regardez dans les courriers indésirables, puis
        adressez-vous au photographe.
      </p>
    </section>
  );
}

function EmailField(props: {
  path: string;
  label: string;
  hint?: string;
  value: string;
  required: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={`seance-${props.path.replace(/\./g, '-')}`}
      label={props.label}
      hint={props.hint}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      requiredMark={props.required}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function JoinForm({ token, view }: { token: string; view: PublicReleaseView }) {
  const [model, setModel] = useState<PersonValues>({});
  const [authority, setAuthority] = useState<(typeof PARENTAL_AUTHORITY)[number]>('conjointe');
  const [parent1, setParent1] = useState<PersonValues>({});
  const [parent2, setParent2] = useState<PersonValues>({});
  const [authorisation, setAuthorisation] = useState<PersonValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState<JoinedRelease | null>(null);

  const age = ageAt(model.date_naissance ?? '', view.today);
  const minor = age !== null && age < MAJORITY_AGE;
  const needsAuthorisation = minor && age < AUTHORISATION_AGE && view.modelling;
  const childSigns = age === null || age >= OPINION_AGE;
  const setError = (path: string, message: string | null) =>
    setErrors((all) => {
      const next = { ...all };
      if (message) next[path] = message;
      else delete next[path];
      return next;
    });
  const field =
    (set: (f: (v: PersonValues) => PersonValues) => void) => (name: string, value: string) =>
      set((values) => ({ ...values, [name]: value }));

  if (joined) return <Joined joined={joined} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input: ParticipantInput = {
      model: model as ParticipantInput['model'],
      ...(minor
        ? {
            parents: {
              autorite_parentale: authority,
              parent1: parent1 as NonNullable<ParticipantInput['parents']>['parent1'],
              ...(authority === 'conjointe'
                ? { parent2: parent2 as NonNullable<ParticipantInput['parents']>['parent1'] }
                : {}),
            },
          }
        : {}),
      ...(needsAuthorisation
        ? { autorisation: authorisation as ParticipantInput['autorisation'] }
        : {}),
    };
    const found = {
      ...formatErrors(PHYSICAL_AUTHOR_FIELD_SPECS, 'auteur_info', model, 'model', view.today),
      ...(minor
        ? formatErrors(
            parentSpecs(1),
            'auteur_info.parent1',
            parent1,
            'parents.parent1',
            view.today,
          )
        : {}),
      ...(minor && authority === 'conjointe'
        ? formatErrors(
            parentSpecs(2),
            'auteur_info.parent2',
            parent2,
            'parents.parent2',
            view.today,
          )
        : {}),
    };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(SOME_ANSWERS);
      focusFirst(Object.keys(found));
      return;
    }
    setSending(true);
    try {
      setJoined(await joinRelease(token, input));
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.message])));
        const general = error.fields.find((f) => f.path === 'parents');
        setFormError(general?.message ?? SOME_ANSWERS);
        focusFirst(error.fields.map((f) => f.path));
      } else setFormError(errorText(error));
    } finally {
      setSending(false);
    }
  }

  const personProps = { errors, onError: setError };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold text-slate-900">Vous, le modèle</legend>
        <PersonFields
          specs={PHYSICAL_AUTHOR_FIELD_SPECS}
          prefix="auteur_info"
          values={model}
          onChange={field(setModel)}
          errorPrefix="model"
          alsoRequired={MODEL_DETAILS_REQUIRED}
          {...personProps}
        />
        <EmailField
          path="model.email"
          label="Votre adresse e-mail"
          hint={
            childSigns
              ? 'Le lien pour signer et votre code y sont envoyés.'
              : 'Facultative avant 13\u00a0ans\u00a0: vos parents signent pour vous.'
          }
          required={childSigns}
          value={model.email ?? ''}
          error={errors['model.email']}
          onChange={(value) => {
            field(setModel)('email', value);
            setError('model.email', null);
          }}
        />
      </fieldset>

      {minor && (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-xl font-semibold text-slate-900">
            Vos parents (vous avez moins de 18&#8239;ans)
          </legend>
          <p className="text-slate-700">
            Les titulaires de l’autorité parentale signent pour vous, chacun sur son téléphone, avec
            sa propre adresse e-mail.
            {age !== null && age >= OPINION_AGE && ' Vous signez aussi, pour donner votre avis.'}
          </p>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-medium text-slate-900">
              Qui exerce l’autorité parentale&#8239;?
            </legend>
            {PARENTAL_AUTHORITY.map((value) => (
              <label key={value} className="flex items-start gap-2 text-slate-800">
                <input
                  type="radio"
                  name="autorite_parentale"
                  value={value}
                  checked={authority === value}
                  onChange={() => setAuthority(value)}
                  className="mt-1 size-4"
                />
                {PARENTAL_AUTHORITY_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {([1, 2] as const)
            .filter((n) => n === 1 || authority === 'conjointe')
            .map((n) => (
              <fieldset key={n} className="flex flex-col gap-4">
                <legend className="font-semibold text-slate-900">
                  {authority === 'exclusive' ? 'Le parent qui exerce l’autorité' : `Parent ${n}`}
                </legend>
                <PersonFields
                  specs={parentSpecs(n)}
                  prefix={`auteur_info.parent${n}`}
                  values={n === 1 ? parent1 : parent2}
                  onChange={field(n === 1 ? setParent1 : setParent2)}
                  errorPrefix={`parents.parent${n}`}
                  {...personProps}
                />
                <EmailField
                  path={`parents.parent${n}.email`}
                  label={`Adresse e-mail du parent ${n}`}
                  hint="Son lien pour signer et son code y sont envoyés."
                  required
                  value={(n === 1 ? parent1 : parent2).email ?? ''}
                  error={errors[`parents.parent${n}.email`]}
                  onChange={(value) => field(n === 1 ? setParent1 : setParent2)('email', value)}
                />
              </fieldset>
            ))}
        </fieldset>
      )}

      {needsAuthorisation && (
        <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-xl font-semibold text-slate-900">
            Autorisation de l’enfant mannequin
          </legend>
          <PersonFields
            specs={CHILD_AUTHORISATION_FIELD_SPECS}
            prefix="autorisation_prefectorale"
            values={authorisation}
            onChange={field(setAuthorisation)}
            errorPrefix="autorisation"
            {...personProps}
          />
        </fieldset>
      )}

      {formError && (
        <Alert tone="error" inLiveRegion>
          {formError}
        </Alert>
      )}
      <p className="text-sm text-slate-700">
        Vous recevrez le contrat complet par e-mail&#8239;: rien n’est signé avant que vous l’ayez
        lu et confirmé avec le code reçu.
      </p>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? 'Envoi…' : 'Recevoir le contrat à signer'}
      </Button>
    </form>
  );
}

/** /seance/:token — a model reads the séance's terms on their phone and asks to sign. */
export function ReleasePhonePage() {
  const { token = '' } = useParams();
  const view = useQuery({
    queryKey: ['seance', token],
    queryFn: ({ signal }) => fetchPublicRelease(token, signal),
    retry: false,
  });
  if (view.isPending) return <PageSpinner label="Chargement de la séance…" />;
  if (view.isError)
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Autorisation de droit à l’image</h1>
        <Alert tone="error">{errorText(view.error)}</Alert>
      </div>
    );
  const release = view.data;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{release.title}</h1>
        <p className="text-slate-700">
          {release.beneficiary} vous demande l’autorisation d’utiliser votre image, aux conditions
          ci-dessous. Lisez-les, indiquez qui vous êtes, puis signez sur votre téléphone.
        </p>
      </header>
      <section aria-labelledby="terms-heading" className="flex flex-col gap-2">
        <h2 id="terms-heading" className="text-xl font-semibold text-slate-900">
          Les conditions
        </h2>
        <TermsList lines={release.lines} />
      </section>
      <JoinForm token={token} view={release} />
    </div>
  );
}
