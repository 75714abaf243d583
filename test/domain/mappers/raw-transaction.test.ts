import { describe, expect, it } from 'vitest';
import { SPEND_CATEGORIES } from '../../../domain/mappers/mapper-vocabulary.ts';
import { mapRecord } from '../../../domain/mappers/mappers.ts';
import { CLASSIFICATION_RULES, classifySpend, namedSpendCategory } from '../../../domain/mappers/spend-classifier.ts';
import { activityOf, errorOf } from './helpers.ts';

const map = (record: Record<string, unknown>, options = {}) =>
  mapRecord('raw_transaction', { transaction_date: '2025-09-12', amount_inr: 4_500, ...record }, options);

describe('raw_transaction', () => {
  it('maps a classified ledger line to scope 3 spend in INR with low confidence', () => {
    const result = map({ description: 'Flight DEL-BLR', vendor: 'IndiGo', voucher: 'JV-118' }, { sourceType: 'erp' });
    expect(result).toEqual({
      ok: true,
      category: 'air_travel',
      activity: {
        activity_type: 'spend.air_travel',
        scope: '3',
        quantity: 4_500,
        unit: 'INR',
        period: { start: '2025-09-12', end: '2025-09-12' },
        location: { country: 'IN' },
        source: { type: 'erp', confidence: 0.3 },
        metadata: {
          data_type: 'raw_transaction',
          description: 'Flight DEL-BLR',
          vendor: 'IndiGo',
          voucher: 'JV-118',
          classified_by: 'keyword',
          keyword: 'indigo',
        },
      },
    });
    activityOf(result);
  });

  it.each([
    ['Air India ticket', undefined, 'air_travel'],
    ['Ticket', 'IRCTC', 'rail_travel'],
    ['Cab to airport', 'Uber India', 'taxi'],
    ['Ride', 'OLA', 'taxi'],
    ['Stay for conference', 'Taj Hotels', 'hotel'],
    ['Room booking', 'OYO', 'hotel'],
    ['Team lunch', 'Zomato', 'restaurants'],
    ['Monthly bill', 'Airtel', 'telecom'],
    ['EC2 usage', 'AWS', 'hosting'],
    ['Annual SaaS subscription', undefined, 'software'],
    ['IT support contract', undefined, 'it_services'],
    ['Shipment', 'Blue Dart', 'courier'],
    ['Office rent October', undefined, 'rent'],
    ['Dell laptop', undefined, 'computers'],
    ['A4 paper', undefined, 'stationery'],
    ['Statutory audit fees', undefined, 'accounting'],
    ['CA fees', undefined, 'accounting'],
    ['Legal retainer', undefined, 'legal'],
    ['Strategy consulting', undefined, 'consulting'],
    ['Water tanker', undefined, 'water'],
    ['Garbage collection', undefined, 'waste'],
    ['Fire insurance premium', undefined, 'insurance'],
    ['Google Ads campaign', undefined, 'advertising'],
    ['OPC 53 grade', 'UltraTech', 'cement'],
    ['TMT bars', undefined, 'steel'],
    ['PVC pipes', undefined, 'plastics'],
    ['Freight charges', 'VRL Logistics', 'freight'],
    ['Warehouse charges', undefined, 'warehousing'],
    ['Housekeeping services', undefined, 'cleaning'],
    ['Car rental Goa', 'Zoomcar', 'car_rental'],
    ['Package tour', 'MakeMyTrip', 'travel_agency'],
  ])('classifies %s / %s as %s', (description, vendor, category) => {
    const result = map({ description, vendor });
    expect(result.ok && result.category).toBe(category);
    expect(activityOf(result).activity_type).toBe(`spend.${category}`);
  });

  it('applies the first matching rule: specific before generic', () => {
    expect(classifySpend('MakeMyTrip flight booking')?.category).toBe('air_travel');
    expect(classifySpend('Uber Eats order')?.category).toBe('restaurants');
    expect(classifySpend('Fuel surcharge, DTDC courier')?.category).toBe('courier');
    expect(classifySpend('IT consulting')?.category).toBe('it_services');
    expect(classifySpend('Software development services')?.category).toBe('custom_software');
    expect(classifySpend('LIC term insurance premium')?.category).toBe('life_insurance');
    expect(classifySpend('Vehicle insurance, ICICI Lombard')?.category).toBe('insurance');
    expect(classifySpend('PET bottles, 500 ml')?.category).toBe('plastic_bottles');
    expect(classifySpend('Car lease')?.category).toBe('car_rental');
  });

  it('matches whole words only', () => {
    expect(classifySpend('Cable charges')).toBeUndefined(); // not 'cab'
    expect(classifySpend('Rental deposit')).toBeUndefined(); // not 'rent'
    expect(classifySpend('Airtel postpaid')?.category).toBe('wireless_telecom'); // not an airline
    expect(classifySpend('Airtel broadband')?.category).toBe('telecom');
  });

  it('has rules only for spend categories and electricity, covering every spend category', () => {
    const covered = new Set(CLASSIFICATION_RULES.map(([category]) => category));
    expect([...covered].sort()).toEqual([...SPEND_CATEGORIES, 'electricity'].sort());
  });

  it('lets every keyword reach its own rule (none shadowed by an earlier rule)', () => {
    for (const [category, keywords] of CLASSIFICATION_RULES) {
      for (const keyword of keywords) expect(classifySpend(keyword), keyword).toEqual({ category, keyword });
    }
  });

  it('takes an explicit category over the keywords', () => {
    const result = map({ description: 'Uber for business', category: 'Consulting' });
    expect(result.ok && result.category).toBe('consulting');
    expect(activityOf(result).metadata).toMatchObject({ classified_by: 'category', description: 'Uber for business' });
    expect(activityOf(map({ category: 'spend.it_services' })).activity_type).toBe('spend.it_services');
    expect(activityOf(map({ category: 'IT services' })).activity_type).toBe('spend.it_services');
  });

  it('turns fuel the company burns into Scope 1 litres at a price per litre, or says what it needs', () => {
    const diesel = activityOf(
      mapRecord(
        'raw_transaction',
        { transaction_date: '2025-01-31', description: 'Diesel for DG set', vendor: 'HPCL', amount_inr: 45_000 },
        {},
      ),
    );
    // Delhi diesel ₹87.62/l from 15 Mar 2024: 45,000 / 87.62 = 513.581 l.
    expect(diesel).toMatchObject({ activity_type: 'fuel.diesel', scope: '1', quantity: 513.581, unit: 'litre' });
    expect(diesel.metadata?.quantity_from_spend).toMatchObject({ inr_per_litre: 87.62, price_from: '2024-03-15' });
    const named = mapRecord(
      'raw_transaction',
      { transaction_date: '2025-01-31', category: 'fuel', fuel_type: 'MS', amount_inr: 9_472 },
      {},
    );
    expect(activityOf(named)).toMatchObject({ activity_type: 'fuel.petrol', quantity: 100 });
    for (const record of [
      { transaction_date: '2025-01-31', vendor: 'Indian Oil', amount_inr: 45_000 },
      { transaction_date: '2025-01-31', description: 'Misc', category: 'fuel', amount_inr: 45_000 },
      { transaction_date: '2025-01-31', description: 'LPG cylinders', amount_inr: 45_000 },
    ]) {
      expect(errorOf(mapRecord('raw_transaction', record, {})).field).toBe('fuel_type');
    }
  });

  it('rejects electricity: it has no spend factor', () => {
    const reason =
      'is electricity, which has no spend-based factor: send the kWh from the bill as an electricity_bill record';
    expect(errorOf(map({ description: 'Electricity bill March' }))).toEqual({ field: 'description', reason });
    expect(errorOf(map({ description: 'Monthly bill', vendor: 'BESCOM' }))).toEqual({ field: 'vendor', reason });
    expect(errorOf(map({ description: 'x', vendor: 'Tata Power' }))).toEqual({ field: 'vendor', reason });
    expect(errorOf(map({ category: 'electricity' }))).toEqual({ field: 'category', reason });
    expect(namedSpendCategory('spend.electricity')).toBe('electricity');
  });

  it('rejects a line nothing classifies, asking for a category', () => {
    const error = errorOf(map({ description: 'Misc payment', vendor: 'ABC Enterprises' }));
    expect(error.field).toBe('category');
    expect(error.reason).toMatch(/^is required: description\/vendor matched no rule; send one of fuel, air_travel/);
    expect(errorOf(map({})).field).toBe('category');
  });

  it.each([
    [{ category: 'gadgets' }, 'category'],
    [{ description: 'Uber', amount_inr: -200 }, 'amount_inr'],
    [{ description: 'Uber', amount_inr: 0 }, 'amount_inr'],
    [{ description: 'Uber', amount_inr: '450' }, 'amount_inr'],
    [{ description: 'Uber', transaction_date: '12-09-2025' }, 'transaction_date'],
  ])('rejects %j on %s', (record, field) => {
    expect(errorOf(map(record)).field).toBe(field);
  });

  it('explains refunds', () => {
    expect(errorOf(map({ description: 'Uber', amount_inr: -200 })).reason).toBe(
      'must be greater than 0 (refunds and credits carry no emissions)',
    );
  });
});
