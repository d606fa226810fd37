import { formatCalendarDate, formatMoney } from '../format.ts';
import type { MessageLanguage } from '../institute.ts';

/**
 * What Kaksha says to guardians, students and staff (the Messages area): the events an area may
 * notify, the variables each may use, and the default words in English and Hindi. An organisation may
 * rewrite any template; what it has not rewritten comes from here.
 */

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** SMS and WhatsApp wait for the end of quiet hours; email does not wake anyone. */
export const QUIET_CHANNELS: readonly MessageChannel[] = ['sms', 'whatsapp'];
/** No SMS or WhatsApp from 21:00 to 08:00 in the institute's time zone: they are held, then sent. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

type VariableKind = 'text' | 'money' | 'date';
interface VariableSpec {
  kind: VariableKind;
  /** What the preview shows. Money is paise, a date is YYYY-MM-DD, as areas pass them. */
  sample: string | number;
}

/** Every variable a template may use. An event names the ones it provides. */
export const MESSAGE_VARIABLES = {
  instituteName: { kind: 'text', sample: 'Sunrise Academy' },
  recipientName: { kind: 'text', sample: 'Meera Sharma' },
  studentName: { kind: 'text', sample: 'Aarav Sharma' },
  batchName: { kind: 'text', sample: 'JEE 2027 Morning' },
  subjectName: { kind: 'text', sample: 'Physics' },
  teacherName: { kind: 'text', sample: 'Ravi Kumar' },
  date: { kind: 'date', sample: '2026-11-28' },
  time: { kind: 'text', sample: '16:30–17:30' },
  venue: { kind: 'text', sample: 'Andheri centre, Room 2' },
  amount: { kind: 'money', sample: 1_250_000 },
  dueDate: { kind: 'date', sample: '2026-12-10' },
  receiptNumber: { kind: 'text', sample: 'RCP/2026-27/00042' },
  admissionNumber: { kind: 'text', sample: 'ADM/2026-27/0107' },
  examName: { kind: 'text', sample: 'Unit Test 3' },
  month: { kind: 'text', sample: 'November 2026' },
  link: { kind: 'text', sample: 'https://example.org/r/7Hq2' },
  days: { kind: 'text', sample: '1 Nov 2026 to 3 Nov 2026' },
  reason: { kind: 'text', sample: 'Diwali' },
  title: { kind: 'text', sample: 'Parents’ meeting on Saturday' },
  message: { kind: 'text', sample: 'The parents’ meeting is on Saturday at 11:00 at the Andheri centre.' },
} as const satisfies Record<string, VariableSpec>;
export type MessageVariable = keyof typeof MESSAGE_VARIABLES;

/** Every message can name the institute and the person it goes to. */
const COMMON: MessageVariable[] = ['instituteName', 'recipientName'];

interface Words {
  subject: string;
  /** The message itself; email wraps it in a greeting and a sign-off, SMS and WhatsApp sign it. */
  text: string;
}
interface EventSpec {
  label: string;
  variables: MessageVariable[];
  words: Record<MessageLanguage, Words>;
}

export const MESSAGE_EVENTS = {
  test: {
    label: 'Test message',
    variables: [],
    words: {
      en: {
        subject: 'Test message from {{instituteName}}',
        text: 'This is a test message from {{instituteName}}. If you can read it, this channel works.',
      },
      hi: {
        subject: '{{instituteName}} से परीक्षण संदेश',
        text: 'यह {{instituteName}} का परीक्षण संदेश है। यदि आप इसे पढ़ पा रहे हैं, तो यह माध्यम काम कर रहा है।',
      },
    },
  },
  announcement: {
    label: 'Announcement',
    variables: ['title', 'message'],
    words: {
      en: { subject: '{{title}}', text: '{{title}}: {{message}}' },
      hi: { subject: '{{title}}', text: '{{title}}: {{message}}' },
    },
  },
  'enquiry.received': {
    label: 'Enquiry received',
    variables: ['studentName'],
    words: {
      en: {
        subject: 'Thank you for your enquiry',
        text: 'Thank you for your enquiry about {{studentName}}. Our team will call you soon.',
      },
      hi: {
        subject: 'आपकी पूछताछ के लिए धन्यवाद',
        text: '{{studentName}} के बारे में पूछताछ के लिए धन्यवाद। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
      },
    },
  },
  'demo.invited': {
    label: 'Demo class invitation',
    variables: ['studentName', 'subjectName', 'teacherName', 'date', 'time', 'venue'],
    words: {
      en: {
        subject: 'Demo class: {{subjectName}} on {{date}}',
        text: '{{studentName}} is invited to a free {{subjectName}} demo class on {{date}} at {{time}}, {{venue}}.',
      },
      hi: {
        subject: 'डेमो क्लास: {{subjectName}}, {{date}}',
        text: '{{studentName}} को {{date}} को {{time}} बजे {{venue}} में {{subjectName}} की निःशुल्क डेमो क्लास के लिए आमंत्रित किया गया है।',
      },
    },
  },
  'classes.cancelled': {
    label: 'Classes cancelled (holiday)',
    variables: ['studentName', 'batchName', 'days', 'reason'],
    words: {
      en: {
        subject: 'No classes: {{batchName}}, {{days}}',
        text: 'There are no {{batchName}} classes for {{studentName}} on {{days}} ({{reason}}). Classes resume as per the timetable.',
      },
      hi: {
        subject: 'कक्षाएँ नहीं: {{batchName}}, {{days}}',
        text: '{{days}} को {{studentName}} की {{batchName}} कक्षाएँ नहीं होंगी ({{reason}})। कक्षाएँ समय-सारिणी के अनुसार फिर से शुरू होंगी।',
      },
    },
  },
  'admission.confirmed': {
    label: 'Admission confirmed',
    variables: ['studentName', 'admissionNumber', 'date'],
    words: {
      en: {
        subject: 'Admission confirmed: {{studentName}}',
        text: 'Welcome! {{studentName}} is admitted from {{date}}. Admission no. {{admissionNumber}}.',
      },
      hi: {
        subject: 'प्रवेश की पुष्टि: {{studentName}}',
        text: 'स्वागत है! {{studentName}} का प्रवेश {{date}} से हो गया है। प्रवेश संख्या {{admissionNumber}}।',
      },
    },
  },
  'fee.receipt': {
    label: 'Fee receipt',
    // {{link}}: the receipt's PDF, opened without signing in (an email also carries it attached).
    variables: ['studentName', 'amount', 'receiptNumber', 'date', 'link'],
    words: {
      en: {
        subject: 'Fee receipt {{receiptNumber}}',
        text: 'Received {{amount}} for {{studentName}} on {{date}}. Receipt no. {{receiptNumber}}: {{link}}',
      },
      hi: {
        subject: 'शुल्क रसीद {{receiptNumber}}',
        text: '{{studentName}} के लिए {{date}} को {{amount}} प्राप्त हुए। रसीद संख्या {{receiptNumber}}: {{link}}',
      },
    },
  },
  'fee.reminder': {
    label: 'Fee reminder',
    variables: ['studentName', 'amount', 'dueDate'],
    words: {
      en: {
        subject: 'Fee due on {{dueDate}}',
        text: 'A fee of {{amount}} for {{studentName}} is due on {{dueDate}}. Please ignore if already paid.',
      },
      hi: {
        subject: 'शुल्क देय तिथि {{dueDate}}',
        text: '{{studentName}} का {{amount}} शुल्क {{dueDate}} तक देय है। यदि भुगतान हो चुका है तो कृपया ध्यान न दें।',
      },
    },
  },
  'fee.payment_link': {
    label: 'Pay fees online',
    variables: ['studentName', 'amount', 'link'],
    words: {
      en: {
        subject: 'Pay {{studentName}}’s fees online',
        text: 'Fees of {{amount}} for {{studentName}} can be paid online here: {{link}}',
      },
      hi: {
        subject: '{{studentName}} का शुल्क ऑनलाइन भरें',
        text: '{{studentName}} का {{amount}} शुल्क यहाँ ऑनलाइन भरा जा सकता है: {{link}}',
      },
    },
  },
  'attendance.absent': {
    label: 'Absence alert',
    variables: ['studentName', 'date', 'batchName'],
    words: {
      en: {
        subject: '{{studentName}} was absent on {{date}}',
        text: '{{studentName}} was absent from {{batchName}} on {{date}}.',
      },
      hi: {
        subject: '{{studentName}} {{date}} को अनुपस्थित',
        text: '{{studentName}} {{date}} को {{batchName}} में अनुपस्थित रहे।',
      },
    },
  },
  'attendance.absent_run': {
    label: 'Absent several days in a row',
    variables: ['studentName', 'batchName', 'days'],
    words: {
      en: {
        subject: '{{studentName}} has been absent {{days}} times in a row',
        text: '{{studentName}} has been absent from {{batchName}} {{days}} times in a row. Please get in touch with the institute.',
      },
      hi: {
        subject: '{{studentName}} लगातार {{days}} बार अनुपस्थित',
        text: '{{studentName}} {{batchName}} में लगातार {{days}} बार अनुपस्थित रहे हैं। कृपया संस्थान से संपर्क करें।',
      },
    },
  },
  'attendance.unmarked': {
    label: 'Register not marked (to the teacher)',
    variables: ['batchName', 'subjectName', 'date', 'time'],
    words: {
      en: {
        subject: 'Register not marked: {{batchName}} {{subjectName}}, {{date}}',
        text: 'The register of {{batchName}} {{subjectName}} on {{date}} ({{time}}) has not been marked. Please mark it on the Attendance screen.',
      },
      hi: {
        subject: 'रजिस्टर नहीं भरा: {{batchName}} {{subjectName}}, {{date}}',
        text: '{{batchName}} {{subjectName}} ({{date}}, {{time}}) का रजिस्टर नहीं भरा गया है। कृपया उपस्थिति स्क्रीन पर भरें।',
      },
    },
  },
  'exam.results': {
    label: 'Results published',
    variables: ['studentName', 'examName', 'link'],
    words: {
      en: {
        subject: 'Results: {{examName}}',
        text: 'The results of {{examName}} for {{studentName}} are out: {{link}}',
      },
      hi: {
        subject: 'परिणाम: {{examName}}',
        text: '{{studentName}} के {{examName}} के परिणाम घोषित हो गए हैं: {{link}}',
      },
    },
  },
  'exam.report_card': {
    label: 'Report card (to the guardian, with its PDF)',
    variables: ['studentName', 'examName'],
    words: {
      en: {
        subject: 'Report card: {{studentName}}, {{examName}}',
        text: 'The report card of {{studentName}} for {{examName}} is attached.',
      },
      hi: {
        subject: 'रिपोर्ट कार्ड: {{studentName}}, {{examName}}',
        text: '{{examName}} का {{studentName}} का रिपोर्ट कार्ड संलग्न है।',
      },
    },
  },
  'payroll.payslip': {
    label: 'Payslip',
    variables: ['month', 'amount', 'link'],
    words: {
      en: {
        subject: 'Payslip for {{month}}',
        text: 'Your payslip for {{month}} is ready: net pay {{amount}}. {{link}}',
      },
      hi: {
        subject: '{{month}} की वेतन पर्ची',
        text: '{{month}} की आपकी वेतन पर्ची तैयार है: शुद्ध वेतन {{amount}}। {{link}}',
      },
    },
  },
} as const satisfies Record<string, EventSpec>;
export type MessageEvent = keyof typeof MESSAGE_EVENTS;
export const MESSAGE_EVENT_KEYS = Object.keys(MESSAGE_EVENTS) as [MessageEvent, ...MessageEvent[]];

/** The variables a template of `event` may use. */
export function variablesOf(event: MessageEvent): MessageVariable[] {
  return [...COMMON, ...MESSAGE_EVENTS[event].variables];
}

/** The template an organisation gets until it writes its own. */
export function defaultTemplate(
  event: MessageEvent,
  channel: MessageChannel,
  language: MessageLanguage,
): { subject: string; body: string } {
  const words = MESSAGE_EVENTS[event].words[language];
  const greeting = language === 'hi' ? 'प्रिय {{recipientName}},' : 'Dear {{recipientName}},';
  return channel === 'email'
    ? { subject: words.subject, body: `${greeting}\n\n${words.text}\n\n{{instituteName}}` }
    : { subject: '', body: `${words.text} - {{instituteName}}` };
}

// ---- {{variables}} ----

const VARIABLE = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The variable names `text` uses, in order of first use. */
export function variablesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(VARIABLE)) if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

/** Why `text` cannot be a template of `event` (it names a variable the event does not provide), or null. */
export function templateProblem(event: MessageEvent, text: string): string | null {
  const allowed = variablesOf(event);
  const unknown = variablesIn(text).filter((name) => !(allowed as string[]).includes(name));
  if (unknown.length === 0) return null;
  const list = (names: string[]) => names.map((n) => `{{${n}}}`).join(', ');
  return `${unknown.length === 1 ? 'Unknown variable' : 'Unknown variables'} ${list(unknown)}. A “${MESSAGE_EVENTS[event].label}” message can use ${list(allowed)}.`;
}

/** `text` with each `{{name}}` replaced by `values[name]` (passed through `escape`, if given). */
export function renderTemplate(
  text: string,
  values: Record<string, string>,
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(VARIABLE, (_all, name: string) => escape(values[name] ?? ''));
}

export type MessageData = Partial<Record<MessageVariable, string | number>>;

/**
 * Money in an SMS: `Rs. 12,500.00`, not `₹12,500.00` (issue 65, decision in the README's messages):
 * ₹ is outside the GSM alphabet, so one ₹ makes a whole SMS Unicode — 70 characters a part instead of
 * 160, two or three parts paid for instead of one. Email and WhatsApp keep ₹.
 */
export const smsMoney = (text: string) => text.replace(/₹/g, 'Rs. ');

/**
 * What each variable says: money as `₹12,500.00` (`Rs. 12,500.00` for an SMS), dates as `28 Nov
 * 2026` (`28 नव॰ 2026` in a Hindi message: the family's language, decision 096), the rest as given.
 */
export function messageValues(
  data: MessageData,
  channel?: MessageChannel,
  language: MessageLanguage = 'en',
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const spec = MESSAGE_VARIABLES[name as MessageVariable] as VariableSpec | undefined;
    values[name] =
      spec?.kind === 'money' && typeof value === 'number'
        ? channel === 'sms'
          ? smsMoney(formatMoney(value))
          : formatMoney(value)
        : spec?.kind === 'date' && typeof value === 'string'
          ? formatCalendarDate(value, language)
          : String(value);
  }
  return values;
}

/** The preview's values: every variable's sample. */
export function sampleValues(channel?: MessageChannel): Record<string, string> {
  const data: MessageData = {};
  for (const [name, spec] of Object.entries(MESSAGE_VARIABLES)) data[name as MessageVariable] = spec.sample;
  return messageValues(data, channel);
}

/**
 * How many SMS a text costs: 160 characters in one (153 per part when split) in the GSM alphabet;
 * 70 (67) once it holds anything else, such as Hindi or ₹.
 */
export function smsParts(text: string): { parts: number; unicode: boolean } {
  const unicode = !/^[\n\r !"#$%&'()*+,\-./0-9:;<=>?@A-Z_a-z£¥èéùìòÇØøÅåÆæßÉÄÖÑÜ§¿äöñüà]*$/.test(text);
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const length = [...text].length;
  return { parts: length <= single ? 1 : Math.ceil(length / multi), unicode };
}
