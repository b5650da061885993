import {
  quotaBreach,
  storedBytes,
  type QuotaBreach,
  type StorageQuota,
  type StorageUsage,
} from '@core/rules/storage-quota';
import type { Replacing } from './db/repositories/storage-usage';
import { AppError } from './errors';
import type { UseCaseDeps } from './use-cases/deps';

const count = (n: number) => n.toLocaleString('fr-FR');
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${count(Math.round(bytes / (1024 * 1024)))}\u00a0Mo`
    : `${count(Math.round(bytes / 1024))}\u00a0Ko`;

/** The French refusal, with the limit in it so the user knows what to free. */
export function quotaError(breach: QuotaBreach, quota: StorageQuota): AppError {
  switch (breach) {
    case 'contracts':
      return new AppError('CONTRACT_QUOTA_EXCEEDED', {
        message: `Vous avez atteint la limite de ${count(quota.contracts)} contrats enregistrés. Supprimez des contrats avant d’en créer ou d’en importer d’autres.`,
      });
    case 'clients':
      return new AppError('CLIENT_QUOTA_EXCEEDED', {
        message: `Vous avez atteint la limite de ${count(quota.clients)} clients enregistrés. Supprimez des clients avant d’en ajouter d’autres.`,
      });
    case 'bytes':
      return new AppError('STORAGE_QUOTA_EXCEEDED', {
        message: `Votre espace de stockage est plein (${size(quota.bytes)} au maximum). Supprimez des contrats ou des clients avant d’enregistrer.`,
      });
  }
}

/** A contract as stored: its title and JSON columns (what storageUsage measures). */
export function contractBytes(contract: {
  title: string;
  draft: unknown;
  elements?: unknown;
  comments?: unknown;
}): number {
  return (
    storedBytes(contract.title) +
    storedBytes(contract.draft) +
    storedBytes(contract.elements) +
    storedBytes(contract.comments)
  );
}

/**
 * Refuses (403, French message) a write that would take `ownerId` past the storage quota
 * (config STORAGE_QUOTA_*): `replacing` names the stored records the write rewrites, `written`
 * what they become. Called by the routes that store user data just before they write.
 */
export async function enforceQuota(
  deps: Pick<UseCaseDeps, 'repositories' | 'config'>,
  ownerId: string,
  replacing: Replacing,
  written: Partial<StorageUsage>,
): Promise<void> {
  const quota = deps.config.storageQuota;
  const { stored, replaced } = await deps.repositories.storageUsage(ownerId, replacing);
  const breach = quotaBreach(stored, replaced, written, quota);
  if (breach) throw quotaError(breach, quota);
}
