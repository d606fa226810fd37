import type { search as en } from '../en/search.ts';
import type { Strings } from '../index.ts';

/** The quick search's strings in Hindi (`tSearch` when Hindi is active). */
export const search: Strings<typeof en> = {
  title: 'खोजें',
  label: 'विद्यार्थी, पूछताछ, शिक्षक और रसीदें खोजें',
  placeholder: 'नाम, मोबाइल या कोई नंबर',
  hint: '↑ और ↓ से चुनें, खोलने के लिए Enter और बंद करने के लिए Esc दबाएँ।',
  results: 'नतीजे',
  searching: 'खोज रहे हैं…',
  nothingFound: '“{q}” से कुछ नहीं मिला।',
  nothingSearchable: 'आपके मेनू में ऐसा कोई रिकॉर्ड नहीं जो यह खोज ढूँढती है।',
  failed: 'खोज नहीं हो पाई: {message}',
  recent: 'हाल की खोजें',
  clearRecent: 'हाल की खोजें मिटाएँ',
  noRecent: 'कम से कम दो अक्षर या अंक लिखें।',
  kinds: {
    students: 'विद्यार्थी',
    enquiries: 'पूछताछ',
    teachers: 'शिक्षक',
    receipts: 'रसीदें',
  },
  student: {
    admission: 'प्रवेश सं. {number}',
    balance: '{amount} बकाया',
    nothingDue: 'कुछ बकाया नहीं',
  },
  enquiry: {
    number: 'पूछताछ सं. {number}',
    followUp: '{day} को फ़ॉलो-अप',
  },
  teacher: { inactive: 'निष्क्रिय' },
};
