import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from './lib/query-client';
import { AuthProvider } from './lib/auth';
import { SignInModalProvider } from './lib/sign-in-modal';

/** App-wide providers: server cache, session, sign-in modal state. The router goes inside. */
export function Providers({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SignInModalProvider>{children}</SignInModalProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
