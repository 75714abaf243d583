import { describe, expect, it } from 'vitest';
import { AIRPORTS, findAirport } from '../../../domain/geo/airports.ts';
import { EARTH_RADIUS_KM, greatCircleKm } from '../../../domain/geo/great-circle.ts';
import { findIndianCity } from '../../../domain/geo/indian-cities.ts';
import { normaliseIndianState } from '../../../domain/geo/indian-states.ts';
import { resolvePlace } from '../../../domain/geo/resolve-place.ts';
import { CountryCode } from '../../../domain/schemas/activity-submission.ts';

describe('greatCircleKm', () => {
  it('gives one degree of meridian as R·π/180', () => {
    expect(greatCircleKm({ lat: 10, lon: 40 }, { lat: 11, lon: 40 })).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 180, 6);
  });

  it('gives equator-to-pole as a quarter circumference and antipodes as half', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 2, 6);
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(EARTH_RADIUS_KM * Math.PI, 6);
  });

  it('is zero for the same point and symmetric', () => {
    expect(greatCircleKm(AIRPORTS.DEL, AIRPORTS.DEL)).toBe(0);
    expect(greatCircleKm(AIRPORTS.BOM, AIRPORTS.DEL)).toBeCloseTo(greatCircleKm(AIRPORTS.DEL, AIRPORTS.BOM), 9);
  });

  it('matches a hand calculation for DEL→BOM within 1 km', () => {
    // DEL 28.5566N 77.1008E, BOM 19.0899N 72.868E: Δφ = −9.4667°, Δλ = −4.2328°.
    // sin²(Δφ/2) = 0.0068093; cosφ1·cosφ2 = 0.87835 × 0.94501 = 0.83004; sin²(Δλ/2) = 0.0013638
    // h = 0.0068093 + 0.83004 × 0.0013638 = 0.0079413; c = 2·asin(√h) = 0.178465 rad; d = 6371.0088 × c ≈ 1137.0 km
    const km = greatCircleKm(AIRPORTS.DEL, AIRPORTS.BOM);
    expect(Math.abs(km - 1137.0)).toBeLessThan(1);
    // Published DEL–BOM great-circle distance is about 1,137 km.
    expect(Math.abs(km - 1137)).toBeLessThan(2);
  });

  it('agrees with the spherical law of cosines on a long route (DEL→LHR)', () => {
    const [a, b] = [AIRPORTS.DEL, AIRPORTS.LHR];
    const rad = Math.PI / 180;
    const cosines =
      EARTH_RADIUS_KM *
      Math.acos(
        Math.sin(a.lat * rad) * Math.sin(b.lat * rad) +
          Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad),
      );
    expect(greatCircleKm(a, b)).toBeCloseTo(cosines, 3);
    expect(Math.abs(greatCircleKm(a, b) - 6731)).toBeLessThan(10);
  });
});

describe('airports', () => {
  const indian =
    'DEL BOM BLR MAA CCU HYD AMD COK GOI PNQ JAI LKO GAU TRV IXC PAT BBI NAG IDR VNS SXR IXB VTZ CJB IXM IXR ATQ BDQ STV IXE TRZ UDR RPR DED'.split(
      ' ',
    );
  const hubs = 'LHR DXB SIN JFK SFO FRA CDG HKG NRT DOH AUH BKK KUL SYD ORD LAX AMS ZRH IST CMB KTM DAC MLE'.split(' ');
  const required = [...indian, ...hubs];

  it('has every required code, Detroit and the newer Indian airports among every scheduled one', () => {
    expect(required.filter((code) => !AIRPORTS[code])).toEqual([]);
    expect(Object.keys(AIRPORTS).length).toBeGreaterThan(4000);
    expect(AIRPORTS.DTW).toMatchObject({ country: 'US', name: expect.stringMatching(/Detroit/) });
    for (const code of ['GOX', 'NMI', 'AYJ', 'HSS']) expect(AIRPORTS[code]?.country, code).toBe('IN');
  });

  it('has valid codes, countries and coordinates with at most 4 decimals', () => {
    for (const [code, airport] of Object.entries(AIRPORTS)) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(CountryCode.safeParse(airport.country).success, code).toBe(true);
      expect(Math.abs(airport.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.lon)).toBeLessThanOrEqual(180);
      expect(Number(airport.lat.toFixed(4))).toBe(airport.lat);
      expect(Number(airport.lon.toFixed(4))).toBe(airport.lon);
    }
  });

  it('places every Indian airport inside India and the hubs in their countries', () => {
    for (const code of indian) expect(AIRPORTS[code].country, code).toBe('IN');
    for (const [code, { lat, lon, country }] of Object.entries(AIRPORTS)) {
      if (country === 'IN') expect(lat > 6 && lat < 36 && lon > 68 && lon < 98, code).toBe(true);
    }
    for (const code of hubs) expect(AIRPORTS[code].country, code).not.toBe('IN');
    expect(AIRPORTS.LHR.country).toBe('GB');
    expect(AIRPORTS.JFK.lon).toBeLessThan(0);
    expect(AIRPORTS.SYD.lat).toBeLessThan(0);
  });

  it('looks codes up case-insensitively and only own keys', () => {
    expect(findAirport('del')?.name).toMatch(/Indira Gandhi/);
    expect(findAirport('XYZ')).toBeUndefined();
    expect(findAirport('toString')).toBeUndefined();
  });
});

describe('Indian cities', () => {
  it.each([
    ['Bombay', 'Mumbai'],
    ['mumbai', 'Mumbai'],
    ['Bangalore', 'Bengaluru'],
    ['Bengaluru', 'Bengaluru'],
    ['Calcutta', 'Kolkata'],
    ['Madras', 'Chennai'],
    ['Gurgaon', 'Gurugram'],
    ['Gurugram', 'Gurugram'],
    ['New Delhi', 'Delhi'],
    ['new-delhi', 'Delhi'],
    ['  DELHI ', 'Delhi'],
    ['Cochin', 'Kochi'],
    ['Trivandrum', 'Thiruvananthapuram'],
  ])('%s → %s', (alias, name) => {
    expect(findIndianCity(alias)?.name).toBe(name);
    expect(findIndianCity(alias)?.country).toBe('IN');
  });

  it('does not know other places', () => {
    expect(findIndianCity('London')).toBeUndefined();
  });

  it('puts Mumbai and Bombay at the same point, about 1,150 km from Delhi', () => {
    expect(findIndianCity('Bombay')).toBe(findIndianCity('Mumbai'));
    const km = greatCircleKm(findIndianCity('Delhi')!, findIndianCity('Mumbai')!);
    expect(km).toBeGreaterThan(1130);
    expect(km).toBeLessThan(1160);
  });
});

describe('resolvePlace', () => {
  it('reads upper-case three letters as an IATA code only', () => {
    expect(resolvePlace('DEL')).toEqual({ place: AIRPORTS.DEL, kind: 'airport' });
    expect(resolvePlace('GOA')?.place).toMatchObject({ name: expect.stringMatching(/Genoa/), country: 'IT' });
  });

  it('reads other text as an Indian city, then as a code in any case', () => {
    expect(resolvePlace('Goa')?.place.name).toBe('Panaji');
    expect(resolvePlace('Goa')?.kind).toBe('city');
    expect(resolvePlace('del')).toEqual({ place: AIRPORTS.DEL, kind: 'airport' });
    expect(resolvePlace('Bangalore')?.kind).toBe('city');
    expect(resolvePlace('Atlantis')).toBeUndefined();
  });
});

describe('normaliseIndianState', () => {
  it.each([
    ['Maharashtra', 'MH'],
    ['MH', 'MH'],
    ['mh', 'MH'],
    ['IN-MH', 'MH'],
    ['in-mh', 'MH'],
    ['Karnataka', 'KA'],
    ['Telangana', 'TG'],
    ['TG', 'TG'],
    ['TS', 'TG'],
    ['IN-TS', 'TG'],
    ['Orissa', 'OD'],
    ['OR', 'OD'],
    ['Chhattisgarh', 'CG'],
    ['CT', 'CG'],
    ['Uttaranchal', 'UK'],
    ['UT', 'UK'],
    ['Tamil Nadu', 'TN'],
    ['tamil  nadu', 'TN'],
    ['Jammu & Kashmir', 'JK'],
    ['J&K', 'JK'],
    ['New Delhi', 'DL'],
    ['Daman and Diu', 'DH'],
    ['Pondicherry', 'PY'],
    ['Ladakh', 'LA'],
  ])('%s → %s', (text, code) => {
    expect(normaliseIndianState(text)).toBe(code);
  });

  it('rejects what is not an Indian state or UT', () => {
    for (const text of ['California', 'XX', 'IN-XX', 'Mumbai', '']) expect(normaliseIndianState(text)).toBeUndefined();
  });
});
