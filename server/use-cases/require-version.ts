import { AppError } from '../errors';

/**
 * Every update of an existing record names the version it was read at: a write without one
 * could silently overwrite another tab's save, so it answers 428 rather than 400 — the body is
 * well formed, only the precondition is missing. Call it after `authorize`, so another owner's
 * record still answers 404.
 */
export function requireVersion(version: number | undefined): number {
  if (version === undefined) throw new AppError('VERSION_REQUIRED');
  return version;
}
