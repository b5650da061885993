// Placeholder: the storage/API helper replaces this with the full env → typed config.
export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
};
