/** Digits a figure may carry: what a double holds exactly and what every report format can show. */
export const FIGURE_SIGNIFICANT_DIGITS = 15;

/** The range a stated figure must fall in (inclusive). */
export type FigureBounds = readonly [min: number, max: number];

/**
 * Why a figure a company states (revenue in INR, a PPP factor, an output) is refused, or null: it must
 * lie within `bounds` and carry at most 15 significant digits. PUT accepted 1e-320 and 1e308 before,
 * and every BRSR report of the organisation then failed (an intensity of Infinity; a PDF asked for
 * 300 decimals).
 */
export function figureProblem(value: number, [min, max]: FigureBounds): string | null {
  if (value < min || value > max) return `must be from ${min} to ${max}`;
  if (Number(value.toPrecision(FIGURE_SIGNIFICANT_DIGITS)) !== value)
    return `must have at most ${FIGURE_SIGNIFICANT_DIGITS} significant digits`;
  return null;
}
