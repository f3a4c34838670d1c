import { describe, expect, it } from 'vitest';
import type { CounsellorEvent } from '@margdarshak/contracts/events/counsellors';
import { evolve, initialState } from './counsellor';
import { decide, type CounsellorCommand } from './counsellor.decider';

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
const submitted: CounsellorEvent = { type: 'CounsellorProfileSubmitted', data: profile };
const approved: CounsellorEvent = { type: 'CounsellorApproved', data: { counsellorId } };
const paused: CounsellorEvent = { type: 'CounsellorPaused', data: { counsellorId } };
const deleted: CounsellorEvent = { type: 'CounsellorDeleted', data: { counsellorId } };

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
});
