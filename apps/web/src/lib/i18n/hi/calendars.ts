import type { calendars as en } from '../en/calendars.ts';
import type { Strings } from '../index.ts';

/**
 * The calendars' strings in Hindi (`tCalendars` when Hindi is active): Batch Calendar, Teacher
 * Calendar and Upcoming Classes.
 */
export const calendars: Strings<typeof en> = {
  batch: {
    title: 'बैच कैलेंडर',
    intro:
      'बैच की क्लास, परीक्षाएँ और कार्यक्रम महीने, सप्ताह या दिन के हिसाब से, और उसकी छुट्टियाँ; विवरण के लिए किसी को खोलें।',
    batch: 'बैच',
    pickBatch: 'बैच चुनें',
    noBatchFound: 'कोई योजनाबद्ध या चालू बैच मेल नहीं खाता।',
    pickFirst: 'क्लास देखने के लिए बैच चुनें।',
    otherBatch: 'बैच {id}',
    batchesFailed: 'बैच लोड नहीं हो सके।',
    calendarOf: '{name} का कैलेंडर',
  },
  teacher: {
    title: 'शिक्षक कैलेंडर',
    intro:
      'शिक्षक की सभी बैच की क्लास, डेमो क्लास, परीक्षाएँ, कार्यक्रम और अवकाश, छुट्टियाँ, और किसी कैलेंडर ऐप में इन्हें देखने का एक पता।',
    teacher: 'शिक्षक',
    pickTeacher: 'शिक्षक चुनें',
    searchHint: 'खोजने के लिए नाम लिखें',
    noTeacherFound: 'कोई सक्रिय शिक्षक मेल नहीं खाता।',
    moreTeachers: 'पहले सौ दिख रहे हैं; दूसरों को ढूँढने के लिए नाम का और हिस्सा लिखें।',
    pickFirst: 'क्लास देखने के लिए शिक्षक चुनें।',
    otherTeacher: 'शिक्षक {id}',
    teachersFailed: 'शिक्षक लोड नहीं हो सके।',
    calendarOf: '{name} का कैलेंडर',
    myDay: '{name} का दिन',
    myDayIntro: 'एक दिन में शिक्षक का सब कुछ, क्रम से: क्लास, डेमो क्लास, परीक्षा ड्यूटी, कार्यक्रम और अवकाश।',
    day: 'दिन',
  },
  feed: {
    heading: 'सब्सक्राइब करें',
    intro:
      'इस समय-सारणी को Google Calendar, Outlook या Apple Calendar में देखें: पता कॉपी करें, फिर “Add calendar → From URL” चुनें (Apple: File → New Calendar Subscription)। ऐप हर कुछ घंटों में बदलाव देखता है।',
    secret:
      'जिसके पास यह पता है वह ये क्लास देख सकता है। अगर गलती से साझा हो गया हो, तो नया पता बनाएँ: पुराना पता काम करना बंद कर देगा।',
    address: 'कैलेंडर का पता',
    copy: 'कॉपी करें',
    copied: 'कॉपी हो गया',
    copyAddress: 'कैलेंडर का पता कॉपी करें',
    off: 'कैलेंडर का पता बंद है।',
    make: 'पता बनाएँ',
    remake: 'नया पता बनाएँ',
    turnOff: 'बंद करें',
    remakeTitle: 'नया पता बनाएँ?',
    remakeQuestion: 'पुराना पता काम करना बंद कर देगा।',
    remakeDetails: 'जो कैलेंडर इसका उपयोग करते हैं, वे नया पता मिलने तक अपडेट नहीं होंगे।',
    turnOffTitle: 'पता बंद करें?',
    turnOffQuestion: 'जो कैलेंडर इस पते का उपयोग करते हैं, वे अपडेट होना बंद कर देंगे।',
    cancel: 'रद्द करें',
    made: 'नया कैलेंडर पता तैयार है।',
    turnedOff: 'कैलेंडर का पता बंद है।',
    loadFailed: 'कैलेंडर का पता लोड नहीं हो सका।',
    failed: 'कैलेंडर का पता बदला नहीं जा सका।',
  },
  upcoming: {
    title: 'आने वाली क्लास',
    intro: 'आज की और अगले सात दिनों की क्लास, पूरे संस्थान की या किसी एक केंद्र, शिक्षक या बैच की।',
    filters: 'फ़िल्टर',
    centre: 'केंद्र',
    allCentres: 'सभी केंद्र',
    teacher: 'शिक्षक',
    allTeachers: 'सभी शिक्षक',
    batch: 'बैच',
    allBatches: 'सभी बैच',
    loading: 'क्लास लोड हो रही हैं…',
    loadFailed: 'क्लास लोड नहीं हो सकीं।',
    empty: 'अगले 7 दिनों में कोई क्लास नहीं है।',
    today: 'आज',
    tomorrow: 'कल',
    dayClasses: '{day} की क्लास',
    more: 'और क्लास दिखाएँ',
    allShown: 'अगले 7 दिनों की सभी क्लास यही हैं।',
    now: 'अभी चल रही है',
    join: 'जुड़ें',
    joinFor: '{time} पर {batch} से जुड़ें (दूसरी साइट खुलेगी)',
    refreshed: '{time} पर अपडेट हुआ; हर मिनट ताज़ा होता है।',
  },
};
