/** The field registry: one declaration per answer, see types.ts. */
export * from './types';
export * from './formats';
export * from './paths';
export { DRAFT_FIELDS, MODEL_GROUP, parentGroup } from './draft-fields';
export { PROFILE_FIELDS, CLIENT_FIELDS } from './profile-fields';
export { applicableDraftFields } from './applicable';
export {
  draftFormatIssues,
  profileFormatIssues,
  clientFormatIssues,
  clientRequiredIssues,
} from './validate';
