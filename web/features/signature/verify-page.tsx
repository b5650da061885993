import { useId, useState, type FormEvent } from 'react';
import { formatDateFr } from '@core/document/typography';
import type { Verification } from '@core/schemas/signature';
import { Alert, type AlertTone } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FilePicker } from '@web/components/ui/file-picker';
import { ApiError } from '@web/lib/api';
import { verifyPdf } from './api';

/** What each state of the seal means, for someone who is not a cryptographer. */
const VERDICT: Record<Verification['state'], { tone: AlertTone; title: string; text: string }> = {
  intact: {
    tone: 'success',
    title: 'Document intact',
    text: 'Le cachet électronique est valide et couvre tout le fichier\u00a0: il n’a pas été modifié depuis sa signature.',
  },
  modified: {
    tone: 'error',
    title: 'Document modifié',
    text: 'Ce fichier a été modifié après avoir été scellé\u00a0: son contenu ne correspond plus à ce que les parties ont signé. Demandez l’exemplaire original, reçu par e-mail à la fin de la signature.',
  },
  unknown_seal: {
    tone: 'warning',
    title: 'Cachet inconnu',
    text: 'Ce fichier est signé, mais pas par le cachet de Clausier\u00a0: nous ne pouvons rien dire de son contenu ni de ses signataires. Un contrat signé avec Clausier porte notre cachet sur tout le fichier.',
  },
  invalid: {
    tone: 'error',
    title: 'Cachet invalide',
    text: 'Ce fichier porte un cachet électronique qui ne peut pas être vérifié (endommagé ou falsifié).',
  },
  unsigned: {
    tone: 'warning',
    title: 'Aucun cachet électronique',
    text: 'Ce fichier ne porte pas de cachet électronique\u00a0: ce n’est pas un contrat signé avec Clausier, ou c’est une copie imprimée puis numérisée.',
  },
};

/** /verifier: anyone checks a signed PDF; nothing is kept. */
export function VerifyPage() {
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) {
      setError('Choisissez le fichier PDF à vérifier.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      setResult(await verifyPdf(file));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'La vérification a échoué. Réessayez.');
    } finally {
      setPending(false);
    }
  };

  const verdict = result ? VERDICT[result.state] : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Vérifier un document signé</h1>
        <p className="text-slate-700">
          Déposez un contrat signé électroniquement avec Clausier&nbsp;: nous vérifions son cachet
          et vous disons s’il a été modifié depuis sa signature, et par qui il a été signé. Le
          fichier n’est pas conservé.
        </p>
      </header>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Vérifier un document signé"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-800">Fichier PDF signé</p>
          <div className="flex flex-wrap items-center gap-3">
            <FilePicker
              accept="application/pdf,.pdf"
              label="Fichier PDF signé"
              onPick={(picked) => {
                setFile(picked ?? null);
                setResult(null);
                setError(null);
              }}
              aria-describedby={hintId}
            >
              Choisir un fichier PDF
            </FilePicker>
            <span className="text-sm text-slate-700" aria-live="polite">
              {file ? file.name : 'Aucun fichier choisi'}
            </span>
          </div>
          <p id={hintId} className="text-xs text-slate-600">
            10 Mo au maximum. Le fichier reste le vôtre&nbsp;: il n’est pas conservé.
          </p>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="self-start" loading={pending}>
          Vérifier
        </Button>
      </form>
      {result && verdict && (
        <section aria-live="polite" className="flex flex-col gap-3">
          <Alert tone={verdict.tone} title={verdict.title}>
            {verdict.text}
            {(result.state === 'modified' || result.state === 'invalid') && !result.ours && (
              <> Ce cachet n’a pas été apposé par Clausier.</>
            )}
          </Alert>
          {result.request && (
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">{result.request.title}</h2>
              <p className="text-sm text-slate-700">
                Demande de signature {result.request.id}
                {result.request.completedAt &&
                  `, terminée le ${formatDateFr(result.request.completedAt)}`}
                .
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
                {result.request.signers.map((s, i) => (
                  <li key={i}>
                    {s.name} – {s.roleLabel}
                    {s.signedAt && ` – a signé le ${formatDateFr(s.signedAt)}`}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
