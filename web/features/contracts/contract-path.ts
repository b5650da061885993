/** The contract page: where a title in « Mes Contrats » leads. */
export const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;
