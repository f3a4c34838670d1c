import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { testTypes, type RiasecResult, type TestType } from '@margdarshak/contracts/assessments/tests';
import { formatSessionDate, groupByBooking, releaseBadge, studentLabel } from './resultGroups';

// The result itself plays no part in these rules: every record carries the same small RIASEC result.
const riasec: RiasecResult = {
  hollandCode: 'SAE',
  realistic: 10,
  investigative: 20,
  artistic: 30,
  social: 35,
  enterprising: 25,
  conventional: 5,
  careerSuggestions: ['Teacher'],
  interpretation: 'Enjoys people.',
  totalQuestions: 60,
  profile: {
    code: 'SAE',
    title: 'The Mentor',
    tagline: 'Helps others grow',
    summary: 'Summary',
    strengths: ['Listening'],
    challenges: ['Saying no'],
    career_clusters: [{ cluster: 'Education', examples: ['TISS Mumbai'] }],
    action_plan: ['Volunteer'],
    riasec_distribution: { R: 2, I: 2, A: 8, S: 10, E: 6, C: 2 },
  },
  profileMatch: 'exact',
};

type Overrides = Partial<Omit<CounsellorTestRecord, 'detailedResults' | 'testData'>>;

const record = (bookingId: string, testType: TestType, overrides: Overrides = {}): CounsellorTestRecord => ({
  id: `${bookingId}-${testType}`,
  bookingId,
  testType,
  studentName: 'Asha Rao',
  studentEmail: 'asha@example.in',
  packageName: 'Comprehensive Career Plan',
  packageType: 'comprehensive',
  sessionDate: '2026-11-20T05:30:00.000Z',
  completedAt: '2026-11-21T05:30:00.000Z',
  isViewedByCounsellor: true,
  isReleasedToStudent: false,
  counsellorNotes: null,
  detailedResults: riasec,
  testData: riasec,
  comprehensiveReportId: null,
  bookingCancelled: false,
  ...overrides,
});

const allThree = (bookingId: string, overrides: Overrides = {}) => testTypes.map((t) => record(bookingId, t, overrides));

const arbitraryRecord = fc
  .record({
    booking: fc.constantFrom('b1', 'b2', 'b3', 'b4'),
    testType: fc.constantFrom(...testTypes),
    viewed: fc.boolean(),
    released: fc.boolean(),
    packageName: fc.constantFrom('Comprehensive Career Plan', 'COMPREHENSIVE', 'Advanced Guidance', 'Basic Session'),
    reportId: fc.option(fc.constant('r1')),
  })
  .map((r) =>
    record(r.booking, r.testType, {
      isViewedByCounsellor: r.viewed,
      isReleasedToStudent: r.released,
      packageName: r.packageName,
      comprehensiveReportId: r.reportId,
    }),
  );
// One record per booking and test type, with each booking's package fixed by its first record.
const arbitraryRecords = fc.array(arbitraryRecord, { maxLength: 12 }).map((records) => {
  const pkg = new Map<string, string>();
  const unique = new Map<string, CounsellorTestRecord>();
  for (const r of records) {
    if (!pkg.has(r.bookingId)) pkg.set(r.bookingId, r.packageName);
    unique.set(r.id, { ...r, packageName: pkg.get(r.bookingId) ?? r.packageName });
  }
  return [...unique.values()];
});

describe('grouping by booking (dashboards §2)', () => {
  it('puts every test in exactly one group, its booking, with groups in the order the server sent them', () => {
    fc.assert(
      fc.property(arbitraryRecords, (records) => {
        const groups = groupByBooking(records);
        expect(groups.map((g) => g.bookingId)).toEqual([...new Set(records.map((r) => r.bookingId))]);
        for (const group of groups) {
          const ids = group.tests.map((t) => t.record.id).sort();
          expect(ids).toEqual(
            records
              .filter((r) => r.bookingId === group.bookingId)
              .map((r) => r.id)
              .sort(),
          );
        }
      }),
    );
  });

  it("orders a group's tests RIASEC, Big Five, MI", () => {
    const [group] = groupByBooking([record('b1', 'multiple_intelligences'), record('b1', 'riasec'), record('b1', 'bigfive')]);
    expect(group?.tests.map((t) => t.record.testType)).toEqual(['riasec', 'bigfive', 'multiple_intelligences']);
  });

  it('counts a test seen twice (overlapping pages) once', () => {
    const [group] = groupByBooking([record('b1', 'riasec'), record('b1', 'riasec', { isViewedByCounsellor: false })]);
    expect(group?.tests).toHaveLength(1);
    expect(group?.isNew).toBe(false);
  });

  it('dates the session in India time, 12-hour', () => {
    expect(formatSessionDate('2026-11-20T05:30:00.000Z')).toBe('20 Nov 2026, 11:00 am');
    expect(formatSessionDate('2026-11-20T20:00:00.000Z')).toBe('21 Nov 2026, 1:30 am');
  });

  it('names the student, or their e-mail when the name is empty', () => {
    expect(studentLabel({ studentName: 'Asha Rao', studentEmail: 'asha@example.in' })).toBe('Asha Rao');
    expect(studentLabel({ studentName: '', studentEmail: 'asha@example.in' })).toBe('asha@example.in');
    expect(studentLabel({ studentName: '   ', studentEmail: 'asha@example.in' })).toBe('asha@example.in');
  });
});

describe('badges', () => {
  it('shows New exactly when some test of the group is not yet viewed', () => {
    fc.assert(
      fc.property(arbitraryRecords, (records) => {
        for (const group of groupByBooking(records)) expect(group.isNew).toBe(group.tests.some((t) => !t.record.isViewedByCounsellor));
      }),
    );
  });

  it('shows Released when all are released, Partially Released when only some, nothing when none', () => {
    expect(releaseBadge([{ isReleasedToStudent: true }, { isReleasedToStudent: true }])).toBe('Released');
    expect(releaseBadge([{ isReleasedToStudent: true }, { isReleasedToStudent: false }])).toBe('Partially Released');
    expect(releaseBadge([{ isReleasedToStudent: false }])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), (released) => {
        const badge = releaseBadge(released.map((isReleasedToStudent) => ({ isReleasedToStudent })));
        const count = released.filter(Boolean).length;
        expect(badge).toBe(count === 0 ? null : count === released.length ? 'Released' : 'Partially Released');
      }),
    );
  });
});

describe('checkmarks', () => {
  it("ticks the completed tests and lists, unticked, the package's tests not yet done", () => {
    const [advanced] = groupByBooking([record('b1', 'riasec', { packageName: 'Advanced Guidance', packageType: 'advanced' })]);
    expect(advanced?.checklist).toEqual([
      { testType: 'riasec', complete: true },
      { testType: 'multiple_intelligences', complete: false },
    ]);
    const [comprehensive] = groupByBooking([record('b2', 'bigfive')]);
    expect(comprehensive?.checklist).toEqual([
      { testType: 'riasec', complete: false },
      { testType: 'bigfive', complete: true },
      { testType: 'multiple_intelligences', complete: false },
    ]);
  });

  it('ticks every completed test and nothing else', () => {
    fc.assert(
      fc.property(arbitraryRecords, (records) => {
        for (const group of groupByBooking(records)) {
          const ticked = group.checklist.filter((c) => c.complete).map((c) => c.testType);
          expect(ticked).toEqual(group.tests.map((t) => t.record.testType));
        }
      }),
    );
  });
});

describe('release buttons', () => {
  it('offers one Release Comprehensive Report, and no per-test Release, when a comprehensive package has all three done', () => {
    const [group] = groupByBooking(allThree('b1'));
    expect(group?.comprehensive).toBe('Release Comprehensive Report');
    expect(group?.tests.map((t) => t.release)).toEqual([false, false, false]);
  });

  it('offers Update to Comprehensive Report once a comprehensive report exists', () => {
    const [group] = groupByBooking(allThree('b1', { comprehensiveReportId: 'r1', isReleasedToStudent: true }));
    expect(group?.comprehensive).toBe('Update to Comprehensive Report');
    expect(group?.comprehensiveReportId).toBe('r1');
  });

  it('reads comprehensive in the package name in any case', () => {
    expect(groupByBooking(allThree('b1', { packageName: 'The COMPREHENSIVE plan' }))[0]?.comprehensive).toBe('Release Comprehensive Report');
    expect(groupByBooking(allThree('b1', { packageName: 'Complete plan' }))[0]?.comprehensive).toBeNull();
  });

  it('offers a Release button on each unreleased test while the comprehensive report is not offered', () => {
    const [group] = groupByBooking([record('b1', 'riasec', { isReleasedToStudent: true }), record('b1', 'bigfive')]);
    expect(group?.comprehensive).toBeNull();
    expect(group?.tests.map((t) => [t.record.testType, t.release])).toEqual([
      ['riasec', false],
      ['bigfive', true],
    ]);
  });

  it('offers the comprehensive report exactly for a comprehensive package with all three tests, and per-test Release otherwise on unreleased tests', () => {
    fc.assert(
      fc.property(arbitraryRecords, (records) => {
        for (const group of groupByBooking(records)) {
          const complete = group.tests.length === testTypes.length;
          const comprehensive = group.packageName.toLowerCase().includes('comprehensive') && complete;
          expect(group.comprehensive !== null).toBe(comprehensive);
          if (group.comprehensive) {
            const hasReport = group.tests.some((t) => t.record.comprehensiveReportId !== null);
            expect(group.comprehensive).toBe(hasReport ? 'Update to Comprehensive Report' : 'Release Comprehensive Report');
          }
          for (const t of group.tests) expect(t.release).toBe(!comprehensive && !t.record.isReleasedToStudent);
        }
      }),
    );
  });

  it('marks a cancelled session’s results and offers no release on them', () => {
    const [group] = groupByBooking(allThree('b1', { bookingCancelled: true }));
    expect(group?.cancelled).toBe(true);
    expect(group?.comprehensive).toBeNull();
    expect(group?.tests.map((t) => t.release)).toEqual([false, false, false]);
  });
});
