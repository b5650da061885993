import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

export type SignInTab = 'sign-in' | 'sign-up';

export type OpenSignInOptions = {
  /** Which form to show first. */
  tab?: SignInTab;
  /** Path to navigate to after a successful sign-in (the guard passes the blocked page). */
  redirectTo?: string;
  /** Called after a successful email sign-in/sign-up (not after an OAuth redirect). */
  onSignedIn?: () => void;
  /**
   * Why the dialog opens, as its description: « Créez un compte gratuit pour télécharger votre
   * PDF » after « Télécharger le PDF »(the general sentence spoke of saving
   * contracts when the person had asked for a download).
   */
  reason?: string;
};

export type SignInModalApi = {
  isOpen: boolean;
  tab: SignInTab;
  redirectTo: string | undefined;
  reason: string | undefined;
  open: (options?: OpenSignInOptions) => void;
  close: () => void;
  setTab: (tab: SignInTab) => void;
  /** Called by the modal once signed in: closes and runs the pending callback. */
  completeSignIn: () => { redirectTo?: string };
};

const SignInModalContext = createContext<SignInModalApi | null>(null);

/**
 * Holds the sign-in modal's state so any feature (the header's « Connexion », the guard, the
 * wizard's finalisation) can open it: `const { open } = useSignInModal(); open({ redirectTo })`.
 * The modal itself (features/auth) is mounted once by the app layout.
 */
export function SignInModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<SignInTab>('sign-in');
  const [redirectTo, setRedirectTo] = useState<string | undefined>(undefined);
  const [reason, setReason] = useState<string | undefined>(undefined);
  const callback = useRef<(() => void) | undefined>(undefined);

  const open = useCallback((options: OpenSignInOptions = {}) => {
    // Opened for a reason (a download, the editor: « Créez un compte… »), it starts on the
    // sign-up tab its text speaks of; opened by « Se connecter », on sign-in.
    setTab(options.tab ?? (options.reason ? 'sign-up' : 'sign-in'));
    setRedirectTo(options.redirectTo);
    setReason(options.reason);
    callback.current = options.onSignedIn;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    callback.current = undefined;
  }, []);
  const completeSignIn = useCallback(() => {
    const pending = callback.current;
    callback.current = undefined;
    setOpen(false);
    pending?.();
    return { redirectTo };
  }, [redirectTo]);

  const value = useMemo(
    () => ({ isOpen, tab, redirectTo, reason, open, close, setTab, completeSignIn }),
    [isOpen, tab, redirectTo, reason, open, close, completeSignIn],
  );
  return <SignInModalContext value={value}>{children}</SignInModalContext>;
}

export function useSignInModal(): SignInModalApi {
  const value = use(SignInModalContext);
  if (!value) throw new Error('useSignInModal() doit être utilisé dans <SignInModalProvider>.');
  return value;
}
