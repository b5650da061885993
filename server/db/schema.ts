// Kysely table types. The storage helper completes this with every table of DESIGN §5
// (better-auth's user/session/account/verification tables included, as better-auth creates them).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB {}
