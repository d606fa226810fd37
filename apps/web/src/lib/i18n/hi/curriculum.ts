import type { curriculum as en } from '../en/curriculum.ts';
import type { Strings } from '../index.ts';

/**
 * The Board, Class and Subject screens' strings in Hindi (`tCurriculum` when Hindi is active).
 * `one` is the word for one (बोर्ड, कक्षा, विषय), `many` the screen's title; a feminine word
 * (कक्षा) takes feminine verbs and adjectives.
 */
const kind = (one: string, many: string, feminine: boolean, example: string, intro: string) => {
  const [first, added, updated, deleted, matches, failed] = feminine
    ? ['पहली', 'जोड़ी गई', 'बदली गई', 'हटाई गई', 'खाती', 'सकीं']
    : ['पहला', 'जोड़ा गया', 'बदला गया', 'हटाया गया', 'खाता', 'सके'];
  return {
    title: many,
    intro,
    add: `${one} जोड़ें`,
    addTitle: `${feminine ? 'नई' : 'नया'} ${one} जोड़ें`,
    editTitle: `${one} {code} बदलें`,
    table: many,
    empty: `अभी कोई ${one} नहीं है। शुरू करने के लिए ${first} ${one} जोड़ें।`,
    emptyReadOnly: `अभी कोई ${one} नहीं है।`,
    emptySearch: `“{q}” से कोई ${one} मेल नहीं ${matches}।`,
    codeHint: `एक छोटा कोड जो आपके संस्थान में दोहराया न गया हो, जैसे ${example}। अक्षर, अंक, - और _।`,
    added: `${one} {code} ${added}।`,
    updated: `${one} {code} ${updated}।`,
    deleted: `${one} {code} ${deleted}।`,
    confirmDelete: `${one} {code} ({name}) हटाएँ?`,
    loadFailed: `${many} लोड नहीं हो ${failed}।`,
    editFor: `${one} {code} बदलें`,
    deleteFor: `${one} {code} हटाएँ`,
  };
};

export const curriculum: Strings<typeof en> = {
  board: kind('बोर्ड', 'बोर्ड', false, 'CBSE', 'वे परीक्षा बोर्ड जिनके लिए आपका संस्थान पढ़ाता है।'),
  class: kind('कक्षा', 'कक्षाएँ', true, 'C10', 'वे कक्षाएँ जो आपका संस्थान पढ़ाता है।'),
  subject: kind('विषय', 'विषय', false, 'MATH', 'वे विषय जो आपका संस्थान पढ़ाता है।'),
  common: {
    search: 'खोजें',
    searchHint: 'कोड या नाम',
    sort: 'क्रम',
    sortCode: 'कोड (A–Z)',
    sortName: 'नाम (A–Z)',
    sortNewest: 'नए पहले',
    code: 'कोड',
    name: 'नाम',
    chapters: 'अध्याय',
    actions: 'कार्रवाई',
    edit: 'बदलें',
    delete: 'हटाएँ',
    save: 'सहेजें',
    cancel: 'रद्द करें',
    loading: 'लोड हो रहा है...',
    showing: '{total} में से {from}–{to}',
    pages: 'पेज',
    saveFailed: 'सहेजा नहीं जा सका: {message}',
    deleteFailed: 'हटाया नहीं जा सका: {message}',
    confirmTitle: 'कृपया पुष्टि करें',
  },
};
