import { z } from 'zod';

/** A value as a validation message names it: `a string`, `an array`, `null`. */
function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'something that is not a number';
  if (typeof value === 'object') return 'an object';
  return `${/^[aeiou]/.test(typeof value) ? 'an' : 'a'} ${typeof value}`;
}

/**
 * Every schema's wrong-type message says what was expected and what came ("must be a number, got a
 * string"), and a missing value "is required"; zod's own says neither in a client's words. A message a
 * schema sets itself still wins. Set once, for every process, by importing this module.
 */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'is required';
    const expected = String(issue.expected);
    return `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}, got ${describeValue(issue.input)}`;
  },
});
