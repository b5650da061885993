import { useEffect, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useLoadedQueryClient } from './lib/query-loader';
import { AuthProvider } from './lib/auth';
import { SignInModalProvider } from './lib/sign-in-modal';

/**
 * App-wide providers: server cache, session, sign-in modal state. The router goes inside. The
 * server cache is the app's query client once a page has loaded it (web/lib/query-loader.ts),
 * or `queryClient` when given (the build's prerender).
 */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const client = useLoadedQueryClient(queryClient);
  // What QueryClientProvider does, with a client that may come later: the tree stays the same
  // when it arrives (nothing below remounts).
  useEffect(() => {
    client?.mount();
    return () => client?.unmount();
  }, [client]);
  return (
    <QueryClientContext value={client}>
      <AuthProvider>
        <SignInModalProvider>{children}</SignInModalProvider>
      </AuthProvider>
    </QueryClientContext>
  );
}
