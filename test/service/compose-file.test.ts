import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface Service {
  restart?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}

const text = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');

/** docker-compose.yml as an operator runs it (no Docker here: its contract is checked as written). */
const compose = parse(await text('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const dockerfile = (await text('Dockerfile')).split('\n').filter((line) => line && !line.startsWith('#'));
const dockerignore = (await text('.dockerignore')).split('\n').filter((line) => line && !line.startsWith('#'));

/** `${NAME:?message}`: compose refuses to start while NAME is unset or empty. */
const required = (name: string) => expect.stringMatching(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));

describe('docker-compose.yml', () => {
  const ours = ['api', 'worker', 'scheduler'].map((name) => [name, compose.services[name]!] as const);
  const { postgres, redis, api } = compose.services;

  it('restarts the service containers unless stopped', () => {
    for (const [name, service] of ours) expect([name, service.restart]).toEqual([name, 'unless-stopped']);
  });

  it('refuses to start without ADMIN_TOKEN instead of running with it empty', () => {
    for (const [name, service] of ours)
      expect([name, service.environment?.ADMIN_TOKEN]).toEqual([name, required('ADMIN_TOKEN')]);
  });

  it('has PostgreSQL create the database the services name', () => {
    const database = new URL(api!.environment!.DATABASE_URL!).pathname.slice(1);
    expect(postgres!.environment!.POSTGRES_DB).toBe(database);
  });

  it('publishes PostgreSQL and Redis on the loopback interface only', () => {
    for (const service of [postgres!, redis!]) {
      for (const port of service.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    }
  });

  it('gives PostgreSQL a required password instead of trust, and the services use it', () => {
    expect(postgres!.environment!.POSTGRES_HOST_AUTH_METHOD).toBeUndefined();
    expect(postgres!.environment!.POSTGRES_PASSWORD).toEqual(required('POSTGRES_PASSWORD'));
    for (const [name, service] of ours) {
      expect([name, service.environment!.DATABASE_URL]).toEqual([
        name,
        'postgres://postgres:${POSTGRES_PASSWORD}@postgres:5432/carbon',
      ]);
    }
  });

  it('gives Redis a required password (requirepass), and the services use it', () => {
    expect(redis!.environment!.REDISCLI_AUTH).toEqual(required('REDIS_PASSWORD'));
    expect(redis!.command!.join(' ')).toContain('--requirepass "$$REDISCLI_AUTH"');
    for (const [name, service] of ours) {
      expect([name, service.environment!.REDIS_URL]).toEqual([name, 'redis://:${REDIS_PASSWORD}@redis:6379']);
    }
  });

  it('checks the API health on /readyz', () => {
    expect(api!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:3000/readyz');
  });

  it('mounts the storage volume where every service keeps its files, the scheduler (orphan sweep) included', () => {
    for (const [name, service] of ours) {
      expect([name, service.volumes]).toEqual([name, [`storage:${service.environment!.STORAGE_DIR}`]]);
    }
  });
});

describe('Dockerfile', () => {
  const line = (pattern: RegExp) => dockerfile.findIndex((instruction) => pattern.test(instruction));

  it('installs tini in the image that runs before copying anything into it, so a code change does not re-run apt', () => {
    // The running image is the last stage (a build stage may come before it).
    const stage = dockerfile.slice(
      dockerfile.reduce((last, instruction, i) => (instruction.startsWith('FROM ') ? i : last), 0),
    );
    const tini = stage.findIndex((instruction) => /apt-get install .*\btini\b/.test(instruction));
    expect(tini).toBeGreaterThan(0);
    expect(tini).toBeLessThan(stage.findIndex((instruction) => instruction.startsWith('COPY ')));
  });

  it('runs the service as a user other than root', () => {
    const users = dockerfile.filter((instruction) => instruction.startsWith('USER '));
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\S+$/);
    expect(line(/^USER /)).toBeLessThan(line(/^ENTRYPOINT /));
  });
});

describe('.dockerignore', () => {
  it('keeps secrets, tests and benchmarks out of the image', () => {
    expect(dockerignore).toEqual(expect.arrayContaining(['.env', 'test', 'bench']));
  });
});
