import type { legalEntityFields, physicalPersonFields } from '@core/schemas/profile-fields';

type Legacy = 'civilite' | 'siege' | 'representant' | 'rcs';

/** The current (non-legacy) fields of a natural person, as edited by the forms. */
export type PhysicalFieldName = Exclude<keyof typeof physicalPersonFields, Legacy>;
/** The current (non-legacy) fields of a legal entity, as edited by the forms. */
export type LegalFieldName = Exclude<keyof typeof legalEntityFields, Legacy>;
