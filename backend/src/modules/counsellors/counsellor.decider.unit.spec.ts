import { describe, expect, it } from 'vitest';
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';
import { evolve, initialState } from './counsellor';
import { decide, type CounsellorCommand, type ProfileSubmission } from './counsellor.decider';

const counsellorId = '6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a21';
const file = (n: number) => ({ id: `6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a3${n}`, sha256: 'x', size: 10, contentType: 'image/png' });
const profile = {
  counsellorId,
  name: 'pd1.a.b.c',
  mobile: 'pd1.a.b.c',
  address: 'pd1.a.b.c',
  age: 30,
  qualification: 'M.A.',
  specialization: null,
  experience: null,
  location: null,
  offers: { basic: true, advanced: false, comprehensive: false },
  documents: { addressProof: file(1), qualificationCertificate: file(2), profilePhoto: file(3) },
};
const registered: CounsellorEvent = { type: 'CounsellorRegistered', data: { counsellorId } };
const submitted: CounsellorEvent = { type: 'CounsellorProfileSubmitted', data: { ...profile, discardedFiles: [] } };
const approved: CounsellorEvent = { type: 'CounsellorApproved', data: { counsellorId } };
const paused: CounsellorEvent = { type: 'CounsellorPaused', data: { counsellorId } };
const deleted: CounsellorEvent = { type: 'CounsellorDeleted', data: { counsellorId } };

const immediate = { counsellorId, mobile: profile.mobile, address: profile.address, age: 30, offers: profile.offers };
/** The approved profile sent again with `overrides`, no files picked, the name found equal to the approved one. */
const edit = (overrides: Partial<ProfileSubmission> = {}): CounsellorCommand => ({ type: 'SubmitProfile', profile: { ...profile, documents: {}, nameUnchangedFrom: profile.name, ...overrides } });
const changeRequested = (change: object, discardedFiles: string[] = []): CounsellorEvent => ({ type: 'CounsellorChangeRequested', data: { counsellorId, change, discardedFiles } });

const run = (events: CounsellorEvent[], command: CounsellorCommand) => () => decide(command, events.reduce(evolve, initialState));

describe('counsellor decider', () => {
  it('approves or rejects only a counsellor awaiting approval', () => {
    expect(run([registered, submitted], { type: 'ApproveCounsellor', counsellorId })()).toEqual([approved]);
    expect(run([registered, submitted], { type: 'RejectCounsellor', counsellorId })()).toEqual([{ type: 'CounsellorRejected', data: { counsellorId } }]);
    expect(run([registered], { type: 'ApproveCounsellor', counsellorId })).toThrow('Only a counsellor awaiting approval can be approved');
    expect(run([registered, submitted, approved], { type: 'RejectCounsellor', counsellorId })).toThrow('awaiting approval');
  });

  it('pauses only an approved counsellor and resumes only a paused one', () => {
    expect(run([registered, submitted, approved], { type: 'PauseCounsellor', counsellorId })()).toEqual([paused]);
    expect(run([registered, submitted], { type: 'PauseCounsellor', counsellorId })).toThrow('Only an approved counsellor can be paused');
    expect(run([registered, submitted, approved, paused], { type: 'ResumeCounsellor', counsellorId })()).toEqual([{ type: 'CounsellorResumed', data: { counsellorId } }]);
    expect(run([registered, submitted, approved], { type: 'ResumeCounsellor', counsellorId })).toThrow('Only a paused counsellor can be resumed');
  });

  it('keeps an approved counsellor approved when they update their profile', () => {
    const state = [registered, submitted, approved, submitted].reduce(evolve, initialState);
    expect(state.status).toBe('approved');
  });

  it('starts a stream for an account that had none when its first profile arrives', () => {
    expect(run([], { type: 'SubmitProfile', profile })()).toEqual([registered, submitted]);
  });

  it('refuses everything once deleted', () => {
    expect(run([registered, submitted, deleted], { type: 'SubmitProfile', profile })).toThrow('Counsellor not found');
    expect(run([registered, submitted, deleted], { type: 'ApproveCounsellor', counsellorId })).toThrow('Counsellor not found');
  });

  it('needs all three files on a first submission', () => {
    expect(run([registered], { type: 'SubmitProfile', profile: { ...profile, documents: { profilePhoto: file(3) } } })).toThrow('Address proof required');
  });

  it('keeps the files not sent again before approval, and discards the ones replaced', () => {
    const events = run([registered, submitted], { type: 'SubmitProfile', profile: { ...profile, qualification: 'Ph.D.', documents: { qualificationCertificate: file(4) } } })();
    expect(events).toEqual([
      { type: 'CounsellorProfileSubmitted', data: { ...profile, qualification: 'Ph.D.', documents: { ...profile.documents, qualificationCertificate: file(4) }, discardedFiles: [file(2).id] } },
    ]);
  });

  it('applies mobile, age and packages at once for an approved counsellor, with no change to review', () => {
    const offers = { basic: true, advanced: true, comprehensive: false };
    expect(run([registered, submitted, approved], edit({ mobile: 'pd1.new', age: 31, offers }))()).toEqual([
      { type: 'CounsellorDetailsUpdated', data: { ...immediate, mobile: 'pd1.new', age: 31, offers, discardedFiles: [] } },
    ]);
  });

  it('puts a new specialization, experience or location of an approved counsellor up for review, a cleared one as null', () => {
    const withTexts: CounsellorEvent = { type: 'CounsellorProfileSubmitted', data: { ...profile, experience: '6 years', location: 'Pune', discardedFiles: [] } };
    const [updated, requested] = run([registered, withTexts, approved], edit({ specialization: 'Call 98xxxxxx01 for private sessions', experience: '45 years', location: null }))();
    expect(updated).toEqual({ type: 'CounsellorDetailsUpdated', data: { ...immediate, discardedFiles: [] } });
    expect(requested).toEqual(changeRequested({ specialization: 'Call 98xxxxxx01 for private sessions', experience: '45 years', location: null }));
  });

  it('compares with texts a version 1 details update applied at once, so sending them again asks nothing', () => {
    const v1: CounsellorEvent = { type: 'CounsellorDetailsUpdated', data: { ...immediate, specialization: 'Law careers', experience: '6 years', location: null, discardedFiles: [] } };
    expect(run([registered, submitted, approved, v1], edit({ specialization: 'Law careers', experience: '6 years' }))()).toHaveLength(1);
  });

  it('puts a new qualification, name or document of an approved or paused counsellor up for review', () => {
    const [updated, requested] = run([registered, submitted, approved, paused], edit({ qualification: 'Ph.D.', nameUnchangedFrom: undefined, documents: { addressProof: file(5) } }))();
    expect(updated?.type).toBe('CounsellorDetailsUpdated');
    expect(requested).toEqual(changeRequested({ name: profile.name, qualification: 'Ph.D.', addressProof: file(5) }));
  });

  it('puts a new photo up for review: approved, the old photo is discarded; rejected, the new one', () => {
    const [updated, requested] = run([registered, submitted, approved], edit({ documents: { profilePhoto: file(6) } }))();
    expect(updated).toEqual({ type: 'CounsellorDetailsUpdated', data: { ...immediate, discardedFiles: [] } });
    expect(requested).toEqual(changeRequested({ profilePhoto: file(6) }));
    const pending = changeRequested({ profilePhoto: file(6) });
    expect(run([registered, submitted, approved, pending], { type: 'ApproveChange', counsellorId })()).toEqual([
      { type: 'CounsellorChangeApproved', data: { counsellorId, discardedFiles: [file(3).id] } },
    ]);
    expect(run([registered, submitted, approved, pending], { type: 'RejectChange', counsellorId, reason: 'pd1.r' })()).toEqual([
      { type: 'CounsellorChangeRejected', data: { counsellorId, reason: 'pd1.r', discardedFiles: [file(6).id] } },
    ]);
  });

  it('a second new photo replaces the pending one, which is discarded', () => {
    const pending = changeRequested({ experience: '7 years', profilePhoto: file(6) });
    const [, requested] = run([registered, submitted, approved, pending], edit({ documents: { profilePhoto: file(7) } }))();
    expect(requested).toEqual(changeRequested({ experience: '7 years', profilePhoto: file(7) }, [file(6).id]));
  });

  it('merges a second change into the pending one, discarding the pending files it replaces', () => {
    const pending = changeRequested({ qualification: 'Ph.D.', qualificationCertificate: file(4) });
    const [, requested] = run([registered, submitted, approved, pending], edit({ documents: { qualificationCertificate: file(7) } }))();
    expect(requested).toEqual(changeRequested({ qualification: 'Ph.D.', qualificationCertificate: file(7) }, [file(4).id]));
  });

  it('approving a change discards the documents it replaces; rejecting it discards its new files', () => {
    const pending = changeRequested({ qualification: 'Ph.D.', qualificationCertificate: file(4) });
    expect(run([registered, submitted, approved, pending], { type: 'ApproveChange', counsellorId })()).toEqual([
      { type: 'CounsellorChangeApproved', data: { counsellorId, discardedFiles: [file(2).id] } },
    ]);
    expect(run([registered, submitted, approved, pending], { type: 'RejectChange', counsellorId, reason: 'pd1.r' })()).toEqual([
      { type: 'CounsellorChangeRejected', data: { counsellorId, reason: 'pd1.r', discardedFiles: [file(4).id] } },
    ]);
  });

  it('an approved change becomes the profile the next edit is compared with', () => {
    const pending = changeRequested({ qualification: 'Ph.D.', experience: '9 years' });
    const decided: CounsellorEvent = { type: 'CounsellorChangeApproved', data: { counsellorId, discardedFiles: [] } };
    expect(run([registered, submitted, approved, pending, decided], edit({ qualification: 'Ph.D.', experience: '9 years' }))()).toHaveLength(1);
  });

  it('a rejected change leaves the approved profile the next edit is compared with', () => {
    const pending = changeRequested({ experience: '45 years' });
    const decided: CounsellorEvent = { type: 'CounsellorChangeRejected', data: { counsellorId, reason: 'pd1.r', discardedFiles: [] } };
    expect(run([registered, submitted, approved, pending, decided], edit())()).toHaveLength(1);
    expect(run([registered, submitted, approved, pending, decided], edit({ experience: '45 years' }))()[1]).toEqual(changeRequested({ experience: '45 years' }));
  });

  it('refuses to decide on a change when none is pending', () => {
    expect(run([registered, submitted, approved], { type: 'ApproveChange', counsellorId })).toThrow('There is no change waiting for review');
    expect(run([registered, submitted, approved], { type: 'RejectChange', counsellorId, reason: 'pd1.r' })).toThrow('There is no change waiting for review');
  });

  it("carries the admin's sealed reason on a rejected application", () => {
    expect(run([registered, submitted], { type: 'RejectCounsellor', counsellorId, reason: 'pd1.r' })()).toEqual([{ type: 'CounsellorRejected', data: { counsellorId, reason: 'pd1.r' } }]);
  });
});
