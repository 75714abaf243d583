/**
 * The layer rule of docs/architecture.md, checked in CI (`npm run lint:layers`):
 * api → services → {domain, db, jobs} (api never imports db); workers → {jobs, services}; jobs (contracts)
 * import only domain; domain imports nothing of ours; db imports nothing of ours but its own files; only jobs/
 * and workers/ import bullmq.
 */
const layer = (name) => `^${name}/`;
const rule = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    rule(
      'domain-is-pure',
      layer('domain'),
      '^(api|services|jobs|workers|db|scripts)/|^(config|service|main|composition-root|redis-connections)\\.ts$',
      'domain/ is pure code: it imports nothing of ours outside domain/',
    ),
    rule(
      'db-returns-rows',
      layer('db'),
      '^(api|services|domain|jobs|workers|scripts)/|^(service|main|composition-root|redis-connections)\\.ts$',
      'db/ holds schema, migrations and queries: it imports nothing of ours outside db/ (and config)',
    ),
    rule(
      'services-not-http',
      layer('services'),
      '^(api|workers|scripts)/|^(service|main|composition-root|redis-connections)\\.ts$',
      'services/ are called by api, CLI, workers and tests alike: they never import api/, workers/ or scripts/',
    ),
    rule(
      'jobs-are-contracts',
      layer('jobs'),
      '^(api|services|db|workers|scripts)/|^(service|main|composition-root|redis-connections)\\.ts$',
      'jobs/ holds job contracts and producers (services enqueue through it); handlers and the job lifecycle live in workers/, which calls services/',
    ),
    rule(
      'bullmq-in-jobs-and-workers',
      '^(?!(jobs|workers)/)',
      '(^|/)node_modules/bullmq/',
      'Only jobs/ (producers) and workers/ (runtime, job lifecycle) use BullMQ; use cases return a JobOutcome (services/job-outcome.ts) and never see a queue object',
    ),
    rule(
      'api-not-db',
      layer('api'),
      '^db/',
      'api/ is HTTP only: it reaches the database through services/ (which also own the row types), never db/',
    ),
    rule(
      'api-not-workers',
      layer('api'),
      '^(workers|scripts)/',
      'api/ enqueues through jobs/ and calls services/; it never imports the worker runtime',
    ),
    rule('workers-not-api', layer('workers'), '^(api|scripts)/', 'workers/ run jobs; they never import api/'),
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between modules makes load order and layering unclear',
      from: { pathNot: '^test/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(test|bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
