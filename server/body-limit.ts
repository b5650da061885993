/**
 * The API's body limit (1 MiB; docs/product.md §7): Fastify's, and what PAYLOAD_TOO_LARGE's French
 * message states. Routes that take files set their own (the import, the verifier).
 */
export const BODY_LIMIT = 1024 * 1024;
