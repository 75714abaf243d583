import { CarbonApiError, createCarbonClient, uploadFile, waitForJob } from '../src/index.ts';

const carbon = createCarbonClient({ baseUrl: process.env.BASE ?? 'http://localhost:3000', apiKey: process.env.KEY! });

// One activity: the answer is typed from the OpenAPI document (a single object answers one result).
const created = await carbon.POST('/v1/activities', {
  body: {
    activity_type: 'electricity',
    scope: '2',
    quantity: 1200,
    unit: 'kWh',
    period: { start: '2024-04-01', end: '2024-04-30' },
    location: { country: 'IN', state: 'Maharashtra' },
  },
});
if ('activity_id' in created.data) console.log('activity', created.data.activity_id, created.data.emissions_kg_co2e);

// A CSV file becomes a job; waitForJob polls it as each answer's Retry-After says.
const csv = 'date,category,quantity,unit\n2024-04-18,diesel,50,liters\n2024-04-21,electricity,-5,kwh\n';
const accepted = await uploadFile(carbon, csv, { filename: 'activities.csv' });
const job = await waitForJob(carbon, accepted.job_id);
console.log('job', job.status, JSON.stringify(job.result), JSON.stringify(job.errors));

const year = await carbon.GET('/v1/emissions', {
  params: { query: { start_date: '2024-04-01', end_date: '2025-03-31' } },
});
console.log('total', year.data.total_kg_co2e);

// Failures are thrown as CarbonApiError with the service's code and the request id to quote.
try {
  await carbon.GET('/v1/activities/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
} catch (error) {
  if (!(error instanceof CarbonApiError)) throw error;
  console.log('error', error.status, error.code, error.requestId);
}
