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

function withinBudget(figure: Figure): boolean {
  if (Number.isNaN(figure.value)) return false;
  if (figure.max !== undefined && figure.value > figure.max) return false;
  if (figure.min !== undefined && figure.value < figure.min) return false;
  return true;
}

/** Prints one figure a line; returns how many are past their budget. */
export function printFigures(figures: Figure[]): number {
  let over = 0;
  for (const figure of figures) {
    const note = figure.note ? ` [${figure.note}]` : '';
    const unit = figure.unit ? ` ${figure.unit}` : '';
    const line = `${figure.name}: ${figure.value}${unit}${note}`;
    if (figure.max === undefined && figure.min === undefined) {
      console.log(line);
      continue;
    }
    const ok = withinBudget(figure);
    if (!ok) over++;
    const budget =
      figure.max !== undefined ? `at most ${figure.max}` : `at least ${figure.min ?? ''}`;
    console.log(`${line} (budget ${budget}${unit}) ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
  return over;
}
