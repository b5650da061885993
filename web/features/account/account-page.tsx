import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { goHomeAfterDeletion } from '@web/lib/account-deleted';
import { ACCOUNT_QUERY_KEYS, fetchMe, fetchSignInMethods } from './account-api';
import { AccountSection } from './account-section';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { DeletionLinkDialog } from './deletion-link-dialog';
import { EmailChangeForm } from './email-change-form';
import { EmailStatus } from './email-status';
import { errorText } from './form-feedback';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { providerNames } from './provider-names';
import { SessionsSection } from './sessions-section';
import { useAccountLinks } from './use-account-links';

/**
 * /compte, « Mon compte »: identity, password, connected devices, the data
 * export and the deletion, each section with its own form, button and answer beside it.
 */
export function AccountPage() {
  const navigate = useNavigate();
  const links = useAccountLinks();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const me = useQuery({ queryKey: ACCOUNT_QUERY_KEYS.me, queryFn: fetchMe });
  const methods = useQuery({ queryKey: ACCOUNT_QUERY_KEYS.methods, queryFn: fetchSignInMethods });

  // Home says so, and forgets the session once shown (lib/account-deleted.ts).
  const onDeleted = () => goHomeAfterDeletion(navigate);

  if (me.isPending) return <PageSpinner label="Chargement de votre compte…" />;
  const failure = me.error ?? methods.error;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Mon compte</h1>
        <p className="mt-1 text-slate-700">
          Votre identité, votre mot de passe, les appareils connectés et vos données.
        </p>
      </header>
      {links.notice && (
        <Alert tone={links.notice.tone} onClose={links.dismissNotice}>
          {links.notice.text}
        </Alert>
      )}
      {failure || !me.data ? (
        <Alert tone="error" title="Votre compte n’a pas pu être chargé">
          {errorText(failure)}
        </Alert>
      ) : (
        <>
          <AccountSection id="identite" title="Identité">
            <NameForm name={me.data.user.name} />
            <hr className="border-slate-200" />
            <EmailStatus email={me.data.user.email} verified={me.data.user.emailVerified} />
            <EmailChangeForm />
          </AccountSection>
          <AccountSection id="mot-de-passe" title="Mot de passe">
            {methods.isPending ? (
              <Spinner label="Chargement…" />
            ) : methods.data?.hasPassword ? (
              <PasswordForm owner={me.data.user} />
            ) : (
              <p>
                Vous vous connectez avec {providerNames(methods.data?.providers ?? [])}
                {'\u00a0'}: votre compte n’a pas de mot de passe chez Clausier, il n’y a donc rien à
                changer ici.
              </p>
            )}
          </AccountSection>
          <SessionsSection currentSessionId={me.data.session.id} />
          <DataSection />
          {methods.data && (
            <DeleteSection
              email={me.data.user.email}
              hasPassword={methods.data.hasPassword}
              onDeleted={onDeleted}
              buttonRef={deleteButton}
            />
          )}
          {links.deletionToken && (
            <DeletionLinkDialog
              token={links.deletionToken}
              onClose={links.dropDeletionToken}
              onDeleted={onDeleted}
              fallbackFocus={() => deleteButton.current}
            />
          )}
        </>
      )}
    </div>
  );
}
