// The row format every benchmark reports (bench/results.json), and the table printed for people.
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target: number | null;
  better: 'higher' | 'lower';
  /** value / baseline where a side-by-side baseline was measured in the same run. */
  ratio: number | null;
  baseline: number | null;
  /** Whether the target is met; absent when no target is set. */
  meetsTarget?: boolean;
}

export function row(fields: Omit<BenchRow, 'ratio' | 'meetsTarget'> & { ratioTarget?: number }): BenchRow[] {
  const ratio = fields.baseline ? round(fields.value / fields.baseline, 3) : null;
  const { ratioTarget, ...rest } = fields;
  const rows: BenchRow[] = [{ ...rest, value: round(fields.value, 2), ratio, meetsTarget: meets(fields.value, fields.target, fields.better) }];
  if (ratioTarget !== undefined && ratio !== null) {
    rows.push({
      name: `${fields.name} (ratio to baseline)`,
      value: ratio,
      unit: 'x',
      target: ratioTarget,
      better: fields.better,
      ratio,
      baseline: fields.baseline,
      meetsTarget: meets(ratio, ratioTarget, fields.better),
    });
  }
  return rows;
}

function meets(value: number, target: number | null, better: 'higher' | 'lower'): boolean | undefined {
  if (target === null) return undefined;
  return better === 'higher' ? value >= target : value <= target;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function printTable(rows: BenchRow[]): void {
  const header = ['benchmark', 'value', 'unit', 'target', 'baseline', 'ratio', 'ok'];
  const lines = rows.map((r) => [
    r.name,
    String(r.value),
    r.unit,
    r.target === null ? '' : `${r.better === 'higher' ? '>=' : '<='} ${r.target}`,
    r.baseline === null ? '' : String(round(r.baseline, 2)),
    r.ratio === null ? '' : String(r.ratio),
    r.meetsTarget === undefined ? '' : r.meetsTarget ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
