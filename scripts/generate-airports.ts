import { writeFile } from 'node:fs/promises';
import { airportTable } from './airport-table.ts';

/**
 * `npm run airports`: writes domain/geo/airport-data.json from the airport data package. Run it after
 * upgrading the package; test/domain/geo/airport-data.test.ts fails until the file matches the package.
 */
const target = new URL('../domain/geo/airport-data.json', import.meta.url);
await writeFile(target, `${JSON.stringify(await airportTable())}\n`);
