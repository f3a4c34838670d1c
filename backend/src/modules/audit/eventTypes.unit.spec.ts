// The list of event types an auditor picks from is every type the contracts define: none left out (a new contract whose
// events were not given their sentences would be missing), none invented.
import { describe, expect, it } from 'vitest';
import * as contracts from '@margdarshak/contracts/events';
import { knownEventType, knownEventTypes } from './eventTypes';

const isDefinition = (value: unknown) => typeof value === 'object' && value !== null && 'version' in value && 'schema' in value;

/** Every key of every exported object of event definitions ({Type: {version, schema}}). */
const contractTypes = (Object.values(contracts) as unknown[])
  .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isDefinition))
  .flatMap((definitions) => Object.keys(definitions));

describe('the known event types', () => {
  it('are exactly the types the event contracts define, sorted', () => {
    expect(contractTypes.length).toBeGreaterThan(50);
    expect(knownEventTypes).toEqual([...new Set(contractTypes)].sort());
  });

  it('are found by their name in any case, and nothing else is', () => {
    expect(knownEventType('paymentverified')).toBe('PaymentVerified');
    expect(knownEventType('REFUNDISSUED')).toBe('RefundIssued');
    expect(knownEventType('PaymentVerifie')).toBeUndefined();
    expect(knownEventType('')).toBeUndefined();
  });
});
