import { screenTitles } from './screens/payroll.ts';

/** The payroll area's strings in English (`tPayroll`): the video, pay structures, pay runs, payslips. */
export const payroll = {
  video: {
    title: screenTitles.PayrollVideo,
    intro: "Your institute's payroll help video, set by the owner.",
    noVideo: 'No video found!',
    frameTitle: 'Payroll help video',
    loadFailed: 'Failed to fetch the payroll video.',
    address: 'Video address',
    addressHint: 'https://www.youtube-nocookie.com/embed/…',
    save: 'Save video',
    clear: 'Remove video',
    saved: 'The payroll video is saved.',
    cleared: 'The payroll video is removed.',
    saveFailed: 'The payroll video could not be saved.',
    ownerSets: "Only the organisation's owner sets this video.",
  },
};
