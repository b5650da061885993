import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { authClient } from '@web/lib/auth-client';
import { authErrorText } from '@web/lib/auth-error';
import { useAuthProviders } from './use-auth-providers';

/**
 * One « Continuer avec {label} » button per provider the server switched on (OIDC, Google,
 * GitHub). The browser leaves for the provider and comes back to `callbackPath`.
 */
export function ProviderButtons({ callbackPath }: { callbackPath: string }) {
  const { data: providers = [] } = useAuthProviders();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setPending(provider);
    setError(null);
    const callbackURL = new URL(callbackPath, window.location.origin).toString();
    // Generic OIDC providers are registered as social providers server-side (same endpoint).
    const { error: failure } = await authClient.signIn.social({
      provider: provider as 'google',
      callbackURL,
    });
    if (failure) {
      setError(authErrorText(failure));
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {error && <Alert tone="error">{error}</Alert>}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          className="w-full"
          loading={pending === provider.id}
          disabled={pending !== null}
          onClick={() => void start(provider.id)}
        >
          Continuer avec {provider.label}
        </Button>
      ))}
      <div className="my-2 flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        ou
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
