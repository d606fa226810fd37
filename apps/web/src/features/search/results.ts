import { QUICK_SEARCH_KINDS, TEACHER_ID_STORAGE_KEY, formatMobile } from '@kaksha/contracts';
import type { QuickSearchKind, QuickSearchResult } from '@kaksha/contracts';
import { fmt } from '../../lib/i18n/index.ts';
import { tCollections } from '../../lib/i18n/collections.ts';
import { tEnquiries } from '../../lib/i18n/enquiries.ts';
import { tSearch } from '../../lib/i18n/search.ts';
import { tStudents } from '../../lib/i18n/students.ts';

const s = tSearch;

/** One record the quick search offers: what it shows and where Enter takes the desk. */
export interface SearchOption {
  /** Unique in the list: `students-12`. */
  key: string;
  kind: QuickSearchKind;
  title: string;
  /** The key facts, shown after the title a dot apart. */
  facts: string[];
  href: string;
  /** A teacher opens on the details screen, which reads the teacher's id from storage. */
  teacherId?: number;
}

export interface SearchGroup {
  kind: QuickSearchKind;
  options: SearchOption[];
}

interface Formats {
  money: (paise: number) => string;
  calendarDate: (day: string) => string;
  screenHref: (frmName: string) => string;
}

/** The result's kinds in their order, each its records as options; an absent or empty kind is left out. */
export function groupsOf(result: QuickSearchResult, f: Formats): SearchGroup[] {
  const groups: SearchGroup[] = [];
  for (const kind of QUICK_SEARCH_KINDS) {
    const options = optionsOf(kind, result, f);
    if (options.length > 0) groups.push({ kind, options });
  }
  return groups;
}

function optionsOf(kind: QuickSearchKind, result: QuickSearchResult, f: Formats): SearchOption[] {
  const facts = (...values: (string | null | undefined | false)[]) => values.filter((v): v is string => !!v);
  switch (kind) {
    case 'students':
      return (result.students ?? []).map((r) => ({
        key: `students-${r.id}`,
        kind,
        title: r.name,
        facts: facts(
          fmt(s.student.admission, { number: r.admissionNumber }),
          r.className,
          r.batches,
          r.status !== 'active' && tStudents.statuses[r.status],
          r.balance !== null &&
            (r.balance > 0 ? fmt(s.student.balance, { amount: f.money(r.balance) }) : s.student.nothingDue),
          r.guardianMobile && formatMobile(r.guardianMobile),
        ),
        href: `${f.screenHref('StudentProfile')}&student=${r.id}`,
      }));
    case 'enquiries':
      return (result.enquiries ?? []).map((r) => ({
        key: `enquiries-${r.id}`,
        kind,
        title: r.studentName,
        facts: facts(
          fmt(s.enquiry.number, { number: r.id }),
          tEnquiries.stages[r.stage],
          r.className,
          r.guardianName,
          formatMobile(r.mobile),
          r.nextFollowUp && fmt(s.enquiry.followUp, { day: f.calendarDate(r.nextFollowUp) }),
        ),
        href: `${f.screenHref('ManageEnquiry')}&enquiry=${r.id}`,
      }));
    case 'teachers':
      return (result.teachers ?? []).map((r) => ({
        key: `teachers-${r.id}`,
        kind,
        title: r.name,
        facts: facts(!r.active && s.teacher.inactive, formatMobile(r.mobile), r.email),
        href: '/panels',
        teacherId: r.id,
      }));
    case 'receipts':
      return (result.receipts ?? []).map((r) => ({
        key: `receipts-${r.id}`,
        kind,
        title: r.number,
        facts: facts(
          f.money(r.amount),
          f.calendarDate(r.receivedOn),
          r.studentName,
          r.status !== 'valid' && tCollections.statuses[r.status],
        ),
        href: `${f.screenHref('ReceiptPopup')}&receipt=${r.id}`,
      }));
  }
}

/** Before opening a teacher: the details screen shows the teacher whose id is stored (as the directory does). */
export function chooseTeacher(id: number): void {
  try {
    window.localStorage.setItem(TEACHER_ID_STORAGE_KEY, String(id));
    // The details screen, if open, follows the change.
    window.dispatchEvent(new StorageEvent('storage', { key: TEACHER_ID_STORAGE_KEY }));
  } catch {
    // Storage refused (a private window): the details screen says no teacher is chosen.
  }
}
