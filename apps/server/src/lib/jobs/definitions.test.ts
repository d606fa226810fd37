import { describe, expect, it } from 'vitest';
import { defineJob } from './definitions.ts';

const job = (name: string) => () =>
  defineJob({ name, title: name, scope: 'organisation', schedule: null, run: async () => undefined });

describe('a job is named as the API shows it', () => {
  it('takes area.what, with hyphens', () => {
    expect(job('fees.fold-totals')).not.toThrow();
    expect(job('exams.report-cards')).not.toThrow();
  });

  // GET /jobs answered 500 for a job whose name its own contract refused (an underscore).
  it('refuses a name the contract would refuse', () => {
    expect(job('fees.fold_totals')).toThrow('fees.fold_totals: a job is named area.what');
    expect(job('Fees.day')).toThrow('a job is named area.what');
    expect(job('fees')).toThrow('a job is named area.what');
  });
});
