import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPost } from '../../services/outbound/guarded-http-request.ts';
import {
  addressRefusal,
  checkUrlForm,
  OutboundRefusal,
  outboundPolicy,
} from '../../services/outbound/outbound-address-policy.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { ACME, startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import { startTestWorkers } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';

const MiB = 1024 * 1024;

describe('outbound address policy', () => {
  const strict = outboundPolicy('', { maxResponseBytes: MiB });
  const onPremise = outboundPolicy('127.0.0.1, 10.20.0.0/16, tally.office.lan, fd12::/16, 169.254.0.0/16', {
    maxResponseBytes: MiB,
  });

  it.each([
    ['169.254.169.254', /link-local, metadata or reserved address: always refused/],
    ['fd00:ec2::254', /always refused/],
    ['::ffff:169.254.169.254', /always refused/],
    ['100.100.100.200', /always refused/],
    ['0.0.0.0', /always refused/],
    ['127.0.0.1', /a loopback address, not listed in ERP_ALLOWED_HOSTS/],
    ['::1', /a loopback address/],
    ['10.0.0.8', /a private address, not listed/],
    ['172.20.1.1', /a private address/],
    ['192.168.1.20', /a private address/],
    ['fd12:3456::1', /unique-local/],
  ])('%s is refused by default', (address, reason) => {
    expect(addressRefusal(strict, address, address)).toMatch(reason);
  });

  it('lets public addresses through', () => {
    expect(addressRefusal(strict, '203.0.113.10', '203.0.113.10')).toBeNull();
    expect(addressRefusal(strict, '2001:db8::1', '2001:db8::1')).toBeNull();
  });

  it('ERP_ALLOWED_HOSTS opens listed IPs, CIDRs and host names, never link-local or metadata', () => {
    expect(addressRefusal(onPremise, '127.0.0.1', '127.0.0.1')).toBeNull();
    expect(addressRefusal(onPremise, '10.20.4.5', '10.20.4.5')).toBeNull();
    expect(addressRefusal(onPremise, '10.21.0.1', '10.21.0.1')).toMatch(/private address/);
    expect(addressRefusal(onPremise, 'tally.office.lan', '192.168.7.7')).toBeNull();
    expect(addressRefusal(onPremise, 'fd12::9', 'fd12::9')).toBeNull();
    expect(addressRefusal(onPremise, '169.254.169.254', '169.254.169.254')).toMatch(/always refused/);
  });

  it('names the host and the address it resolved to', () => {
    expect(addressRefusal(strict, 'localhost', '127.0.0.1')).toBe(
      'localhost resolves to 127.0.0.1, which is a loopback address, not listed in ERP_ALLOWED_HOSTS',
    );
  });

  it.each([
    ['file:///etc/passwd', /http or https/],
    ['gopher://127.0.0.1', /http or https/],
    ['http://u:p@10.0.0.1', /user name or password/],
    ['http://metadata.google.internal/computeMetadata/v1/', /cloud metadata host name/],
    ['not a url', /not a URL/],
  ])('%s is refused by its form', (url, reason) => {
    expect(() => checkUrlForm(url)).toThrow(reason);
  });

  it('a malformed CIDR in ERP_ALLOWED_HOSTS stops the process', () => {
    expect(() => outboundPolicy('10.0.0.0/33', { maxResponseBytes: MiB })).toThrow(/invalid prefix length/);
    expect(() => outboundPolicy('tally.lan/8', { maxResponseBytes: MiB })).toThrow(/not an IP network/);
  });
});

describe('guardedPost', () => {
  let tally: FakeTally;
  beforeAll(async () => {
    tally = await startFakeTally({ company: ACME.company, ...structuredClone(ACME.before) });
  });
  afterAll(async () => tally.close());

  const post = (allowed: string, url: string, maxResponseBytes = MiB) =>
    guardedPost(outboundPolicy(allowed, { maxResponseBytes }), {
      url,
      body: Buffer.from('<ENVELOPE/>'),
      headers: {},
      timeoutMs: 2_000,
    });

  it('refuses localhost, a loopback host name, before connecting', async () => {
    tally.requests.length = 0;
    await expect(post('', tally.url.replace('127.0.0.1', 'localhost'))).rejects.toThrow(
      /localhost is a loopback host name, not listed in ERP_ALLOWED_HOSTS/,
    );
    expect(tally.requests).toHaveLength(0);
  });

  it('checks a redirect target before following it', async () => {
    tally.mode = 'redirect';
    tally.redirectTo = 'http://10.1.2.3:9000/';
    try {
      await expect(post('127.0.0.1', tally.url)).rejects.toThrow(
        new OutboundRefusal('10.1.2.3 is a private address, not listed in ERP_ALLOWED_HOSTS'),
      );
    } finally {
      tally.mode = 'ok';
    }
  });

  it('caps the size of an answer', async () => {
    await expect(post('127.0.0.1', tally.url, 100)).rejects.toThrow(/larger than 100 bytes|declares \d+ bytes/);
  });
});

describe('ERP sync refuses unsafe Tally URLs', () => {
  let t: TestApp;
  let workers: ReturnType<typeof startTestWorkers>;
  let tally: FakeTally;
  let who: Tenant;
  beforeAll(async () => {
    // No ERP_ALLOWED_HOSTS: loopback and private ranges are refused, as on a cloud deployment.
    t = await createTestApp();
    workers = startTestWorkers(t);
    tally = await startFakeTally({ company: ACME.company, ...structuredClone(ACME.before) });
    who = await t.tenant();
  });
  afterAll(async () => {
    await tally.close();
    await workers.close();
    await t.close();
  });

  const sync = (tallyUrl: string, app = t) =>
    app.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync',
      headers: who.headers,
      payload: {
        erp_system: 'tally',
        connection_config: { tally_url: tallyUrl, company: ACME.company },
        date_range: { from: '2024-04-01', to: '2024-04-30' },
      },
    });

  const register = (host: string, port?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync/hosts',
      headers: who.headers,
      payload: { host, ...(port ? { port } : {}) },
    });

  it.each([
    [
      'the metadata IP',
      'http://169.254.169.254/latest/meta-data/',
      /169\.254\.169\.254 is a link-local, metadata or reserved address: always refused/,
    ],
    [
      'a private IP not allowed',
      'http://192.168.1.20:9000',
      /192\.168\.1\.20 is a private address, not listed in ERP_ALLOWED_HOSTS/,
    ],
    ['localhost', 'http://localhost:9000', /localhost is a loopback host name, not listed in ERP_ALLOWED_HOSTS/],
    ['localhost with a trailing dot', 'http://localhost.:9779', /localhost is a loopback host name/],
    ['LOCALHOST with two trailing dots', 'http://LOCALHOST..:9779', /localhost is a loopback host name/],
    ['a name under localhost', 'http://tally.localhost:9000', /tally\.localhost is a loopback host name/],
    ['a metadata host name', 'http://metadata.google.internal/', /cloud metadata host name/],
  ])(
    '%s cannot be registered (400 on host), so a sync to it is 400 on tally_url, and no job',
    async (_name, url, reason) => {
      const parsed = new URL(url);
      const registered = await register(parsed.hostname, parsed.port ? Number(parsed.port) : undefined);
      expect(registered.statusCode).toBe(400);
      expect(registered.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { field: 'host', reason: expect.stringMatching(reason) },
      });
      const res = await sync(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: {
          field: 'connection_config.tally_url',
          // A metadata name is refused by its form, before the registrations are asked.
          reason: expect.stringMatching(
            parsed.hostname.startsWith('metadata')
              ? reason
              : /is not a Tally host registered for this organisation in test mode/,
          ),
        },
      });
      const jobs = await t.database.db
        .selectFrom('ingest_jobs')
        .select('id')
        .where('organization_id', '=', who.organizationId)
        .execute();
      expect(jobs).toEqual([]);
    },
  );

  it('a redirect to a host not registered fails the sync with VALIDATION_ERROR on tally_url, without following it', async () => {
    const allowed = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1' });
    const allowedWorkers = startTestWorkers(allowed);
    try {
      who = await tallyTenant(allowed, tally.url);
      tally.mode = 'redirect';
      tally.redirectTo = 'http://10.9.8.7:9000/';
      const res = await sync(tally.url, allowed);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: {
          field: 'connection_config.tally_url',
          reason: expect.stringMatching(/^10\.9\.8\.7 \(port 9000\) is not a Tally host registered/),
          job_id: expect.any(String),
        },
      });
    } finally {
      tally.mode = 'ok';
      await allowedWorkers.close();
      await allowed.close();
    }
  });
});
