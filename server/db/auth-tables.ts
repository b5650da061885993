/**
 * better-auth's tables, as the app reads them through `db.withTables<AuthTables>()` (better-auth
 * owns and migrates them; the columns listed are the ones the app touches). SQLite stores flags as
 * 0/1 and dates as ISO text, PostgreSQL as booleans and timestamps: both shapes are allowed.
 */
export type AuthTables = {
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean | number;
    isAnonymous: boolean | number | null;
    createdAt: string | Date;
  };
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: string | Date;
    updatedAt: string | Date;
  };
  account: {
    userId: string;
    providerId: string;
    accountId: string;
    password: string | null;
    createdAt: string | Date;
  };
  verification: { value: string };
};
