import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import {
  ACCOUNT_QUERY_KEYS,
  fetchSessions,
  revokeOtherSessions,
  type DeviceSession,
} from './account-api';
import { AccountSection } from './account-section';
import { describeDevice } from './device';
import { formatDateTimeFr } from '@web/lib/date-time-fr';
import { ActionRow, errorText, useFeedback } from './form-feedback';

export const OTHERS_SIGNED_OUT = 'Vos autres appareils ont été déconnectés.';

/** This device first, then the most recently used. */
const ordered = (sessions: DeviceSession[], currentId: string) =>
  [...sessions].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      b.updatedAt.getTime() - a.updatedAt.getTime(),
  );

/** « Appareils connectés »: every open session of the account, and a way to end the others. */
export function SessionsSection({ currentSessionId }: { currentSessionId: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ACCOUNT_QUERY_KEYS.sessions, queryFn: fetchSessions });
  const { feedback, success, error, clear } = useFeedback();
  const [revoking, setRevoking] = useState(false);

  const signOutOthers = async () => {
    clear();
    setRevoking(true);
    try {
      await revokeOtherSessions();
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.sessions });
      success(OTHERS_SIGNED_OUT);
    } catch (cause) {
      error(cause);
    } finally {
      setRevoking(false);
    }
  };

  return (
    <AccountSection id="appareils" title="Appareils connectés">
      <p>
        Les navigateurs où votre compte est ouvert. Si vous n’en reconnaissez pas un, déconnectez
        les autres appareils puis changez votre mot de passe.
      </p>
      {sessions.isPending ? (
        <Spinner label="Chargement des appareils…" />
      ) : sessions.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(sessions.error)}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {ordered(sessions.data, currentSessionId).map((session) => (
            <li key={session.id} className="flex items-start gap-3 p-3">
              <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {describeDevice(session.userAgent)}
                  {session.id === currentSessionId && <Badge tone="brand">Cet appareil</Badge>}
                </p>
                <p className="text-slate-600">
                  Dernière activité{'\u00a0'}: {formatDateTimeFr(session.updatedAt)}
                  {session.ipAddress && <> · adresse IP {session.ipAddress}</>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ActionRow feedback={feedback}>
        <Button variant="outline" loading={revoking} onClick={() => void signOutOthers()}>
          {!revoking && <LogOut aria-hidden="true" className="size-4" />}
          Se déconnecter des autres appareils
        </Button>
      </ActionRow>
    </AccountSection>
  );
}
