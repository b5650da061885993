import type { RightsList } from '@core/rights/register';

/**
 * The register as the page reads it: its rows are already the wire shape (core/rights/register.ts),
 * named parties and days only — never the contract's answers.
 */
export const presentRights = (list: RightsList): RightsList => ({
  today: list.today,
  rights: list.rights.map((row) => ({ ...row })),
});
