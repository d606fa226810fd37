import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { batchInput, demoClassInput, fieldNoun, slotInput } from './index.ts';

/** Each field's message, as a form shows the first of its issues. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** What zod says on its own, which no person should read (issue 65). */
const RAW = /expected|Too small|Too big|Invalid input|Invalid option|>0/;

describe('the one error map (issue 65)', () => {
  it('names a field as a person says it', () => {
    expect(['centreId', 'feePlanId', 'startTime', 'subjectIds'].map(fieldNoun)).toEqual([
      'centre',
      'fee plan',
      'start time',
      'subject',
    ]);
  });

  it('says "Choose a centre." on Add batch saved with no centre, as the web form sends it', () => {
    const errors = messagesOf(batchInput, { code: '', name: '', centreId: 0, capacity: 0, startsOn: '' });
    expect(errors.centreId).toBe('Choose a centre.');
    for (const message of Object.values(errors)) expect(message).not.toMatch(RAW);
  });

  it('says a sentence for every field of Time Allocation → Add a slot saved empty', () => {
    const errors = messagesOf(slotInput, {
      weekday: 0,
      teacherId: 0,
      subjectId: null,
      roomId: null,
      startTime: '',
      endTime: '',
      fromDate: '',
      toDate: '',
    });
    expect(errors).toMatchObject({ weekday: 'Choose a day of the week.', teacherId: 'Choose a teacher.' });
    for (const message of Object.values(errors)) expect(message).not.toMatch(RAW);
  });

  it('says a sentence for every field of Demo Classes → Schedule saved empty', () => {
    const errors = messagesOf(demoClassInput, {
      subjectId: 0,
      teacherId: 0,
      centreId: null,
      date: '',
      startTime: '',
      endTime: '',
    });
    expect(errors).toMatchObject({ subjectId: 'Choose a subject.', teacherId: 'Choose a teacher.' });
    for (const message of Object.values(errors)) expect(message).not.toMatch(RAW);
  });

  it('fills in what a schema left unsaid, and leaves a schema’s own message alone', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      email: z.string(),
      seats: z.number().int().max(10),
      batchIds: z.array(z.number()).min(1),
      own: z.string().min(1, 'Say something.'),
    });
    expect(messagesOf(schema, { name: '', seats: 11, batchIds: [], own: '' })).toEqual({
      name: 'Please fill in the name.',
      email: 'Please fill in the email.',
      seats: 'The seats can be at most 10.',
      batchIds: 'Choose at least one batch.',
      own: 'Say something.',
    });
  });
});
