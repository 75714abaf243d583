import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface Service {
  restart?: string;
  environment?: Record<string, string>;
}

/** docker-compose.yml as an operator runs it (no Docker here: its contract is checked as written). */
const compose = parse(await readFile(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
};

describe('docker-compose.yml', () => {
  const ours = ['api', 'worker', 'scheduler'].map((name) => [name, compose.services[name]!] as const);

  it('restarts the service containers unless stopped', () => {
    for (const [name, service] of ours) expect([name, service.restart]).toEqual([name, 'unless-stopped']);
  });

  it('refuses to start without ADMIN_TOKEN instead of running with it empty', () => {
    for (const [name, service] of ours) {
      expect([name, service.environment?.ADMIN_TOKEN]).toEqual([
        name,
        expect.stringMatching(/^\$\{ADMIN_TOKEN:\?.+\}$/),
      ]);
    }
  });

  it('has PostgreSQL create the database the services name', () => {
    const database = new URL(compose.services.api!.environment!.DATABASE_URL!).pathname.slice(1);
    expect(compose.services.postgres!.environment!.POSTGRES_DB).toBe(database);
  });
});
