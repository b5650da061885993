import type { PartySide } from '@core/answers/side';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type BaseSyntheticEvent,
} from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { emptyUserProfile } from '@core/answers/empty-records';
import { dashboardSelection, validateDashboardSave } from '@core/rules/profile-selection';
import type { ProfileType } from '@core/answers/profile-fields';
import type { UserProfile } from '@core/schemas/profile';
import { ApiError, isVersionProblem } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { useSaveUserProfile, useUserProfile } from '@web/lib/profile-api';
import { SESSION_KEYS } from '@web/lib/storage-keys';
import { DASHBOARD_MESSAGES, DASHBOARD_TIMERS } from './dashboard-messages';
import {
  emptyFormValues,
  profileFormSchema,
  toFormValues,
  toSavePayload,
  type ProfileFormInput,
  type ProfileFormValues,
} from './profile-form.schema';
import { redirectTarget } from './redirect-target';
import { useTimedMessage } from '@web/lib/use-timed-message';

/** The dashboard's two places for a banner: under its header bar, or beside the form's button. */
export type FeedbackPlace = 'header' | 'form';

/** Forgets the wizard's session copy of the assignee so it re-reads the profile just saved. */
function forgetSessionBusinessInfo() {
  try {
    sessionStorage.removeItem(SESSION_KEYS.tempBusinessInfo);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/**
 * The dashboard's state (docs/product.md §2 Dashboard, §4, §5): loads the profile into the form,
 * saves it with the save rule, resets it, runs the timers and the `redirectTo` flow. A failed save
 * keeps every value typed; a 409 offers to reload or to keep the edits.
 */
/** The profile's own fields (not its clients), to tell a change of them from one of the address book. */
const profileFieldsKey = (
  profile: Pick<UserProfile, 'physical_person' | 'legal_entity' | 'selected_entity_type'> &
    Partial<Pick<UserProfile, 'side'>>,
) =>
  JSON.stringify([
    profile.physical_person,
    profile.legal_entity,
    profile.selected_entity_type,
    profile.side,
  ]);

/** « Camille Martin » for a person, the company's name for a company. */
function profileName(profile: UserProfile, type: ProfileType): string {
  if (type === 'legal_entity') return profile.legal_entity.nom.trim();
  return [profile.physical_person.prenom, profile.physical_person.nom]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function useDashboard() {
  const query = useUserProfile();
  const save = useSaveUserProfile();
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirectTo'));
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: emptyFormValues(),
  });
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  // Where the outcome of the last action is shown: beside the control the user pressed, so a
  // save from the bottom of a long form is not acknowledged off-screen.
  const [feedbackAt, setFeedbackAt] = useState<FeedbackPlace>('header');
  const success = useTimedMessage(DASHBOARD_TIMERS.messageMs);
  const resetNotice = useTimedMessage(DASHBOARD_TIMERS.messageMs);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Fill the form when a profile version arrives (first load, sign-in), unless the user is
  // typing: edits made before signing up must survive the identity change.
  const data = query.data;
  const loadedKey = useRef<string | null>(null);
  // The version the form's values were read at: what a save sends. A newer profile read while
  // the user types (another tab saved, a cache refresh) must not lend its version to edits made
  // on the older one, or the save would silently overwrite it.
  const formVersion = useRef<number | null>(null);
  // The stored profile fields that version had. A client added, changed or deleted moves the
  // profile's version too (the server's guard against stale whole-profile writes); when the
  // fields are unchanged, the newer version is adopted even while the user types: nothing they
  // edited was changed elsewhere, so their save must not be refused.
  const formFields = useRef<string | null>(null);
  // Read during render: react-hook-form only tracks `isDirty` once it has been read there. Read
  // for the first time inside the effect, it was still false when the profile arrived after the
  // user had typed (a slow network), and the empty stored profile wiped their input.
  const { isDirty } = form.formState;
  // Before paint (a layout effect): the save button is enabled in the same frame the stored
  // values fill the form, so a click cannot land between the two — with a deferred effect a
  // quick click was answered, then the late fill swallowed its outcome.
  useLayoutEffect(() => {
    if (!data) return;
    const key = `${isSignedIn}|${data.version}`;
    if (key === loadedKey.current) return;
    loadedKey.current = key;
    const fields = profileFieldsKey(data);
    if (!isDirty || formVersion.current === null) {
      if (!isDirty) form.reset(toFormValues(data));
      formVersion.current = data.version;
      formFields.current = fields;
    } else if (fields === formFields.current) formVersion.current = data.version;
  }, [data, isSignedIn, form, isDirty]);

  const chosen = form.watch('selected_entity_type') ?? '';
  // Badges and the default choice follow what is stored, not what is being typed.
  const stored = data ?? emptyUserProfile();
  const selected: ProfileType = dashboardSelection({ ...stored, selected_entity_type: chosen });
  const configured: Record<ProfileType, boolean> = {
    physical_person: stored.physical_person.is_configured,
    legal_entity: stored.legal_entity.is_configured,
  };

  const select = (type: ProfileType) =>
    form.setValue('selected_entity_type', type, { shouldDirty: true });
  /** « Vous êtes : », saved with the profile (core/rules/sides.ts). */
  const side: PartySide = form.watch('side') ?? 'cessionnaire';
  const chooseSide = (value: PartySide) => form.setValue('side', value, { shouldDirty: true });

  const onValid = async (values: ProfileFormValues) => {
    setError(null);
    setConflict(false);
    success.clear();
    const payload = toSavePayload(values, formVersion.current ?? data?.version ?? 0);
    const check = validateDashboardSave(payload);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      const saved = await save.mutateAsync(payload);
      loadedKey.current = `${isSignedIn}|${saved.version}`;
      formVersion.current = saved.version;
      formFields.current = profileFieldsKey(saved);
      form.reset(toFormValues(saved));
      forgetSessionBusinessInfo();
      success.show(DASHBOARD_MESSAGES.saved);
      if (target)
        redirectTimer.current = setTimeout(() => navigate(target), DASHBOARD_TIMERS.redirectMs);
    } catch (cause) {
      // The form keeps every value: nothing typed is lost by a failed call.
      if (isVersionProblem(cause)) setConflict(true);
      else if (!showFieldErrors(cause)) setError(DASHBOARD_MESSAGES.saveError);
    }
  };
  /**
   * The server's French message on each field it refused (a postal code, an e-mail, a birth date:
   * the profile's format rules live in core/fields), the first one focused, as « Mes clients »
   * does — not one generic « Une erreur est survenue » that hid which field was wrong. A field of
   * the profile not shown has its message in the banner. False when the answer names no field.
   */
  const showFieldErrors = (cause: unknown): boolean => {
    if (!(cause instanceof ApiError)) return false;
    const fields = cause.fields.filter((f) => /^(physical_person|legal_entity)\.\w+$/.test(f.path));
    if (fields.length === 0) return false;
    for (const field of fields)
      form.setError(field.path as FieldPath<ProfileFormInput>, {
        type: 'server',
        message: field.message,
      });
    const hidden = fields.filter((f) => !f.path.startsWith(`${selected}.`));
    setError([DASHBOARD_MESSAGES.fixFields, ...hidden.map((f) => f.message)].join(' '));
    const shown = fields.find((f) => f.path.startsWith(`${selected}.`));
    if (shown) form.setFocus(shown.path as FieldPath<ProfileFormInput>);
    return true;
  };
  const handleSubmit = form.handleSubmit(onValid);
  const submit = (from: FeedbackPlace, event?: BaseSyntheticEvent) => {
    setFeedbackAt(from);
    return handleSubmit(event);
  };

  const reset = () => {
    setFeedbackAt('header');
    setError(null);
    setConflict(false);
    success.clear();
    form.reset(emptyFormValues(), { keepDefaultValues: true });
    resetNotice.show(DASHBOARD_MESSAGES.reset);
  };

  /** After a 409: reload the stored version (discarding edits) or keep the edits. */
  const resolveConflict = useCallback(
    async (keepEdits: boolean) => {
      const fresh = await query.refetch();
      if (!fresh.data) return;
      loadedKey.current = `${isSignedIn}|${fresh.data.version}`;
      formVersion.current = fresh.data.version;
      formFields.current = profileFieldsKey(fresh.data);
      if (!keepEdits) form.reset(toFormValues(fresh.data));
      setConflict(false);
    },
    [query, form, isSignedIn],
  );

  const busy = query.isPending || save.isPending;
  // Sent here by « Créer mon contrat » with a profile already configured and nothing changed:
  // confirmed in one tap, straight on to the wizard (the pause is only for reading « saved »).
  const readyProfile: ProfileType | null =
    target !== null && data !== undefined && !isDirty && configured[selected] ? selected : null;
  const continueWithProfile = () => {
    if (target) void navigate(target);
  };
  return {
    readyProfile,
    readyProfileName: readyProfile ? profileName(stored, readyProfile) : '',
    continueWithProfile,
    form,
    submit,
    reset,
    select,
    selected,
    side,
    chooseSide,
    configured,
    busy,
    isLoading: query.isPending,
    isSaving: save.isPending,
    loadError: query.isError ? DASHBOARD_MESSAGES.loadError : null,
    retryLoad: () => void query.refetch(),
    error,
    dismissError: () => setError(null),
    conflict,
    resolveConflict,
    feedbackAt,
    successMessage: success.message,
    resetMessage: resetNotice.message,
    redirecting: target !== null,
    isSignedIn,
  };
}

export type DashboardState = ReturnType<typeof useDashboard>;
