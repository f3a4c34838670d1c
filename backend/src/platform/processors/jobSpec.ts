// A job as planned, apart from the processor that plans it (processor.ts): the job table (jobs.ts) stores these
// without knowing the app's dependencies a processor runs with.
/** A job as a processor plans it: its kind and its data, plain JSON. */
export interface JobSpec {
  kind: string;
}

export type Planned<Job extends JobSpec> = Job & {
  /** When it may run; a time-driven job (a hold lapsing, a reminder) is due later. */
  dueAt: Date;
  /** Tells apart two jobs of one kind that one event asks for. */
  key?: string;
};
