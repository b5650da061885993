import { describe, expect, it } from 'vitest';

/** On CI the PostgreSQL variants of the storage and route suites must run, never skip. */
describe('PostgreSQL on CI', () => {
  it.runIf(process.env.CI)('TEST_DATABASE_URL is set so the PostgreSQL suites run', () => {
    expect(process.env.TEST_DATABASE_URL).toMatch(/^postgres(ql)?:\/\//);
  });
});
