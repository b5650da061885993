import type { SessionUser } from '../auth/session-user';
import { authorize } from '../policies';
import { keptDocument } from './contract-document';
import { requireVersion } from './require-version';
import { cancelOutdatedRequests } from './manage-signature-requests';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'mailer' | 'config'>;

/**
 * PUT /api/contracts/:id, the metadata variant: a rename, or a draft finalised from « Mes
 * Contrats ». Finalising keeps the text its answers build now (docs/contract-model.md); the
 * answers themselves never change here.
 */
export async function updateContractMetadata(
  deps: Deps,
  user: SessionUser,
  id: string,
  input: { title: string; isDraft?: boolean | undefined; version?: number | undefined },
) {
  const { contracts } = deps.repositories;
  const contract = await contracts.find(user.id, id);
  authorize(user, 'contract:update', contract);
  const saved = await contracts.update(
    user.id,
    contract.id,
    {
      title: input.title,
      isDraft: input.isDraft,
      ...keptDocument(contract, { isDraft: input.isDraft }),
    },
    requireVersion(input.version),
  );
  await cancelOutdatedRequests(deps, user.id, contract.id);
  return saved;
}
