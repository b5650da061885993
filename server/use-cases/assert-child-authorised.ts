import {
  CHILD_AUTHORISATION_MESSAGE,
  missingChildAuthorisation,
} from '@core/rules/child-authorisation';
import type { Draft } from '@core/schemas/draft';
import { AppError } from '../errors';

/**
 * A child model under sixteen may not be engaged before the prefect's authorisation (C. trav.
 * L7124-1): no PDF, Word file or signature request of such a contract without its reference and
 * date — edited contracts included, whose text the user wrote but whose answers still say who is
 * depicted (core/rules/child-authorisation.ts).
 */
export function assertChildAuthorised(draft: Draft, day: Date, prefix = ''): void {
  const missing = missingChildAuthorisation(draft, day);
  if (missing.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    message: CHILD_AUTHORISATION_MESSAGE,
    fields: missing.map((key) => ({
      path: `${prefix}${key}`,
      message: CHILD_AUTHORISATION_MESSAGE,
    })),
  });
}
