import { Link, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useRelease } from './api';
import { QrImage } from './qr-image';
import { TermsList } from './terms-list';

/**
 * /seances/:id/imprimer — the sheet for a table at the event: the QR code, large, and the short
 * terms; the app's header and the buttons are not printed (`print:hidden`).
 */
export function ReleasePrintPage() {
  const { id = '' } = useParams();
  const release = useRelease(id);
  if (release.isPending) return <PageSpinner label="Chargement de la séance…" />;
  if (release.isError)
    return (
      <Alert tone="error">
        {release.error instanceof ApiError ? release.error.message : 'Séance introuvable.'}
      </Alert>
    );
  const r = release.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
      <div className="flex gap-2 print:hidden">
        <Link to={`/seances/${r.id}`} className="text-brand-700 underline">
          Retour à la séance
        </Link>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          Imprimer
        </Button>
      </div>
      <h1 className="text-3xl font-semibold text-slate-900">{r.title}</h1>
      <p className="text-lg text-slate-800">
        Scannez ce code avec votre téléphone pour lire et signer votre autorisation de droit à
        l’image.
      </p>
      <QrImage svg={r.qr_svg} url={r.url} size={320} />
      <p className="break-all text-sm text-slate-700">{r.url}</p>
      {!r.open && <Alert tone="info">Cette séance est close.</Alert>}
      <section aria-labelledby="print-terms" className="w-full text-left">
        <h2 id="print-terms" className="mb-2 text-xl font-semibold text-slate-900">
          Les conditions en bref
        </h2>
        <TermsList lines={r.lines} withNotes={false} />
      </section>
    </div>
  );
}
