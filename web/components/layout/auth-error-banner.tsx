import { useSearchParams } from 'react-router';
import { authErrorMessage } from '@core/schemas/auth-messages';
import { Alert } from '../ui/alert';

/**
 * A provider sign-in that failed sends the browser back to `/?error=<code>` (server/auth):
 * show the French reason, and drop the parameter when the visitor closes the message.
 */
export default function AuthErrorBanner() {
  const [params, setParams] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  return (
    <Alert tone="error" title="La connexion a échoué" onClose={dismiss} className="mb-6">
      {authErrorMessage(code.toUpperCase())}
    </Alert>
  );
}
