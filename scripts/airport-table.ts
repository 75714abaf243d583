import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The data package domain/geo/airport-data.json is generated from (a devDependency, pinned). */
const PACKAGE = 'airport-data-js';

/** One airport as domain/geo/airports.ts reads it: IATA code, name, ISO 3166-1 country, latitude, longitude. */
export type AirportRow = [iata: string, name: string, country: string, lat: number, lon: number];

export interface AirportTable {
  source: { package: string; version: string; licence: string; attribution: string; selection: string };
  airports: AirportRow[];
}

/** 4 decimals of a degree is about 11 m, far below the precision of a great-circle flight estimate. */
const round4 = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/**
 * Every airport of the package with an IATA code and scheduled service, by code: what a business
 * flight can start or end at. Codes other than three letters (a few placeholders) are left out.
 */
export async function airportTable(): Promise<AirportTable> {
  // A CommonJS bundle whose exports Node cannot list for an ESM import: required instead.
  const require = createRequire(import.meta.url);
  const main = require.resolve(PACKAGE); // <package>/lib/index.js; its package.json is not exported
  const meta = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as {
    version: string;
    license: string;
  };
  const { findAirports } = require(PACKAGE) as typeof import('airport-data-js');
  const rows = (await findAirports({}))
    .filter((a) => /^[A-Z]{3}$/.test(a.iata) && String(a.scheduled_service).toUpperCase() === 'TRUE')
    .map((a): AirportRow => [
      a.iata,
      a.airport,
      a.country_code,
      round4(Number(a.latitude)),
      round4(Number(a.longitude)),
    ])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    source: {
      package: `${PACKAGE}@${meta.version}`,
      version: meta.version,
      licence: meta.license,
      attribution:
        'Airport data: airport-data-js by Aashish Vivekanand (airportdata.dev), CC BY 4.0; selected and rounded here',
      selection: 'IATA code of three letters and scheduled_service TRUE; coordinates rounded to 4 decimals',
    },
    airports: rows,
  };
}
