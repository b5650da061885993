import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuth } from '@web/lib/auth';
import { useSignInModal, type SignInTab } from '@web/lib/sign-in-modal';
import { ProviderButtons } from './provider-buttons';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { confirmationCallback } from './confirmation-callback';
import { useVerifiesEmail } from './use-auth-providers';
import { announceConfirmationSent } from '@web/lib/sign-up-notice';

/**
 * The sign-in modal (lazy chunk): « Se connecter » / « Créer un compte » tabs and the provider
 * buttons. After success it closes, refreshes cached queries and, once the session shows the
 * account, goes to the remembered origin (guard) or the caller's `redirectTo`.
 */
export default function SignInDialog() {
  const modal = useSignInModal();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [destination, setDestination] = useState<string | null>(null);
  // « Mot de passe oublié ? » replaces the sign-in form (with the address typed so far).
  const [forgotten, setForgotten] = useState<{ email: string } | null>(null);
  const [backFromForgotten, setBackFromForgotten] = useState(false);
  const verifiesEmail = useVerifiesEmail();

  // Navigate only once the session says "signed in", or the guard would bounce us home again.
  useEffect(() => {
    if (destination === null || !auth.isSignedIn) return;
    setDestination(null);
    if (destination) void navigate(destination);
  }, [destination, auth.isSignedIn, navigate]);

  const onSuccess = () => {
    const { redirectTo } = modal.completeSignIn();
    void auth.refetch();
    void queryClient.invalidateQueries();
    setDestination(redirectTo ?? '');
  };

  const callbackPath = modal.redirectTo ?? `${location.pathname}${location.search}`;
  return (
    <Dialog
      open={modal.isOpen}
      onOpenChange={(open) => {
        if (open) return;
        modal.close();
        setForgotten(null);
        setBackFromForgotten(false);
      }}
    >
      <DialogContent
        title="Connexion"
        description={
          modal.reason ??
          'Connectez-vous ou créez un compte pour enregistrer vos contrats et les retrouver plus tard.'
        }
      >
        <ProviderButtons callbackPath={callbackPath} />
        <Tabs value={modal.tab} onValueChange={(tab) => modal.setTab(tab as SignInTab)}>
          <TabsList aria-label="Choisir entre connexion et création de compte">
            <TabsTrigger value="sign-in">Se connecter</TabsTrigger>
            <TabsTrigger value="sign-up">Créer un compte</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            {forgotten ? (
              <ForgotPasswordForm
                initialEmail={forgotten.email}
                onBack={() => {
                  setForgotten(null);
                  setBackFromForgotten(true);
                }}
              />
            ) : (
              <SignInForm
                onSuccess={onSuccess}
                onForgotPassword={(email) => setForgotten({ email })}
                focusOnMount={backFromForgotten}
              />
            )}
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm
              callbackPath={confirmationCallback(callbackPath)}
              onSuccess={({ email }) => {
                if (verifiesEmail) announceConfirmationSent(email);
                onSuccess();
              }}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
