import { describe, expect, it } from 'vitest';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENT_KEYS,
  defaultTemplate,
  messageValues,
  renderTemplate,
  smsParts,
  templateProblem,
} from './catalogue.ts';
import { mobileNumber, toE164 } from '../phone.ts';
import { recipientRef, testMessageBody } from './api.ts';

describe('message templates', () => {
  it('every default template of every event and language uses only its own variables', () => {
    for (const event of MESSAGE_EVENT_KEYS)
      for (const channel of MESSAGE_CHANNELS)
        for (const language of ['en', 'hi'] as const) {
          const { subject, body } = defaultTemplate(event, channel, language);
          expect(templateProblem(event, `${subject} ${body}`), `${event} ${channel} ${language}`).toBeNull();
        }
  });

  it('names every unknown variable and says which ones the event may use', () => {
    expect(templateProblem('fee.reminder', 'Pay {{amount}} by {{dueDay}} for {{ student }}')).toBe(
      'Unknown variables {{dueDay}}, {{student}}. A “Fee reminder” message can use {{instituteName}}, {{recipientName}}, {{studentName}}, {{amount}}, {{dueDate}}.',
    );
    expect(templateProblem('fee.reminder', 'Pay {{amount}} by {{ dueDate }}')).toBeNull();
  });

  it('fills variables in Indian formats and escapes them when asked', () => {
    const values = messageValues({ amount: 12_345_600, dueDate: '2026-12-10', studentName: 'A "B"' });
    expect(renderTemplate('{{studentName}}: {{amount}} by {{dueDate}}{{nothing}}', values)).toBe(
      'A "B": ₹1,23,456.00 by 10 Dec 2026',
    );
    // An SMS says "Rs.": one ₹ would make it Unicode, 70 characters a part (issue 65).
    const sms = renderTemplate(
      'Fee {{amount}} due {{dueDate}}',
      messageValues({ amount: 2_300_000, dueDate: '2026-12-10' }, 'sms'),
    );
    expect(sms).toBe('Fee Rs. 23,000.00 due 10 Dec 2026');
    expect(smsParts(sms).unicode).toBe(false);
    const json = renderTemplate('{"m":"{{studentName}}"}', values, (v) => JSON.stringify(v).slice(1, -1));
    expect(JSON.parse(json)).toEqual({ m: 'A "B"' });
  });

  it('counts SMS parts: 160 plain characters, 70 once Hindi or ₹ appear', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ parts: 1, unicode: false });
    expect(smsParts('a'.repeat(161))).toEqual({ parts: 2, unicode: false });
    expect(smsParts('₹'.repeat(70))).toEqual({ parts: 1, unicode: true });
    expect(smsParts('नमस्ते'.repeat(12))).toEqual({ parts: 2, unicode: true });
  });
});

describe('mobile numbers and recipients', () => {
  it('normalises Indian numbers as people write them, and numbers abroad, to E.164', () => {
    for (const written of ['98765 43210', '098765-43210', '+91 98765 43210', '919876543210'])
      expect(mobileNumber.parse(written)).toBe('+919876543210');
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(mobileNumber.safeParse('12345').success).toBe(false);
    expect(mobileNumber.safeParse('98765 4321').error?.issues[0]?.message).toBe(
      'Please enter a valid mobile number.',
    );
  });

  it('checks a test message’s address against its channel', () => {
    expect(testMessageBody.safeParse({ channel: 'sms', to: 'a@b.in' }).success).toBe(false);
    expect(testMessageBody.parse({ channel: 'email', to: 'A@B.in' })).toEqual({
      channel: 'email',
      to: 'a@b.in',
    });
    expect(recipientRef.safeParse('guardian:12').success).toBe(true);
    expect(recipientRef.safeParse('guardian:0').success).toBe(false);
  });
});
