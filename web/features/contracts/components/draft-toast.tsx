import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FileClock, ShieldAlert, X } from 'lucide-react';
import { useAuth } from '@web/lib/auth';
import { takeMovedNotice } from '@web/lib/moved-notice';
import { useCloseAfter } from '@web/lib/use-close-after';
import { recoverDraft, storedDraftId } from '../draft-recovery';

export const DRAFT_TOAST_TEXT = 'Un contrat en brouillon vous attend';
export const SECURITY_ALERT =
  'Alerte de sécurité: Une vérification de votre navigateur a échoué. Si vous n’avez pas créé ce brouillon, contactez le support.';
/**
 * docs/product.md §9: the draft toast and the security alert last 10 s — counted while neither
 * the pointer nor the focus is inside (useCloseAfter).
 */
export const TOAST_MS = 10_000;

type Shown = 'none' | 'draft' | 'alert' | 'moved';

/**
 * Draft toast (docs/product.md §2 "Shared pieces", signed in only): bottom right, 'Un contrat en
 * brouillon vous attend' with 'Voir mes contrats', 10 s (paused while hovered or focused), closable, hidden on /contracts; or
 * the red security alert when the server says the recovered draft was not this visitor's; or,
 * right after a sign-in that brought this browser's anonymous work over, what was added
 * (« 2 brouillons et 1 client ont été ajoutés à votre compte. ») — a move is never silent.
 */
export default function DraftToast() {
  const { user, isSignedIn } = useAuth();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown>('none');
  const [movedText, setMovedText] = useState<string | null>(null);
  const userId = isSignedIn ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const moved = takeMovedNotice();
    if (moved) {
      setMovedText(moved);
      setShown('moved');
    }
    void recoverDraft(userId).then((result) => {
      if (!live) return;
      if (result?.security_verified === false) setShown('alert');
      else if (storedDraftId()) setShown('draft');
    });
    return () => {
      live = false;
    };
  }, [userId]);

  const hide = useCallback(() => setShown('none'), []);
  const { holdProps } = useCloseAfter(shown !== 'none', TOAST_MS, hide);

  if (!userId || shown === 'none') return null;
  if (shown === 'draft' && pathname === '/contracts') return null;
  const alert = shown === 'alert';
  const text = alert ? SECURITY_ALERT : shown === 'draft' ? DRAFT_TOAST_TEXT : movedText;
  // The draft toast also says what the sign-in brought over, when it brought something.
  const detail = shown === 'draft' ? movedText : null;
  return (
    <div
      {...holdProps}
      role={alert ? 'alert' : 'status'}
      className={
        'fixed bottom-4 right-4 z-40 flex max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border p-4 shadow-lg sm:max-w-sm ' +
        (alert
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-brand-200 bg-white text-slate-900')
      }
    >
      {alert ? (
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <FileClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      )}
      <div className="text-sm">
        <p className="font-medium">{text}</p>
        {detail && <p className="mt-1">{detail}</p>}
        {!alert && pathname !== '/contracts' && (
          <Link
            to="/contracts"
            onClick={() => setShown('none')}
            className="mt-1 inline-block font-medium text-brand-700 underline"
          >
            Voir mes contrats
          </Link>
        )}
      </div>
      <button
        type="button"
        onClick={() => setShown('none')}
        aria-label="Fermer la notification"
        className="-m-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
