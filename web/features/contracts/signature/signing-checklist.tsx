import { useState, type FormEvent, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { blankFieldSpec } from '@core/fields/blank-field';
import { draftFormatIssues } from '@core/fields/validate';
import { setAt } from '@core/fields/paths';
import { contractDay } from '@core/rules/contract-date';
import { contractDetailSchema, savedContractSchema } from '@core/schemas/contract';
import type { SigningChecklist } from '@core/schemas/signature';
import { parseStoredDraft } from '@core/schemas/stored-draft';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { registryProps } from '@web/components/registry-field/registry-props';
import { apiFetch } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { sendConfirmationEmail } from '@web/lib/auth-call';
import { CONTRACTS_QUERY_KEY } from '../api';
import { cn } from '@web/lib/cn';
import { errorText } from './error-text';

/** The child model's authorisation (core/rules/child-authorisation.ts), asked with the blanks. */
const AUTHORISATION = 'autorisation_prefectorale.';

/** Whether the checklist lets the request go: what the server would refuse is settled first. */
export const checklistClear = (checklist: SigningChecklist): boolean =>
  checklist.senderVerified && checklist.blanks.length === 0 && checklist.problems.length === 0;

function Line({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? Check : X;
  return (
    <li className="flex gap-2 text-sm text-slate-800">
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', ok ? 'text-emerald-700' : 'text-red-700')}
      />
      <span>
        <span className="sr-only">{ok ? 'Fait\u00a0: ' : 'À faire\u00a0: '}</span>
        {children}
      </span>
    </li>
  );
}

/**
 * « Avant d’envoyer »: the sender's confirmed address, the contract's blanks — filled here, into
 * the contract — and whatever else would refuse the request, all at once before any address is
 * typed (docs/electronic-signature.md, « Sending »).
 */
export function SigningChecklistPanel({
  contractId,
  checklist,
  addressesReady,
}: {
  contractId: string;
  checklist: SigningChecklist;
  /** Every signer below has an address of their own (address-check.ts), as typed now. */
  addressesReady: boolean;
}) {
  const { senderVerified, blanks, problems } = checklist;
  const authorisation = blanks.filter(({ key }) => key.startsWith(AUTHORISATION));
  const printed = blanks.length - authorisation.length;
  return (
    <section
      aria-labelledby="signing-checklist-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id="signing-checklist-title" className="text-sm font-semibold text-slate-900">
        Avant d’envoyer
      </h3>
      <ul className="flex flex-col gap-2">
        <Line ok={senderVerified}>
          {senderVerified ? (
            'Votre adresse e-mail est confirmée.'
          ) : (
            <UnconfirmedAddress contractId={contractId} />
          )}
        </Line>
        {authorisation.length > 0 && (
          <Line ok={false}>
            L’enfant mannequin de moins de 16{'\u00a0'}ans ne peut être engagé sans l’autorisation
            du préfet ou l’agrément de l’agence qui l’engage (article L7124-1 du Code du travail)
            {'\u00a0'}: indiquez sa référence et sa date ci-dessous.
          </Line>
        )}
        <Line ok={printed === 0}>
          {printed === 0
            ? 'Le contrat ne laisse aucune mention à compléter à la main.'
            : `Le contrat laisse ${printed > 1 ? `${printed}\u00a0mentions` : 'une mention'} en blanc, qu’une signature électronique ne permet pas de compléter à la main\u00a0: complétez-${printed > 1 ? 'les' : 'la'} ci-dessous.`}
        </Line>
        {problems.map((problem) => (
          <Line key={problem} ok={false}>
            {problem}
          </Line>
        ))}
        <Line ok={addressesReady}>
          {addressesReady
            ? 'Chaque signataire a son adresse\u00a0: il y recevra son propre code.'
            : 'Indiquez ci-dessous une adresse e-mail pour chaque signataire, une par personne (la vôtre seulement pour vous)\u00a0: chacun y reçoit son propre code.'}
        </Line>
      </ul>
      {blanks.length > 0 && <BlankFields contractId={contractId} blanks={blanks} />}
    </section>
  );
}

/**
 * The sender's address is not confirmed: the confirmation e-mail is sent again from here, and its
 * link leads back to this contract, where the next step (sending it) waits. The checklist is read
 * again when the tab comes back to the front (signature-dialog.tsx), so confirming in the
 * e-mail's tab ticks this line here.
 */
function UnconfirmedAddress({ contractId }: { contractId: string }) {
  const { user } = useAuth();
  const [state, setState] = useState<
    { is: 'idle' | 'sending' | 'sent' } | { is: 'failed'; message: string }
  >({ is: 'idle' });
  const email = user?.email ?? '';
  const resend = async () => {
    setState({ is: 'sending' });
    try {
      await sendConfirmationEmail(
        email,
        `/contracts/${encodeURIComponent(contractId)}?email=verifie`,
      );
      setState({ is: 'sent' });
    } catch (error) {
      setState({ is: 'failed', message: errorText(error) });
    }
  };
  return (
    <>
      Confirmez votre adresse e-mail{'\u00a0'}: les invitations partent en votre nom. Ouvrez le lien
      reçu à l’inscription, ou recevez-en un nouveau.
      <span className="mt-2 flex flex-col items-start gap-2">
        <Button
          variant="outline"
          size="sm"
          // Its words may take two lines in the dialog on a phone: the button grows with them.
          className="h-auto min-h-8 py-1"
          loading={state.is === 'sending'}
          disabled={!email}
          onClick={() => void resend()}
        >
          Renvoyer l’e-mail de confirmation
        </Button>
        <span role="status" className="empty:hidden">
          {state.is === 'sent' &&
            `Un e-mail de confirmation a été envoyé à ${email}. Son lien, valable 1\u00a0heure, vous ramène à ce contrat.`}
        </span>
        {state.is === 'failed' && (
          <span role="alert" className="text-red-800">
            {state.message}
          </span>
        )}
      </span>
    </>
  );
}

/** The blanks as fields, saved into the contract's answers (its text follows them). */
function BlankFields({
  contractId,
  blanks,
}: {
  contractId: string;
  blanks: SigningChecklist['blanks'];
}) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['contracts', contractId, 'detail'],
    queryFn: ({ signal }) =>
      apiFetch(`/api/contracts/${encodeURIComponent(contractId)}`, {
        schema: contractDetailSchema,
        signal,
      }),
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (detail.isError)
    return <Alert tone="error">Le contrat n’a pas pu être chargé. Réessayez.</Alert>;
  if (!detail.data) return <Spinner label="Chargement du contrat…" />;
  const contract = detail.data;
  const stored = parseStoredDraft(contract.form_data);
  if (!stored.success)
    return <Alert tone="error">Les réponses de ce contrat sont illisibles.</Alert>;
  const today = contractDay(stored.data, new Date(contract.created_at));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let draft = stored.data;
    for (const { key } of blanks) {
      const value = (values[key] ?? '').trim();
      if (value !== '') draft = setAt(draft, key, value);
    }
    const keys = new Set(blanks.map((b) => b.key));
    const found: Record<string, string> = {};
    for (const issue of draftFormatIssues(draft, today)) {
      const key = issue.path.join('.');
      if (keys.has(key) && !found[key]) found[key] = issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await apiFetch('/api/contracts', {
        method: 'POST',
        body: {
          id: contract.id,
          contractData: draft,
          title: contract.title,
          isDraft: false,
          version: contract.version,
          // An edited contract keeps its edits; its untouched passages take the new answers.
          edits: 'keep',
        },
        schema: savedContractSchema,
      });
      setValues({});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contracts', contractId, 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['signatories', contractId] }),
        queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY }),
      ]);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Compléter le contrat"
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {blanks.map(({ key, label }) => {
          const spec = blankFieldSpec(stored.data, key, today);
          return (
            <TextField
              key={key}
              {...(spec ? registryProps(spec, { idPrefix: 'signature' }) : {})}
              label={label}
              value={values[key] ?? ''}
              error={errors[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          );
        })}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button type="submit" variant="outline" loading={saving}>
          Enregistrer dans le contrat
        </Button>
      </div>
    </form>
  );
}
