import { Alert } from './alert';
import { Button } from './button';

/** A list or a page that could not be loaded, with the way to try again beside the reason. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      </div>
    </Alert>
  );
}
