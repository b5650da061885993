/** better-auth checks the Origin of cookie-bearing requests against BETTER_AUTH_URL: both use this. */
export const BENCH_ORIGIN = 'http://localhost:3000';
