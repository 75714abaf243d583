import { SPEND_CATEGORIES, type SpendCategory } from './mapper-vocabulary.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { RawTransactionRecord } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';
import { mapFuelSpend } from './fuel-spend.ts';
import { classifySpend, ELECTRICITY_SPEND_REASON, namedSpendCategory } from './spend-classifier.ts';

/** Spend-based (EEIO) estimates of a keyword-classified ledger line are the weakest data there is. */
const CONFIDENCE = 0.3;

/**
 * raw_transaction → scope 3 `spend.<category>`, quantity = amount_inr in INR, dated the transaction day.
 * The category is the record's `category` when given, else the first keyword rule matching
 * description + vendor (spend-classifier.ts). Fuel is Scope 1 combustion in litres estimated from the
 * money (fuel-spend.ts). Electricity and unclassifiable lines are errors: electricity has no spend factor.
 */
export function mapRawTransaction(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(RawTransactionRecord, record);
  if (!parsed.ok) return parsed;
  const tx = parsed.data;

  let category: SpendCategory;
  let classification: Record<string, unknown>;
  if (tx.category !== undefined) {
    const named = namedSpendCategory(tx.category);
    if (named === 'electricity') return fail('category', ELECTRICITY_SPEND_REASON);
    if (named === 'fuel') return mapFuelSpend(tx, undefined, options);
    if (!named) return fail('category', `is not a spend category; accepted: ${SPEND_CATEGORIES.join(', ')}`);
    category = named;
    classification = { classified_by: 'category' };
  } else {
    const match = classifySpend(`${tx.description ?? ''} ${tx.vendor ?? ''}`);
    if (!match) {
      return fail(
        'category',
        `is required: description/vendor matched no rule; send one of ${SPEND_CATEGORIES.join(', ')}`,
      );
    }
    if (match.category === 'fuel') return mapFuelSpend(tx, match.keyword, options);
    if (match.category === 'electricity') {
      const field =
        tx.description && classifySpend(tx.description)?.category === 'electricity' ? 'description' : 'vendor';
      return fail(field, ELECTRICITY_SPEND_REASON);
    }
    category = match.category;
    classification = { classified_by: 'keyword', keyword: match.keyword };
  }

  return {
    ok: true,
    category,
    activity: {
      activity_type: `spend.${category}`,
      scope: '3',
      quantity: tx.amount_inr,
      unit: 'INR',
      period: { start: tx.transaction_date, end: tx.transaction_date },
      location: { country: tx.country ?? defaultCountry(options) },
      source: sourceFor(options, CONFIDENCE),
      metadata: metadataFor(
        'raw_transaction',
        tx,
        ['transaction_date', 'amount_inr', 'category', 'country'],
        classification,
      ),
    },
  };
}
