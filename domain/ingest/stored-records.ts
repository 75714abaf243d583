import { jsonProblem } from '../schemas/json-object.ts';

/**
 * A JSON job keeps its items in a jsonb payload, which cannot hold every value a client may send (a
 * NUL, an unpaired surrogate). Such an item is kept as its JSON text instead, and so is every string
 * item, so that a stored string always means JSON text: the worker then reads exactly what was sent
 * and reports the item with its field, as a synchronous request would.
 */
export function toStoredRecord(item: unknown): unknown {
  return typeof item === 'string' || jsonProblem(item, false) ? JSON.stringify(item) : item;
}

export function fromStoredRecord(stored: unknown): unknown {
  return typeof stored === 'string' ? JSON.parse(stored) : stored;
}
