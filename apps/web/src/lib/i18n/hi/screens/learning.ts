import type { screenTitles as en } from '../../en/screens/learning.ts';
import type { Strings } from '../../types.ts';

/** The learning screens' titles in Hindi, by FrmName (English's: ../../en/screens/learning.ts). */
export const screenTitles: Strings<typeof en> = {
  ChapterDetails: 'अध्याय विवरण',
  LMS: 'अध्ययन सामग्री',
  LMS_Video: 'वीडियो लाइब्रेरी',
  LearnVideo: 'पढ़ाई के वीडियो',
  ClassVideo: 'क्लास गतिविधि वीडियो',
  SimulationVideo: 'सिमुलेशन वीडियो',
};
