import { CONTRACT_TIME_ZONE, isoDayOf } from '@core/rules/contract-date';
import {
  contractGrants,
  grantStatus,
  type Grant,
  type GrantKind,
  type IsoDay,
} from '@core/rights/grants';
import { byEndDate, type RightsList, type RightsRow } from '@core/rights/register';
import type { SessionUser } from '../auth/session-user';
import type { Contract } from '../db/repositories/contracts';
import { AppError } from '../errors';
import { authorize } from '../policies';
import { contractBytes, enforceQuota } from '../storage-quota';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories'>;

/** A moment as the day a French user sees it (the server may run in UTC). */
const parisDay = (moment: string | Date): IsoDay => isoDayOf(new Date(moment), CONTRACT_TIME_ZONE);

/**
 * What the owner's signature requests say of each contract, from one read: the day every party
 * signed (`signed`; a contract signed twice keeps the latest day), and the contracts sent for
 * electronic signature whose signing never completed (`unsigned`: waiting, refused, cancelled,
 * expired) — nothing is granted until every party has signed. A séance's authorisation is
 * finalised the moment the model joins, so without this a refused one was listed « En cours ».
 */
async function signingStates(
  deps: Deps,
  ownerId: string,
): Promise<{ signed: Map<string, IsoDay>; unsigned: Set<string> }> {
  const requests = await deps.repositories.signatures.listOwned(ownerId);
  const completed = requests
    .filter((r) => r.status === 'completed' && r.completedAt !== null)
    .sort((a, b) => (a.completedAt! < b.completedAt! ? -1 : 1));
  const signed = new Map(completed.map((r) => [r.contractId, parisDay(r.completedAt!)]));
  const unsigned = new Set(requests.map((r) => r.contractId).filter((id) => !signed.has(id)));
  return { signed, unsigned };
}

/**
 * In the register: signed by every party, or finalised and never sent for electronic signature
 * (signed on paper, as far as the product knows).
 */
const registered = (contract: Contract, signedOn: IsoDay | null, unsigned: Set<string>) =>
  signedOn !== null || (!contract.is_draft && !unsigned.has(contract.id));

function grantsOf(contract: Contract, signedOn: IsoDay | null): Grant[] {
  return contractGrants(contract.draft, {
    signedOn,
    fallbackDay: parisDay(contract.created_at),
  });
}

/**
 * GET /api/rights: one row per grant of every registered contract of the owner (above), with its
 * status on `now`'s day (Paris), sorted by end day (core/rights/register.ts byEndDate).
 */
export async function listRights(deps: Deps, ownerId: string, now: Date): Promise<RightsList> {
  const today = parisDay(now);
  const [contracts, { signed, unsigned }, done] = await Promise.all([
    deps.repositories.contracts.listStored(ownerId),
    signingStates(deps, ownerId),
    deps.repositories.rights.endOfTermDone(ownerId),
  ]);
  const doneOn = new Map(done.map((d) => [`${d.contractId}/${d.kind}`, d.doneOn]));
  const rows: RightsRow[] = contracts
    .filter((c) => registered(c, signed.get(c.id) ?? null, unsigned))
    .flatMap((contract) =>
      grantsOf(contract, signed.get(contract.id) ?? null).map((grant) => ({
        ...grant,
        contractId: contract.id,
        contractTitle: contract.title,
        signed: signed.has(contract.id),
        status: grantStatus(grant, today),
        endOfTermDoneOn: doneOn.get(`${contract.id}/${grant.kind}`) ?? null,
      })),
    );
  return { today, rights: rows.sort(byEndDate) };
}

/** The owner's contract with its grants, when it is in the register (above). */
async function registeredContract(deps: Deps, user: SessionUser, contractId: string) {
  const contract = await deps.repositories.contracts.find(user.id, contractId);
  authorize(user, 'contract:read', contract);
  const { signed, unsigned } = await signingStates(deps, user.id);
  const signedOn = signed.get(contract.id) ?? null;
  if (!registered(contract, signedOn, unsigned)) throw new AppError('GRANT_NOT_REGISTERED');
  return { contract, grants: grantsOf(contract, signedOn) };
}

/**
 * POST /api/contracts/:id/end-of-term: the owner did what the contract asks at the end of an
 * image authorisation; the day is kept (the first one, if marked twice).
 */
export async function markEndOfTermDone(
  deps: Deps,
  user: SessionUser,
  contractId: string,
  kind: GrantKind,
  now: Date,
): Promise<{ doneOn: IsoDay }> {
  const { contract, grants } = await registeredContract(deps, user, contractId);
  const today = parisDay(now);
  const grant = grants.find((g) => g.kind === kind);
  if (!grant) throw new AppError('GRANT_NOT_REGISTERED');
  if (grantStatus(grant, today) !== 'expired') throw new AppError('GRANT_NOT_ENDED');
  if (!(await deps.repositories.rights.markEndOfTermDone(user.id, contract.id, kind, today)))
    throw new AppError('CONTRACT_NOT_FOUND');
  const stored = await deps.repositories.rights.endOfTermDone(user.id);
  const doneOn = stored.find((d) => d.contractId === contract.id && d.kind === kind)?.doneOn;
  return { doneOn: doneOn ?? today };
}

/** The renewed contract's title, within the 200 characters a title may have. */
const renewalTitle = (title: string): string => {
  const chars = Array.from(`Renouvellement – ${title}`);
  return chars.length > 200 ? `${chars.slice(0, 199).join('')}…` : chars.join('');
};

/**
 * POST /api/contracts/:id/renewal: a new draft of the owner's with the same parties and terms,
 * dated the day the current grant ends (the first fixed term to end, or the one of `kind`), for
 * the wizard to review and the parties to sign again. A grant for the whole legal term has
 * nothing to renew.
 */
export async function renewContract(
  deps: Pick<UseCaseDeps, 'repositories' | 'config'>,
  user: SessionUser,
  contractId: string,
  kind: GrantKind | undefined,
): Promise<{ id: string; version: number }> {
  const { contract, grants } = await registeredContract(deps, user, contractId);
  const candidates = grants.filter((g) => kind === undefined || g.kind === kind);
  if (candidates.length === 0) throw new AppError('GRANT_NOT_REGISTERED');
  const renewed = candidates
    .filter((g): g is Grant & { endsOn: IsoDay } => g.endsOn !== null)
    .sort((a, b) => (a.endsOn < b.endsOn ? -1 : a.endsOn > b.endsOn ? 1 : 0))[0];
  if (!renewed) throw new AppError('GRANT_FOR_LEGAL_TERM');
  const fields = {
    title: renewalTitle(contract.title),
    draft: { ...contract.draft, date_contrat: renewed.endsOn },
    isDraft: true,
    fromStep6: false,
  };
  await enforceQuota(deps, user.id, {}, { contracts: 1, bytes: contractBytes(fields) });
  return deps.repositories.contracts.create(user.id, fields);
}
