// The report samples are answered by the simulation's students from fixed seeds: each must still be the case it is
// named for, or `npm run report:sample` would quietly stop showing it (a change to the model or the limits can move them).
import { describe, expect, it } from 'vitest';
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import { helplineDue } from './reading';
import { sampleReportInputs } from './sampleReports';

describe('the report samples', () => {
  const samples = sampleReportInputs();

  it('read in full where they are named for a student whose answers support a reading', () => {
    for (const name of ['riasec', 'bigfive', 'multiple_intelligences', 'comprehensive', 'comprehensive-hindi', 'comprehensive-mixed', 'low-moods'] as const) {
      const { riasec, bigfive, multipleIntelligences } = samples[name];
      if (riasec) expect(withheldReason({ type: 'riasec', data: riasec }), name).toBeNull();
      if (bigfive) expect(withheldReason({ type: 'bigfive', data: bigfive }), name).toBeNull();
      if (multipleIntelligences) expect(withheldReason({ type: 'multiple_intelligences', data: multipleIntelligences }), name).toBeNull();
    }
  });

  it('withhold exactly the reading each withheld sample is named for', () => {
    const riasecOf = (name: 'no-clear-code' | 'doubtful-riasec') => withheldReason({ type: 'riasec', data: samples[name].riasec ?? expect.fail(name) });
    expect(riasecOf('no-clear-code')).toBe('noCode');
    expect(riasecOf('doubtful-riasec')).toBe('doubtful');
    expect(withheldReason({ type: 'multiple_intelligences', data: samples['flat-mi'].multipleIntelligences ?? expect.fail('flat-mi') })).toBe('flat');
    expect(withheldReason({ type: 'multiple_intelligences', data: samples['doubtful-mi'].multipleIntelligences ?? expect.fail('doubtful-mi') })).toBe('doubtful');
    expect(withheldReason({ type: 'bigfive', data: samples['doubtful-bigfive'].bigfive ?? expect.fail('doubtful-bigfive') })).toBe('doubtful');
  });

  it('show the helpline in the low-moods sample only', () => {
    expect(helplineDue(samples['low-moods'].bigfive)).toBe(true);
    expect(helplineDue(samples.comprehensive.bigfive)).toBe(false);
  });
});
