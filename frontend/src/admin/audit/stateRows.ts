// A booking's state as of an event (issue 31, item 5), as a person reads it: every field of the decider's state with a
// plain label, amounts in rupees to the paisa, instants in India time, yes and no, and nested parts (the request, the
// captured payments, the refunds) as groups. Generic over the state's shape, so a field the decider gains later still
// shows; the raw JSON stays one toggle away.
import { formatDateTime, formatExactPaise } from '../adminFormat';

export type StateRow = { label: string; value: string } | { label: string; rows: StateRow[] };

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Maps whose keys are ids and whose values are paise: the payments captured, by payment id. */
const paiseMaps = new Set(['captured']);

/** 'wasConfirmed' -> 'Was confirmed', 'orderId' -> 'Order ID', 'pricePaise' -> 'Price'. */
export function labelOf(key: string): string {
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word, i) => (word === 'Id' || word === 'id' ? 'ID' : i === 0 ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueText(key: string, value: string | number | boolean | null, inPaiseMap: boolean): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return inPaiseMap || key.endsWith('Paise') ? formatExactPaise(value) : String(value);
  if (instant.test(value)) return `${formatDateTime(value)} IST`;
  return value;
}

function rowOf(key: string, value: unknown, inPaiseMap: boolean, label = labelOf(key)): StateRow {
  if (Array.isArray(value)) {
    if (value.length === 0) return { label, value: 'None' };
    if (value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))) return { label, value: value.map((item) => valueText(key, item, inPaiseMap)).join(', ') };
    return { label, rows: value.map((item, i) => rowOf(key, item, inPaiseMap, `${i + 1}`)) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return { label, value: 'None' };
    // A map keyed by ids keeps its keys as they are (a payment id is no field name).
    const byId = paiseMaps.has(key) || entries.every(([inner]) => /[_-]|\d/.test(inner));
    return { label, rows: entries.map(([inner, innerValue]) => rowOf(inner, innerValue, paiseMaps.has(key), byId ? inner : labelOf(inner))) };
  }
  if (value === undefined) return { label, value: 'None' };
  return { label, value: valueText(key, value as string | number | boolean, inPaiseMap) };
}

/** The state's fields as rows; anything that is not an object is one row. */
export function stateRows(state: unknown): StateRow[] {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return [rowOf('state', state, false)];
  return Object.entries(state).map(([key, value]) => rowOf(key, value, false));
}
