import { describe, expect, it } from 'vitest';
import table from '../../../domain/geo/airport-data.json' with { type: 'json' };
import { airportTable } from '../../../scripts/airport-table.ts';

describe('domain/geo/airport-data.json', () => {
  it('is what `npm run airports` makes from the installed data package (run it after an upgrade)', async () => {
    expect(table).toEqual(await airportTable());
  });

  it('names its package, version and licence', () => {
    expect(table.source).toMatchObject({ package: expect.stringMatching(/^airport-data-js@/), licence: 'CC BY 4.0' });
  });
});
