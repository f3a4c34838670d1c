// Which months the statement picker offers: the twelve up to the latest of this month (India) and the last month money
// moved in (the product's clock may run ahead of the browser's in a test), newest first.
import { istDate } from '@margdarshak/contracts/schedule/slots';

const before = (month: string): string => {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
};

export function statementMonths(now: Date, earningsMonths: readonly string[], count = 12): string[] {
  const latest = [istDate(now).slice(0, 7), ...earningsMonths].sort().at(-1) ?? istDate(now).slice(0, 7);
  const months = [latest];
  while (months.length < count) months.push(before(months.at(-1) ?? latest));
  return months;
}
