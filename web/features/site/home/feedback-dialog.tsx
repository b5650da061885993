import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { ApiError, apiFetch } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useAuth } from '@web/lib/auth';

export const FEEDBACK_MAX = 2000;
const REQUIRED = 'Veuillez écrire votre message avant de l’envoyer.';
const FAILED = 'Votre message n’a pas pu être envoyé. Veuillez réessayer.';

/**
 * The feedback modal (docs/product.md §2 home). One step beyond the old product: the message is
 * stored (POST /api/feedback) and the thank-you shows only once the server has it; on error the
 * text stays so nothing typed is lost.
 */
export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const fieldId = useId();
  const { isSignedIn } = useAuth();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(REQUIRED);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await apiFetch('/api/feedback', { method: 'POST', body: { message: message.trim() } });
      setSent(true);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Donner mon avis"
        description={
          isSignedIn
            ? 'Une idée, un bug, une remarque ? Votre message est enregistré avec votre compte (il figure dans l’export de vos données) et lu par l’équipe.'
            : 'Une idée, un bug, une remarque ? Votre message est enregistré de façon anonyme et lu par l’équipe.'
        }
      >
        {sent ? (
          <>
            <Alert tone="success" title="Merci pour votre retour !">
              Votre message a bien été enregistré. Il nous aide à améliorer Clausier.
            </Alert>
            <DialogFooter>
              <DialogClose asChild>
                <Button>Fermer</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              Votre message <span className="text-slate-600">(obligatoire)</span>
            </label>
            <textarea
              id={fieldId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={FEEDBACK_MAX}
              rows={5}
              required
              aria-required="true"
              aria-invalid={error === REQUIRED || undefined}
              aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
              className={cn(
                'mt-1 w-full resize-y rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
                'focus:border-brand-600',
                error === REQUIRED ? 'border-red-600' : 'border-slate-500',
              )}
            />
            <p id={`${fieldId}-count`} className="mt-1 text-right text-xs text-slate-600">
              {message.length} / {FEEDBACK_MAX} caractères
            </p>
            {error && (
              <div id={`${fieldId}-error`} className="mt-2">
                <Alert tone="error">{error}</Alert>
              </div>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Annuler</Button>
              </DialogClose>
              <Button type="submit" loading={sending}>
                Envoyer
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
