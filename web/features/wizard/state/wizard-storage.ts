import type { Draft } from '@core/schemas/draft';
import type * as StoredAnswerReaders from './stored-wizard-answers';
import type { EntrepriseInfo } from '@core/schemas/profile';
import { PROFILE_TYPES, type ProfileType } from '@core/answers/profile-fields';
import { LOCAL_KEYS, SESSION_KEYS } from '@web/lib/storage-keys';
import { clampStep, initialWizardState, type WizardState } from './wizard-state';

/**
 * The wizard's answers live in session storage (docs/product.md §3 keys) so that a reload, a
 * sign-in round trip or a failed save never loses them: the draft under tempContractData, the
 * assignee under tempBusinessInfo, and the step and project description (not contract data) under a
 * wizard key of their own.
 */
export const WIZARD_UI_KEY = SESSION_KEYS.wizardProgress;

export const REDIRECT_ACTIONS = ['downloadPdf', 'downloadDocx', 'accessEditor'] as const;
export type RedirectAction = (typeof REDIRECT_ACTIONS)[number];

type AnswerReaders = typeof StoredAnswerReaders;
let readers: AnswerReaders | undefined;

/**
 * Loads what reads stored answers back (stored-wizard-answers.ts: the draft's schema, so zod).
 * Awaited before the wizard renders a tab that holds answers (routes/wizard.tsx `loader`); a tab
 * that holds none paints without it (docs/decisions/0021), and writes need none.
 */
export async function loadStoredAnswerReaders(): Promise<void> {
  readers ??= await import('./stored-wizard-answers');
}

function answerReaders(): AnswerReaders {
  if (!readers)
    throw new Error(
      'Stored wizard answers read before loadStoredAnswerReaders(): see routes/wizard.tsx.',
    );
  return readers;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function read(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the wizard keeps working in memory.
  }
}

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Whether this tab holds a draft (valid or not): reading it needs loadStoredAnswerReaders(). */
export function holdsStoredDraft(): boolean {
  // Asked by the wizard's loader on every step: whether the key is there, without parsing it.
  try {
    return session()?.getItem(SESSION_KEYS.tempContractData) != null;
  } catch {
    return false;
  }
}

/** A stored draft, or null when absent or no longer valid (an old format is never trusted). */
export function loadStoredDraft(): Draft | null {
  const raw = read(session(), SESSION_KEYS.tempContractData);
  return raw === undefined ? null : answerReaders().readStoredDraft(raw);
}

/** The state to start from: the stored answers if any, else a fresh wizard. */
export function loadWizardState(): WizardState {
  const fresh = initialWizardState();
  const draft = loadStoredDraft();
  if (!draft) return fresh;
  const progress = answerReaders().readStoredProgress(read(session(), WIZARD_UI_KEY));
  return {
    draft,
    step: progress ? clampStep(progress.step) : 1,
    projectDescription: progress?.projectDescription ?? '',
    title: progress?.title ?? '',
    priceInputs: progress?.priceInputs ?? {},
  };
}

export function saveWizardState(state: WizardState): void {
  write(session(), SESSION_KEYS.tempContractData, JSON.stringify(state.draft));
  write(
    session(),
    WIZARD_UI_KEY,
    JSON.stringify({
      step: state.step,
      projectDescription: state.projectDescription,
      title: state.title,
      priceInputs: state.priceInputs,
    }),
  );
}

/** Whether this tab already holds wizard answers (the wizard was entered through the dashboard). */
export function hasWizardSession(): boolean {
  return loadStoredDraft() !== null;
}

/** The kind of the assignee this tab last chose (tempBusinessInfo), or null. */
export function loadBusinessInfoType(): ProfileType | null {
  const stored = read(session(), SESSION_KEYS.tempBusinessInfo);
  const type = isObject(stored) ? stored.type : undefined;
  return (PROFILE_TYPES as readonly unknown[]).includes(type) ? (type as ProfileType) : null;
}

export function saveBusinessInfo(info: EntrepriseInfo): void {
  write(session(), SESSION_KEYS.tempBusinessInfo, JSON.stringify(info));
}

/** The visitor's pending action and draft id (docs/product.md §4: session and local storage). */
export function storePendingAction(action: RedirectAction, draftId: string | null): void {
  for (const storage of [session(), local()])
    write(storage, SESSION_KEYS.authRedirectAction, action);
  if (draftId) {
    write(session(), SESSION_KEYS.draftContractId, draftId);
    write(local(), LOCAL_KEYS.lastDraftId, draftId);
  }
}

export function readPendingAction(): RedirectAction | null {
  for (const storage of [session(), local()]) {
    const value = storage?.getItem(SESSION_KEYS.authRedirectAction);
    if (value && (REDIRECT_ACTIONS as readonly string[]).includes(value))
      return value as RedirectAction;
  }
  return null;
}

export function clearPendingAction(): void {
  for (const storage of [session(), local()]) write(storage, SESSION_KEYS.authRedirectAction, null);
}

export function readDraftId(): string | null {
  try {
    return session()?.getItem(SESSION_KEYS.draftContractId) ?? null;
  } catch {
    return null;
  }
}

/**
 * The stored draft's id and the version this tab last read or wrote: the next save sends it, so
 * a save made meanwhile from another tab or device answers 409 instead of being overwritten.
 */
export function storeDraftId(id: string | null, version: number | null = null): void {
  write(session(), SESSION_KEYS.draftContractId, id);
  write(session(), SESSION_KEYS.draftContractVersion, id && version ? String(version) : null);
  if (id) write(local(), LOCAL_KEYS.lastDraftId, id);
}

/** The version stored with the draft id (null: none known, e.g. a draft id from before versions). */
export function readDraftVersion(): number | null {
  try {
    const version = Number(session()?.getItem(SESSION_KEYS.draftContractVersion));
    return Number.isInteger(version) && version > 0 ? version : null;
  } catch {
    return null;
  }
}

/**
 * The contract step 6 last saved (« Valider le contrat », « Accéder à l'éditeur »), with the
 * answers it was saved with: opening the editor again with the same answers opens that contract
 * instead of storing a copy of it (an exploratory test found three identical contracts in
 * « Mes Contrats » after validate → editor → back → editor). Changed answers make a new one.
 */
export function rememberStep6Contract(id: string, draft: Draft): void {
  write(session(), SESSION_KEYS.step6Contract, JSON.stringify({ id, answers: canonical(draft) }));
}

/** JSON with every object's keys sorted: the same answers read back in another order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function forgetStep6Contract(): void {
  write(session(), SESSION_KEYS.step6Contract, null);
}

/** The id of the contract step 6 saved with exactly these answers, or null. */
export function step6ContractFor(draft: Draft): string | null {
  const stored = read(session(), SESSION_KEYS.step6Contract);
  if (!isObject(stored)) return null;
  const { id, answers } = stored;
  return typeof id === 'string' && id !== '' && answers === canonical(draft) ? id : null;
}

/** « Valider le contrat » made a contract of these answers (wizardSessionDone). */
export function rememberValidated(id: string): void {
  write(session(), SESSION_KEYS.validatedContract, JSON.stringify(id));
}

/**
 * Whether this tab's answers are exactly those of a contract « Valider le contrat » made: that
 * contract is in « Mes Contrats », and « Créer mon contrat » is a new one (routes/wizard.tsx).
 * Opening the editor is no such end: the user may come back to the same answers.
 */
export function wizardSessionDone(): boolean {
  const draft = loadStoredDraft();
  const validated = read(session(), SESSION_KEYS.validatedContract);
  return draft !== null && typeof validated === 'string' && step6ContractFor(draft) === validated;
}

/** Reset: the answers go, the assignee stays (it comes from the profile). */
export function clearWizardAnswers(): void {
  write(session(), SESSION_KEYS.tempContractData, null);
  write(session(), WIZARD_UI_KEY, null);
  write(session(), SESSION_KEYS.validatedContract, null);
  forgetStep6Contract();
}
