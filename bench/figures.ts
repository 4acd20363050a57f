/** One printed line of the benchmark; `max` or `min` makes it a budget. */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  max?: number;
  min?: number;
  /** Extra detail printed after the value (the single runs, a comparison). */
  note?: string;
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Time budgets follow the machine's speed (bench/calibration.ts); sizes and ratios do not. */
const TIME_UNITS = new Set(['ms', 's']);

function scaledMax(figure: Figure, factor: number): number | undefined {
  if (figure.max === undefined) return undefined;
  return TIME_UNITS.has(figure.unit) ? round(figure.max * factor, 2) : figure.max;
}

function withinBudget(figure: Figure, factor: number): boolean {
  if (Number.isNaN(figure.value)) return false;
  const max = scaledMax(figure, factor);
  if (max !== undefined && figure.value > max) return false;
  if (figure.min !== undefined && figure.value < figure.min) return false;
  return true;
}

/**
 * Prints one figure a line; returns how many are past their budget. `factor`
 * is how much slower than the reference machine this one measured.
 */
export function printFigures(figures: Figure[], factor = 1): number {
  let over = 0;
  for (const figure of figures) {
    const note = figure.note ? ` [${figure.note}]` : '';
    const unit = figure.unit ? ` ${figure.unit}` : '';
    const line = `${figure.name}: ${figure.value}${unit}${note}`;
    if (figure.max === undefined && figure.min === undefined) {
      console.log(line);
      continue;
    }
    const ok = withinBudget(figure, factor);
    if (!ok) over++;
    const max = scaledMax(figure, factor);
    const scaled = max !== figure.max ? ` × ${factor} = ${max}` : '';
    const budget =
      figure.max !== undefined ? `at most ${figure.max}${scaled}` : `at least ${figure.min ?? ''}`;
    console.log(`${line} (budget ${budget}${unit}) ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
  return over;
}
