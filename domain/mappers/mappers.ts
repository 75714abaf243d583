import { mapAccommodation } from './accommodation.ts';
import { mapElectricityBill } from './electricity-bill.ts';
import { mapFuelPurchase } from './fuel-purchase.ts';
import type { MapOptions } from './provenance.ts';
import { mapRawTransaction } from './raw-transaction.ts';
import type { DataType } from './records.ts';
import type { MapResult } from './result.ts';
import { mapTravelBooking } from './travel-booking.ts';
import { mapVehicleLog } from './vehicle-log.ts';

export { DataType } from './records.ts';
export type { FieldError, MapResult } from './result.ts';
export type { MapOptions } from './provenance.ts';
export { CsvRowMapper, mapCsvRow, type CsvRow, type CsvRowOptions } from './csv-row.ts';

const MAPPERS: Readonly<Record<DataType, (record: unknown, options: MapOptions) => MapResult>> = {
  electricity_bill: mapElectricityBill,
  fuel_purchase: mapFuelPurchase,
  travel_booking: mapTravelBooking,
  vehicle_log: mapVehicleLog,
  raw_transaction: mapRawTransaction,
  accommodation: mapAccommodation,
};

/**
 * One ingest record → one activity submission, or the record's first problem (field relative to the
 * record). Pure: no I/O, safe to call per record in a worker.
 */
export function mapRecord(dataType: DataType, record: unknown, options: MapOptions = {}): MapResult {
  return MAPPERS[dataType](record, options);
}
