import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'clausier-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      production: false,
      databaseUrl: undefined,
    });
    expect(config.auth.baseUrl).toBe('http://localhost:3000');
    expect(config.auth.oidc).toBeUndefined();
  });

  it('caps a séance’s participants at 200 unless RELEASE_PARTICIPANT_CAP says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).releases.participantCap).toBe(200);
    expect(
      loadConfig({ DATA_DIR: dataDir, RELEASE_PARTICIPANT_CAP: '' }).releases.participantCap,
    ).toBe(200);
    expect(
      loadConfig({ DATA_DIR: dataDir, RELEASE_PARTICIPANT_CAP: '35' }).releases.participantCap,
    ).toBe(35);
    // No link without a cap, nor one that lets a posted link flood the mailer.
    for (const bad of ['0', '-3', '10001', 'beaucoup'])
      expect(() => loadConfig({ DATA_DIR: dataDir, RELEASE_PARTICIPANT_CAP: bad }), bad).toThrow(
        /RELEASE_PARTICIPANT_CAP/,
      );
  });

  it('serves the metrics on loopback unless METRICS_HOST names another interface', () => {
    // HOST (the public port's interface) defaults to every interface; the metrics must not.
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '9101' }).scale).toMatchObject({
      metricsPort: 9101,
      metricsHost: '127.0.0.1',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', METRICS_HOST: '10.0.0.5' }).scale
        .metricsHost,
    ).toBe('10.0.0.5');
  });

  it('refuses to start in production without BETTER_AUTH_SECRET, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /BETTER_AUTH_SECRET est obligatoire en production/,
    );
  });

  it('generates a development secret once, kept in DATA_DIR with mode 0600', () => {
    const dir = join(dataDir, 'dev');
    const first = loadConfig({ DATA_DIR: dir }).auth.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).auth.secret).toBe(first);
  });

  it('names every invalid variable', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'quatre',
        DATABASE_URL: 'mysql://x',
        BETTER_AUTH_SECRET: 'court',
      });
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL doit commencer par postgres:\/\//);
    expect(attempt).toThrow(/BETTER_AUTH_SECRET doit contenir au moins 32 caractères/);
  });

  it('switches providers on by their variables, in pairs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      OIDC_ISSUER: 'https://sso.example.fr',
      OIDC_CLIENT_ID: 'clausier',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'SSO Maison',
      GITHUB_CLIENT_ID: 'gh',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      PORT: '3210',
    });
    expect(config.auth.oidc).toEqual({
      issuer: 'https://sso.example.fr',
      clientId: 'clausier',
      clientSecret: 's3cret',
      name: 'SSO Maison',
    });
    expect(config.auth.github).toEqual({ clientId: 'gh', clientSecret: 'gh-secret' });
    expect(config.auth.google).toBeUndefined();
    expect(config.auth.baseUrl).toBe('http://localhost:3210');
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'seul' })).toThrow(
      /GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toThrow(/OIDC_ISSUER/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe(
      'postgres://u@h/db',
    );
  });

  it('reads the legal notices (LEGAL_*): null when unset or blank, trimmed when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, LEGAL_DIRECTOR: '   ' }).legal).toEqual({
      publisherName: null,
      publisherStatus: null,
      publisherAddress: null,
      contactEmail: null,
      director: null,
      hostName: null,
      hostAddress: null,
      hostPhone: null,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      LEGAL_PUBLISHER_NAME: ' Atelier Exemple SAS ',
      LEGAL_PUBLISHER_STATUS: 'particulier',
      LEGAL_PUBLISHER_ADDRESS: '1 rue de l’Exemple, 75001 Paris',
      LEGAL_CONTACT_EMAIL: 'contact@exemple.fr',
      LEGAL_DIRECTOR: 'Camille Martin',
      LEGAL_HOST_NAME: 'Hébergeur Exemple',
      LEGAL_HOST_ADDRESS: '2 avenue du Serveur, 59000 Lille',
      LEGAL_HOST_PHONE: '+33 (0)1 23 45 67 89',
    });
    expect(config.legal).toEqual({
      publisherName: 'Atelier Exemple SAS',
      publisherStatus: 'particulier',
      publisherAddress: '1 rue de l’Exemple, 75001 Paris',
      contactEmail: 'contact@exemple.fr',
      director: 'Camille Martin',
      hostName: 'Hébergeur Exemple',
      hostAddress: '2 avenue du Serveur, 59000 Lille',
      hostPhone: '+33 (0)1 23 45 67 89',
    });
  });

  it('refuses a malformed legal value, naming the variable', () => {
    const attempt = (env: Record<string, string>) => () =>
      loadConfig({ DATA_DIR: dataDir, ...env });
    expect(attempt({ LEGAL_CONTACT_EMAIL: 'pas-une-adresse' })).toThrow(
      /LEGAL_CONTACT_EMAIL doit être une adresse e-mail/,
    );
    expect(attempt({ LEGAL_HOST_PHONE: 'appelez-nous' })).toThrow(/LEGAL_HOST_PHONE/);
    expect(attempt({ LEGAL_HOST_NAME: 'x'.repeat(301) })).toThrow(
      /LEGAL_HOST_NAME ne doit pas dépasser 300 caractères/,
    );
    expect(attempt({ LEGAL_PUBLISHER_ADDRESS: '1 rue\nParis' })).toThrow(
      /LEGAL_PUBLISHER_ADDRESS doit tenir sur une ligne/,
    );
  });
});
