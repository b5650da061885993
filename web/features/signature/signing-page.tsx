import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { formatDateFr } from '@core/document/typography';
import { closedLinkMessage, SIGNED_COPY_DAYS } from '@core/signature/closed-link';
import { typedNameProblem } from '@core/signature/signer-name';
import { closedSigningSchema, type ClosedSigning, type SigningView } from '@core/schemas/signature';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { PageSpinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, hasErrorCode } from '@web/lib/api';
import {
  fetchSigningView,
  markSigningDocumentRead,
  refuseSigning,
  requestSigningCode,
  signingPdfUrl,
  submitSignature,
} from './api';
import { DocumentText, textEndShown } from './document-text';
import { SignaturePad } from './signature-pad';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

const SIGNER_STATE: Record<SigningView['signer']['status'], string> = {
  waiting: 'pas encore invité',
  invited: 'signature attendue',
  signed: 'a signé',
  refused: 'a refusé',
};

const COMPLETED = `Toutes les parties ont signé ce contrat. L’exemplaire signé et scellé, avec son dossier de preuve, vous a été envoyé par e-mail\u202f; vous pouvez aussi le télécharger ici pendant ${SIGNED_COPY_DAYS}\u00a0jours après la signature.`;

/** What a closed link's 410 says (who closed it), or null for any other failure. */
function closedDetails(error: unknown): ClosedSigning | null {
  if (!hasErrorCode(error, 'SIGNATURE_CLOSED')) return null;
  const parsed = closedSigningSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

function closedTitle(closed: ClosedSigning): string {
  switch (closed.reason) {
    case 'refused':
      return closed.you.status === 'refused' ? 'Vous avez refusé de signer' : 'Signature refusée';
    case 'expired':
      return 'Demande de signature expirée';
    case 'completed':
    case 'account_deleted':
      return 'Contrat signé par toutes les parties';
    default:
      return 'Demande de signature annulée';
  }
}

/**
 * A link whose request is closed (410): what happened, told to this signer — « Vous avez
 * refusé… », « La demande a été annulée par … » — and what they can do; nothing of the contract.
 */
function ClosedSigningNotice({ closed }: { closed: ClosedSigning }) {
  const signed = closed.reason === 'completed' || closed.reason === 'account_deleted';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Signature électronique</h1>
      <Alert tone={signed ? 'success' : 'info'} title={closedTitle(closed)}>
        {closedLinkMessage(closed)}
      </Alert>
      <p className="text-slate-700">
        {signed ? (
          <>
            Pour vous assurer qu’un exemplaire signé n’a pas été modifié, déposez-le sur la page{' '}
            <Link to="/verifier" className="font-medium text-brand-700 underline">
              Vérifier un document signé
            </Link>
            .
          </>
        ) : (
          'Ce lien ne donne plus accès au contrat, qui n’est plus conservé pour cette demande.'
        )}
      </p>
    </div>
  );
}

/** /signer/:token — a signer reads the frozen contract, then signs it with a code or refuses. */
export function SigningPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: ['signing', token],
    queryFn: ({ signal }) => fetchSigningView(token, signal),
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['signing', token] });
  // Logged once shown: the code (so the consent) comes only after the contract was read. The
  // code's request waits for this one: on a phone the text's end comes into view as the page
  // scrolls to « Recevoir mon code », and a tap sent at once reached the server first (« Lisez
  // d'abord le contrat » to someone who just had).
  const reading = useRef<Promise<void> | null>(null);
  const markRead = useCallback(() => {
    reading.current ??= markSigningDocumentRead(token).then(
      () => {},
      () => {
        reading.current = null;
      },
    );
  }, [token]);
  // The tap that scrolled the end into view can come before the observer says so: looked at now.
  const readLogged = useCallback(async () => {
    if (!reading.current && textEndShown()) markRead();
    await reading.current;
  }, [markRead]);

  if (view.isPending) return <PageSpinner label="Chargement du contrat à signer…" />;
  const closed = view.isError ? closedDetails(view.error) : null;
  if (closed) return <ClosedSigningNotice closed={closed} />;
  if (view.isError)
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Signature électronique</h1>
        <Alert tone="error">{errorText(view.error)}</Alert>
      </div>
    );
  const { request, signer, signers, document } = view.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Signature électronique</h1>
        <p className="text-slate-700">
          {request.status === 'completed'
            ? `Le contrat «\u202f${request.title}\u202f», que ${request.sender} vous a invité à signer en qualité de ${signer.quality} (${signer.name}), est signé par toutes les parties.`
            : `${request.sender} vous invite à signer le contrat «\u202f${request.title}\u202f» en qualité de ${signer.quality} (${signer.name}).`}
          {request.status === 'pending' &&
            ` Cette demande est ouverte jusqu’au ${formatDateFr(request.expiresAt)}.`}
        </p>
      </header>

      <section aria-labelledby="signers-heading" className="flex flex-col gap-2">
        <h2 id="signers-heading" className="text-lg font-semibold text-slate-900">
          Signataires
        </h2>
        <ul className="flex flex-col gap-1 text-sm text-slate-800">
          {signers.map((s, i) => (
            <li key={i}>
              <span className="font-medium">{s.name}</span> – {s.roleLabel} –{' '}
              {SIGNER_STATE[s.status]}
              {s.signedAt && ` le ${formatDateFr(s.signedAt)}`}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="document-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="document-heading" className="text-lg font-semibold text-slate-900">
            Le contrat
          </h2>
          <a
            href={signingPdfUrl(token)}
            target="_blank"
            rel="noopener"
            className={buttonClasses('outline', 'sm')}
          >
            <FileText aria-hidden="true" className="size-4" />
            {request.status === 'completed'
              ? 'Télécharger l’exemplaire signé (PDF)'
              : 'Ouvrir le PDF'}
          </a>
        </div>
        {request.status === 'completed' && (
          <p className="text-sm text-slate-700">
            Le texte ci-dessous est celui que chacun a lu et signé, tel qu’il a été envoyé
            («&#8239;en attente de signature&#8239;»)&#8239;; l’exemplaire signé (PDF) porte les
            signatures et leur date.
          </p>
        )}
        <p className="text-sm text-slate-600">
          Empreinte SHA-256 du document à signer&nbsp;:{' '}
          <code className="break-all">{request.documentSha256}</code>
        </p>
        <div
          role="region"
          aria-label="Texte du contrat"
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-6"
        >
          <DocumentText
            document={document}
            onEndSeen={request.status === 'pending' ? markRead : undefined}
          />
        </div>
      </section>

      <SigningActions token={token} view={view.data} onChange={refresh} readLogged={readLogged} />
    </div>
  );
}

function SigningActions({
  token,
  view,
  onChange,
  readLogged,
}: {
  token: string;
  view: SigningView;
  onChange: () => void;
  /** Settles once the reading of the text, if it was just seen, is logged. */
  readLogged: () => Promise<void>;
}) {
  const { request, signer } = view;
  // A link opens on a closed request only to serve its sealed copy (the others answer 410).
  if (request.status !== 'pending') return <Alert tone="success">{COMPLETED}</Alert>;
  if (signer.status === 'signed')
    return (
      <Alert tone="success">
        Vous avez signé ce contrat{signer.signedAt ? ` le ${formatDateFr(signer.signedAt)}` : ''}.
        Vous recevrez l’exemplaire signé par e-mail quand tous les signataires auront signé.
      </Alert>
    );
  if (signer.status === 'refused')
    return <Alert tone="info">Vous avez refusé de signer ce contrat.</Alert>;
  return (
    <section
      aria-labelledby="sign-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="sign-heading" className="text-lg font-semibold text-slate-900">
        Signer
      </h2>
      {signer.status === 'waiting' ? (
        <Alert tone="info">
          Ce n’est pas encore votre tour de signer&nbsp;: vous recevrez un e-mail dès que les
          signataires précédents auront signé. Vous pouvez déjà lire le contrat.
        </Alert>
      ) : (
        <SignForm token={token} view={view} onSigned={onChange} readLogged={readLogged} />
      )}
      <RefuseButton token={token} onRefused={onChange} />
    </section>
  );
}

function SignForm({
  token,
  view,
  onSigned,
  readLogged,
}: {
  token: string;
  view: SigningView;
  onSigned: () => void;
  readLogged: () => Promise<void>;
}) {
  const consentId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Bumped by each code sent: the code's field, shown with the answer, then takes the focus.
  const [codesSent, setCodesSent] = useState(0);
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [drawing, setDrawing] = useState<string | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<{
    code?: string;
    name?: string;
    consent?: string;
  }>({});

  // After the render that shows the field: a callback run before it would find no field to focus.
  useEffect(() => {
    if (codesSent > 0) codeRef.current?.focus();
  }, [codesSent]);

  const sendCode = async () => {
    setSending(true);
    setError(null);
    try {
      await readLogged();
      setSentTo((await requestSigningCode(token)).sentTo);
      setCodesSent((n) => n + 1);
    } catch (e) {
      // Closed meanwhile (cancelled, refused by another, expired): the page says so in full.
      if (hasErrorCode(e, 'SIGNATURE_CLOSED')) onSigned();
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      code: /^\d{6}$/.test(code.trim())
        ? undefined
        : 'Saisissez le code à 6 chiffres reçu par e-mail.',
      name:
        name.trim().length >= 2
          ? (typedNameProblem(name, view.signer.name) ?? undefined)
          : 'Saisissez votre nom complet.',
      consent: consent ? undefined : 'Cochez la case pour donner votre consentement.',
    };
    setFieldErrors(problems);
    // The first field in error takes the focus: the person hears the message and fixes it there.
    const first = problems.code
      ? codeRef
      : problems.name
        ? nameRef
        : problems.consent
          ? consentRef
          : null;
    if (first) {
      first.current?.focus();
      return;
    }
    setSigning(true);
    setError(null);
    try {
      await submitSignature(token, {
        code: code.trim(),
        consent: true,
        name: name.trim(),
        ...(drawing ? { drawing } : {}),
      });
      onSigned();
    } catch (e) {
      const nameError = e instanceof ApiError && e.fields.find((f) => f.path === 'name');
      if (nameError) {
        setFieldErrors((errors) => ({ ...errors, name: nameError.message }));
        nameRef.current?.focus();
      } else {
        if (hasErrorCode(e, 'SIGNATURE_CLOSED')) onSigned();
        setError(errorText(e));
      }
    } finally {
      setSigning(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Lisez d’abord le contrat jusqu’à la fin (ou ouvrez-le en PDF). Pour vérifier qu’il s’agit
        bien de vous, Clausier envoie ensuite un code à 6 chiffres à votre adresse (
        {view.signer.email}). Il est valable 10 minutes.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {sentTo && (
        <Alert tone="success">
          Un code vient d’être envoyé à {sentTo}. Vérifiez aussi vos courriers indésirables.
        </Alert>
      )}
      <Button
        variant={sentTo ? 'outline' : 'primary'}
        className="self-start"
        loading={sending}
        onClick={() => void sendCode()}
      >
        {sentTo ? 'Renvoyer un code' : 'Recevoir mon code par e-mail'}
      </Button>
      {sentTo && (
        <form
          onSubmit={(e) => void sign(e)}
          noValidate
          aria-label="Signer le contrat"
          className="flex flex-col gap-4"
        >
          <TextField
            ref={codeRef}
            label="Code reçu par e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldErrors.code}
          />
          <TextField
            ref={nameRef}
            label="Votre nom complet, tel qu’il vaut signature"
            hint={`Tel que la demande l’indique\u00a0: ${view.signer.name} (civilité et majuscules facultatives).`}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fieldErrors.name}
          />
          <SignaturePad onChange={setDrawing} />
          <div className="flex items-start gap-3">
            <input
              ref={consentRef}
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                setFieldErrors((errors) => ({ ...errors, consent: undefined }));
              }}
              aria-invalid={fieldErrors.consent ? true : undefined}
              aria-describedby={fieldErrors.consent ? `${consentId}-error` : undefined}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
            />
            <label htmlFor={consentId} className="cursor-pointer text-sm text-slate-800">
              {view.consentText}
            </label>
          </div>
          {fieldErrors.consent && (
            <p id={`${consentId}-error`} className="text-sm text-red-700">
              {fieldErrors.consent}
            </p>
          )}
          <Button type="submit" className="self-start" loading={signing}>
            Signer le contrat
          </Button>
        </form>
      )}
    </div>
  );
}

function RefuseButton({ token, onRefused }: { token: string; onRefused: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const refuse = async () => {
    setPending(true);
    setError(null);
    try {
      await refuseSigning(token, reason.trim());
      setOpen(false);
      onRefused();
    } catch (e) {
      if (hasErrorCode(e, 'SIGNATURE_CLOSED')) {
        setOpen(false);
        onRefused();
      }
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" className="self-start text-red-700" onClick={() => setOpen(true)}>
        Refuser de signer
      </Button>
      <DialogContent
        title="Refuser de signer"
        description="La demande sera close pour tous les signataires et l’expéditeur en sera informé."
      >
        <div className="flex flex-col gap-2">
          {error && <Alert tone="error">{error}</Alert>}
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
            Motif du refus (facultatif)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            rows={4}
            className="rounded-lg border border-slate-400 p-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Annuler
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void refuse()}>
            Confirmer le refus
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
