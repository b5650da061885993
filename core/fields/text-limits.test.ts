import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyAuthorSchema, draftSchema, physicalAuthorSchema } from '../schemas/draft';
import { parentSchema } from '../schemas/parents';
import { childAuthorisationSchema } from '../schemas/child-authorisation';
import { coauthorSchema } from '../schemas/coauthors';
import { legalEntityFields, physicalPersonFields } from '../schemas/profile-fields';
import {
  CHILD_AUTHORISATION_LIMITS,
  COAUTHOR_LIMITS,
  COMPANY_AUTHOR_LIMITS,
  DRAFT_LIMITS,
  LEGAL_ENTITY_LIMITS,
  PARENT_LIMITS,
  PHYSICAL_AUTHOR_LIMITS,
  PHYSICAL_PERSON_LIMITS,
  type TextLimits,
} from './text-limits';

type Unwrappable = { unwrap?: () => unknown; maxLength?: number | null };

/** The `.max()` of each text field of a zod shape, seen through `.default()` and `.optional()`. */
function limitsOf(shape: Record<string, z.ZodType>): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const key of Object.keys(shape)) {
    let schema = shape[key] as Unwrappable | undefined;
    for (let depth = 0; schema && depth < 5; depth++) {
      if (typeof schema.maxLength === 'number') {
        limits[key] = schema.maxLength;
        break;
      }
      if (typeof schema.unwrap !== 'function') break;
      schema = schema.unwrap() as Unwrappable;
    }
  }
  return limits;
}

const shape = (s: { shape: unknown }) => s.shape as Record<string, z.ZodType>;

describe('the text limits the fields show', () => {
  it.each([
    ['draft (physical author)', DRAFT_LIMITS, shape(draftSchema.options[0])],
    ['draft (company author)', DRAFT_LIMITS, shape(draftSchema.options[1])],
    ['physical author', PHYSICAL_AUTHOR_LIMITS, shape(physicalAuthorSchema)],
    ['company author', COMPANY_AUTHOR_LIMITS, shape(companyAuthorSchema)],
    ['parent', PARENT_LIMITS, shape(parentSchema)],
    ['child authorisation', CHILD_AUTHORISATION_LIMITS, shape(childAuthorisationSchema)],
    ['coauthor', COAUTHOR_LIMITS, shape(coauthorSchema)],
    ['physical person', PHYSICAL_PERSON_LIMITS, physicalPersonFields],
    ['legal entity', LEGAL_ENTITY_LIMITS, legalEntityFields],
  ] as [string, TextLimits, Record<string, z.ZodType>][])(
    'are the %s schema’s, key by key',
    (_name, table, schemaShape) => {
      expect(table).toEqual(limitsOf(schemaShape));
    },
  );

  it('read limits through defaults and optional wrappers', () => {
    // A sanity check of the reader itself: without it an empty table would match an unread shape.
    expect(limitsOf(shape(physicalAuthorSchema)).nom).toBeGreaterThan(0);
    expect(Object.keys(limitsOf(shape(draftSchema.options[0]))).length).toBeGreaterThan(10);
  });
});
