import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PARTICIPANT_STATUS_LABELS } from '@core/releases/api';
import { formatDateFr } from '@core/document/typography';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useCloseRelease, useRelease } from './api';
import { QrImage } from './qr-image';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/** /seances/:id — the séance's QR code, its participants and where each stands, and closing it. */
export function ReleasePage() {
  const { id = '' } = useParams();
  const release = useRelease(id);
  const close = useCloseRelease(id);
  const [confirming, setConfirming] = useState(false);

  if (release.isPending) return <PageSpinner label="Chargement de la séance…" />;
  if (release.isError)
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Séance</h1>
        <Alert tone="error">{errorText(release.error)}</Alert>
      </div>
    );
  const r = release.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p>
          <Link to="/seances" className="text-brand-700 underline">
            Mes séances
          </Link>
        </p>
        <h1 className="text-2xl font-semibold text-slate-900">{r.title}</h1>
        <p className="text-slate-700">
          {r.open
            ? `Ouverte${r.closes_on ? ` jusqu’au ${formatDateFr(r.closes_on)} inclus` : ''} — ${r.participants.length} participant${r.participants.length > 1 ? 's' : ''} sur ${r.participant_cap} au plus.`
            : `Close${r.closed_at ? ` le ${formatDateFr(r.closed_at)}` : ''}\u00a0: le lien ne reçoit plus de participants.`}
        </p>
      </header>

      <section aria-labelledby="qr-heading" className="flex flex-col items-start gap-3">
        <h2 id="qr-heading" className="text-xl font-semibold text-slate-900">
          Le QR code
        </h2>
        <QrImage svg={r.qr_svg} url={r.url} />
        <p className="break-all text-sm text-slate-700">
          Lien&#8239;: <span data-testid="release-url">{r.url}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/seances/${r.id}/imprimer`} className={buttonClasses('outline')}>
            Page à imprimer
          </Link>
          {r.open && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Clore la séance
            </Button>
          )}
        </div>
        {close.isError && <Alert tone="error">{errorText(close.error)}</Alert>}
      </section>

      <section aria-labelledby="participants-heading" className="flex flex-col gap-3">
        <h2 id="participants-heading" className="text-xl font-semibold text-slate-900">
          Participants
        </h2>
        {r.participants.length === 0 ? (
          <p className="text-slate-700">Personne n’a encore rejoint la séance.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Participants de la séance et état de leur autorisation
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-2">
                  Modèle
                </th>
                <th scope="col" className="py-2 pr-2">
                  Arrivée
                </th>
                <th scope="col" className="py-2 pr-2">
                  État
                </th>
                <th scope="col" className="py-2">
                  Contrat
                </th>
              </tr>
            </thead>
            <tbody>
              {r.participants.map((p) => (
                <tr key={p.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-2">
                    {p.name}
                    {p.minor && <span className="text-slate-600"> (moins de 18 ans)</span>}
                  </td>
                  <td className="py-2 pr-2">{formatDateFr(p.joined_at)}</td>
                  <td className="py-2 pr-2" data-testid="participant-status">
                    {PARTICIPANT_STATUS_LABELS[p.status]}
                  </td>
                  <td className="py-2">
                    <Link to={`/contracts/${p.contract_id}`} className="text-brand-700 underline">
                      Ouvrir
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clore la séance&#8239;?"
        description="Le lien et le QR code ne recevront plus de nouveaux participants."
        confirmLabel="Clore la séance"
        destructive
        onConfirm={() => close.mutate()}
      >
        Les autorisations déjà envoyées restent ouvertes&#8239;: chaque modèle peut encore signer la
        sienne.
      </ConfirmDialog>
    </div>
  );
}
