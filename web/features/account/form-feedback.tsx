import { useCallback, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@web/lib/api';
import { cn } from '@web/lib/cn';

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The French text of a failed call (ApiError carries it), else a generic one. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;

/** A form's answer, kept until the next attempt: `show.success(text)`, `show.error(error)`. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const success = useCallback((text: string) => setFeedback({ tone: 'success', text }), []);
  const error = useCallback(
    (cause: unknown) => setFeedback({ tone: 'error', text: errorText(cause) }),
    [],
  );
  const clear = useCallback(() => setFeedback(null), []);
  return { feedback, success, error, clear };
}

/**
 * A button row with the answer right beside the button pressed (the answer is
 * where the eyes are). The status region is always in the page, so its new text is announced.
 */
export function ActionRow({ children, feedback }: { children: ReactNode; feedback: Feedback }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
      {children}
      <p
        role="status"
        className={cn(
          'flex items-start gap-1.5 text-sm font-medium',
          feedback?.tone === 'error' ? 'text-red-700' : 'text-emerald-800',
        )}
      >
        {feedback && (
          <>
            {feedback.tone === 'error' ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>{feedback.text}</span>
          </>
        )}
      </p>
    </div>
  );
}
