import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateFr } from '@core/document/typography';
import { signatureStatus, signerStateLabel } from '@core/signature/status';
import {
  type SignatorySuggestion,
  type SignatureRequestView,
  type SigningOrder,
} from '@core/schemas/signature';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import type { ContractSummary } from '../api';
import { fetchSignatories, signedPdfUrl, useSignatureActions } from './api';
import { checklistClear, SigningChecklistPanel } from './signing-checklist';
import { errorText } from './error-text';
import { addressErrors } from './address-check';

type Props = {
  contract: ContractSummary | null;
  request: SignatureRequestView | undefined;
  onClose: () => void;
  /** The request went out: the page closes the dialog and says so. */
  onSent?: (message: string) => void;
};

/**
 * « Signature électronique » of a contract in « Mes Contrats »: send it
 * for signature (signatories pre-filled from the contract), or follow the request under way —
 * who signed, who is missing — remind, cancel, download the sealed PDF.
 */
/**
 * What the page says once the request is sent (the dialog closes; the row's badge alone would
 * go unnoticed).
 */
export function sentMessage(count: number, order: SigningOrder): string {
  const who = count > 1 ? `aux ${count} signataires` : 'au signataire';
  return order === 'sequential'
    ? `Demande de signature envoyée\u00a0: le premier signataire reçoit son lien par e-mail, puis chacun à son tour (${count} en tout).`
    : `Demande de signature envoyée ${who}\u00a0: chacun reçoit son lien personnel par e-mail.`;
}

export function SignatureDialog({ contract, request, onClose, onSent }: Props) {
  const [composing, setComposing] = useState(false);
  useEffect(() => setComposing(false), [contract?.id]);
  const following = request !== undefined && !composing;
  return (
    <Dialog open={contract !== null} onOpenChange={(open) => !open && onClose()}>
      {contract && (
        <DialogContent
          size="lg"
          title={`Signature électronique – ${contract.title}`}
          description={
            following
              ? 'Où en est la signature de ce contrat.'
              : 'Chaque signataire reçoit un lien personnel par e-mail, puis un code à 6 chiffres à la même adresse pour signer.'
          }
        >
          {following && request ? (
            <RequestStatus
              request={request}
              onNewRequest={
                request.status === 'pending' || request.status === 'completed'
                  ? undefined
                  : () => setComposing(true)
              }
              onClose={onClose}
            />
          ) : (
            <RequestForm
              contract={contract}
              onSent={(message) => (onSent ? onSent(message) : onClose())}
              onCancel={onClose}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function RequestStatus({
  request,
  onNewRequest,
  onClose,
}: {
  request: SignatureRequestView;
  onNewRequest?: () => void;
  onClose: () => void;
}) {
  const { remind, cancel } = useSignatureActions();
  const [notice, setNotice] = useState<string | null>(null);
  const status = signatureStatus(false, request);
  const error = remind.error ?? cancel.error;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{status.label}</span> – demande envoyée le{' '}
        {formatDateFr(request.createdAt)}
        {request.status === 'pending' && `, ouverte jusqu’au ${formatDateFr(request.expiresAt)}`}
        {request.completedAt && `, terminée le ${formatDateFr(request.completedAt)}`}.
      </p>
      {status.missing.length > 0 && request.status !== 'cancelled' && (
        <p className="text-sm text-slate-800">
          Signature{status.missing.length > 1 ? 's' : ''} manquante
          {status.missing.length > 1 ? 's' : ''}
          &nbsp;: {status.missing.join(', ')}.
        </p>
      )}
      <ul className="flex flex-col gap-2" aria-label="Signataires">
        {request.signers.map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <span className="font-medium text-slate-900">{s.name}</span> – {s.roleLabel} – {s.email}
            <br />
            <span className="text-slate-700">
              {signerStateLabel(request.status, s.status)}
              {s.signedAt && ` le ${formatDateFr(s.signedAt)}`}
              {s.refusalReason && ` (motif\u00a0: ${s.refusalReason})`}
            </span>
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{errorText(error)}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <DialogFooter>
        {request.status === 'pending' && (
          <>
            <Button
              variant="outline"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(request.id, { onSuccess: onClose })}
            >
              Annuler la demande
            </Button>
            <Button
              loading={remind.isPending}
              onClick={() =>
                remind.mutate(request.id, {
                  onSuccess: ({ reminded }) =>
                    setNotice(
                      reminded > 0
                        ? `Relance envoyée à ${reminded} signataire${reminded > 1 ? 's' : ''}.`
                        : 'Personne à relancer pour l’instant\u00a0: chaque signataire a été relancé il y a moins d’une heure.',
                    ),
                })
              }
            >
              Relancer
            </Button>
          </>
        )}
        {request.status === 'completed' && (
          <a href={signedPdfUrl(request.id)} className={buttonClasses('primary', 'md')} download>
            Télécharger le PDF signé
          </a>
        )}
        {onNewRequest && <Button onClick={onNewRequest}>Envoyer une nouvelle demande</Button>}
      </DialogFooter>
    </div>
  );
}

type Row = SignatorySuggestion;

/** A refusal whose every reason is shown beside a signer's field: no generic message above them. */
const signerFieldsOnly = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.fields.length > 0 &&
  error.fields.every((f) => /^signers\.\d+\.(name|email)$/.test(f.path));

function RequestForm({
  contract,
  onSent,
  onCancel,
}: {
  contract: ContractSummary;
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const orderName = useId();
  const { create } = useSignatureActions();
  const signatories = useQuery({
    queryKey: ['signatories', contract.id],
    queryFn: ({ signal }) => fetchSignatories(contract.id, signal),
    retry: false,
    // Back from confirming the address in the e-mail's tab: the checklist reads it again (the
    // addresses typed meanwhile stay: the rows are taken from the first answer only).
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [order, setOrder] = useState<SigningOrder>('parallel');
  // The addresses' own messages show once the sender tried to send, not while they type.
  const [triedToSend, setTriedToSend] = useState(false);
  const formId = useId();
  const emailId = (index: number) => `${formId}-email-${index}`;
  const localErrors = rows ? addressErrors(rows.map((r) => r.email)) : [];
  useEffect(() => {
    if (signatories.data && rows === null) setRows(signatories.data.signatories);
  }, [signatories.data, rows]);

  const fieldError = (index: number, field: 'name' | 'email') =>
    (field === 'email' && triedToSend ? localErrors[index] : null) ??
    (create.error instanceof ApiError
      ? create.error.fields.find((f) => f.path === `signers.${index}.${field}`)?.message
      : undefined);
  const generalErrors =
    create.error instanceof ApiError
      ? create.error.fields.filter((f) => !/^signers\.\d+\.(name|email)$/.test(f.path))
      : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    setTriedToSend(true);
    const firstWrong = localErrors.findIndex((message) => message !== null);
    if (firstWrong >= 0) {
      // Every address's problem shows beside it; the first field takes the focus, which reads it.
      document.getElementById(emailId(firstWrong))?.focus();
      return;
    }
    create.mutate(
      {
        contractId: contract.id,
        body: {
          order,
          signers: rows.map((r) => ({ slot: r.slot, role: r.role, name: r.name, email: r.email })),
        },
      },
      { onSuccess: () => onSent(sentMessage(rows.length, order)) },
    );
  };

  if (contract.is_draft)
    return <Alert tone="info">Finalisez ce brouillon avant de l’envoyer pour signature.</Alert>;
  if (signatories.isError) return <Alert tone="error">{errorText(signatories.error)}</Alert>;
  if (!rows) return <Spinner label="Chargement des signataires…" />;
  const update = (index: number, change: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const checklist = signatories.data?.checklist;
  const clear = checklist ? checklistClear(checklist) : false;
  return (
    <div className="flex flex-col gap-4">
      {checklist && (
        <SigningChecklistPanel
          contractId={contract.id}
          checklist={checklist}
          addressesReady={localErrors.every((message) => message === null)}
        />
      )}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Envoyer pour signature"
      >
        {rows.map((row, index) => (
          <fieldset
            key={row.slot}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">{row.roleLabel}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Nom"
                value={row.name}
                autoComplete="off"
                onChange={(e) => update(index, { name: e.target.value })}
                error={fieldError(index, 'name')}
              />
              <TextField
                id={emailId(index)}
                label="Adresse e-mail"
                type="email"
                autoComplete="off"
                value={row.email}
                onChange={(e) => update(index, { email: e.target.value })}
                error={fieldError(index, 'email')}
              />
            </div>
          </fieldset>
        ))}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-900">Ordre des signatures</legend>
          {(
            [
              ['parallel', 'Tous en même temps'],
              ['sequential', 'L’un après l’autre, dans l’ordre ci-dessus'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={orderName}
                value={value}
                checked={order === value}
                onChange={() => setOrder(value)}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {create.error && (
          <Alert tone="error">
            {signerFieldsOnly(create.error)
              ? 'Corrigez les champs signalés ci-dessus, puis envoyez à nouveau.'
              : errorText(create.error)}
            {generalErrors.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {generalErrors.map((f, i) => (
                  <li key={i}>{f.message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Annuler
          </Button>
          <Button
            type="submit"
            loading={create.isPending}
            disabled={!clear}
            aria-describedby={clear ? undefined : 'signing-checklist-title'}
          >
            Envoyer pour signature
          </Button>
        </DialogFooter>
        {!clear && (
          <p className="text-sm text-slate-700">
            Réglez d’abord les points de la liste « Avant d’envoyer ».
          </p>
        )}
      </form>
    </div>
  );
}
