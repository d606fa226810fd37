import type { dashboard as en } from '../en/dashboard.ts';
import type { Strings } from '../index.ts';

/** The dashboard's trends (decision 095), in Hindi (`tDashboard` when Hindi is active). */
export const dashboard: Strings<typeof en> = {
  trends: {
    title: 'रुझान',
    intro: 'पिछले बारह महीने, और पिछले बारह सप्ताह की उपस्थिति।',
    loading: 'रुझान लोड हो रहे हैं…',
    failed: 'रुझान लोड नहीं हो सके: {message}',
    chartLoading: 'चार्ट लोड हो रहा है…',
    csv: 'CSV डाउनलोड करें',
    csvOf: '{what} CSV में डाउनलोड करें',
    month: 'महीना',
    week: 'सप्ताह (से)',
    collections: {
      title: 'बकाया के सामने वसूली',
      collected: 'वसूल',
      due: 'बकाया हुआ',
      chartLabel: 'महीने के अनुसार वसूल और बकाया: {values}',
      chartValue: '{month} में {due} में से {collected} वसूल',
    },
    enquiries: {
      title: 'पूछताछ और प्रवेश',
      received: 'पूछताछ',
      admitted: 'इनमें से प्रवेश',
      admissions: 'प्रवेश',
      chartLabel: 'महीने के अनुसार पूछताछ और प्रवेश: {values}',
      chartValue: '{month} में {received} पूछताछ, {admissions} प्रवेश',
    },
    attendance: {
      title: 'सप्ताह के अनुसार उपस्थिति',
      marks: 'प्रविष्टियाँ',
      present: 'उपस्थित',
      percent: 'उपस्थिति',
      noMarks: '—',
      chartLabel: 'सप्ताह के अनुसार उपस्थिति: {values}',
      chartValue: '{week} से सप्ताह {percent}',
    },
  },
};
