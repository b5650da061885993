import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import {
  createClient,
  deleteClient,
  findClient,
  listClients,
  replaceClients,
  updateClient,
} from './clients';
import {
  createContract,
  deleteContract,
  findContract,
  listContracts,
  listStoredContracts,
  updateContract,
} from './contracts';
import { insertFeedback, listFeedback } from './feedback';
import { findProfile, saveProfile, touchProfile } from './profiles';
import { isEmailVerified } from './sessions';
import { storageUsage } from './storage-usage';
import {
  appendEvent,
  claimSealing,
  findOwnedRequest,
  findRequest,
  findRequestBySignedSha,
  findSignerByTokenHash,
  insertSignatureRequest,
  listEvents,
  signerEventStats,
  listOwnedRequests,
  listPendingRequests,
  listSigners,
  pendingRequestsOfContract,
  hasCompletedRequest,
  releaseSealing,
  requestPdf,
  storeSignedPdf,
  transitionRequest,
  liveSignerAddresses,
  closeUnsigned,
  updateSigner,
  countCodeAttempt,
  eraseFrozenDocument,
  lastEventOf,
  purgeKeptEvidence,
  signersAtMailbox,
  type EventInput,
  type SignatureRequest,
} from './signatures';
import { brokenLink } from './event-chain';
import { listEndOfTermDone, markEndOfTermDone } from './rights';
import {
  claimReminder,
  deleteCalendar,
  findCalendarOwner,
  listReminderRecipients,
  listRemindersOff,
  listSentReminders,
  saveCalendar,
  setReminders,
} from './rights-notices';
import {
  closeRelease,
  countParticipants,
  findOwnedRelease,
  findReleaseByTokenHash,
  insertParticipant,
  insertRelease,
  listOwnedReleases,
  listParticipants,
} from './releases';

/** Secrets the repositories use and the database must not hold. */
export type RepositoryOptions = {
  /** The evidence log's HMAC key (server/db/repositories/event-chain.ts, signingLogKey). */
  logKey: Uint8Array;
};

/** A repository function with its database handle already given. */
const boundTo =
  (db: Kysely<DB>) =>
  <Args extends unknown[], Result>(query: (db: Kysely<DB>, ...args: Args) => Result) =>
  (...args: Args): Result =>
    query(db, ...args);

/**
 * The repositories over one handle: the app's database, or one transaction. Each function keeps
 * its module's rules (the owner is always given; another owner's record is not found).
 */
export function bindRepositories(db: Kysely<DB>, options: RepositoryOptions) {
  const bind = boundTo(db);
  return {
    contracts: {
      list: bind(listContracts),
      listStored: bind(listStoredContracts),
      find: bind(findContract),
      create: bind(createContract),
      update: bind(updateContract),
      delete: bind(deleteContract),
    },
    clients: {
      list: bind(listClients),
      find: bind(findClient),
      create: bind(createClient),
      update: bind(updateClient),
      delete: bind(deleteClient),
      replaceAll: bind(replaceClients),
    },
    profiles: { find: bind(findProfile), save: bind(saveProfile), touch: bind(touchProfile) },
    feedback: { insert: bind(insertFeedback), list: bind(listFeedback) },
    storageUsage: bind(storageUsage),
    users: { emailVerified: bind(isEmailVerified) },
    releases: {
      insert: bind(insertRelease),
      findOwned: bind(findOwnedRelease),
      findByTokenHash: bind(findReleaseByTokenHash),
      listOwned: bind(listOwnedReleases),
      close: bind(closeRelease),
      addParticipant: bind(insertParticipant),
      countParticipants: bind(countParticipants),
      participants: bind(listParticipants),
    },
    rights: { endOfTermDone: bind(listEndOfTermDone), markEndOfTermDone: bind(markEndOfTermDone) },
    rightsNotices: {
      claimReminder: bind(claimReminder),
      sentReminders: bind(listSentReminders),
      remindersOff: bind(listRemindersOff),
      setReminders: bind(setReminders),
      recipients: bind(listReminderRecipients),
      saveCalendar: bind(saveCalendar),
      deleteCalendar: bind(deleteCalendar),
      calendarOwner: bind(findCalendarOwner),
    },
    signatures: {
      insert: bind(insertSignatureRequest),
      findOwned: bind(findOwnedRequest),
      find: bind(findRequest),
      findBySignedSha: bind(findRequestBySignedSha),
      listOwned: bind(listOwnedRequests),
      listPending: bind(listPendingRequests),
      pendingOfContract: bind(pendingRequestsOfContract),
      hasCompleted: bind(hasCompletedRequest),
      liveSignerAddresses: bind(liveSignerAddresses),
      pdf: bind(requestPdf),
      eraseFrozenDocument: bind(eraseFrozenDocument),
      lastEventOf: bind(lastEventOf),
      purgeKeptEvidence: bind(purgeKeptEvidence),
      transition: bind(transitionRequest),
      closeUnsigned: bind(closeUnsigned),
      claimSealing: bind(claimSealing),
      releaseSealing: bind(releaseSealing),
      storeSignedPdf: bind(storeSignedPdf),
      signers: bind(listSigners),
      signerByTokenHash: bind(findSignerByTokenHash),
      atMailbox: bind(signersAtMailbox),
      updateSigner: bind(updateSigner),
      countCodeAttempt: bind(countCodeAttempt),
      appendEvent: (requestId: string, input: EventInput) =>
        appendEvent(db, options.logKey, requestId, input),
      signerEventStats: bind(signerEventStats),
      events: bind(listEvents),
      /** Where the request's log stops holding (hashes, HMACs, head), or null: it is intact. */
      brokenLink: async (request: Pick<SignatureRequest, 'id' | 'chainHead'>) =>
        brokenLink(await listEvents(db, request.id), {
          key: options.logKey,
          head: request.chainHead,
        }),
    },
  };
}

/** The repositories inside one transaction (they cannot open another: Kysely does not nest). */
export type TransactionRepositories = ReturnType<typeof bindRepositories>;

/**
 * What routes and use-cases reach as `app.repositories` (server/plugins/repositories.ts): the
 * repositories over the app's database, and `transaction(work)` for writes that succeed or fail
 * together (a profile and its address book).
 */
export function createRepositories(db: Kysely<DB>, options: RepositoryOptions) {
  return {
    ...bindRepositories(db, options),
    transaction: <T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(bindRepositories(trx, options))),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
