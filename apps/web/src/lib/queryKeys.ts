import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The query keys of the resources that more than one feature shows or changes, one factory per
 * resource (a feature keeps the keys only it uses in its own api/). Each factory's keys share its
 * first part, so `invalidateQueries({ queryKey: <factory>.all })` refreshes every view of it.
 */

/**
 * Fees, and every view of a student's money: the statement (the fees screens' drawer and the student
 * profile read the same entry), pending lists, the day book, receipts, the collect picker's
 * balances and payment links. A payment, cancellation, bounce, concession, coupon, fine or
 * allotment refreshes all of it with `useMoneyMoved`.
 */
export const feeKeys = {
  all: ['fees'] as const,
  heads: ['fees', 'heads'] as const,
  plans: ['fees', 'plans'] as const,
  planList: (query: object) => ['fees', 'plans', 'list', query] as const,
  plan: (id: number) => ['fees', 'plans', 'one', id] as const,
  pending: ['fees', 'pending'] as const,
  pendingList: (query: object) => ['fees', 'pending', 'list', query] as const,
  statement: (studentId: number) => ['fees', 'statement', studentId] as const,
  batches: ['fees', 'batches'] as const,
  choices: ['fees', 'choices'] as const,
  coupons: ['fees', 'coupons'] as const,
  couponList: (query: object) => ['fees', 'coupons', 'list', query] as const,
  online: ['fees', 'online'] as const,
  paymentLinks: (studentId: number) => ['fees', 'payment-links', studentId] as const,
  dayBook: ['fees', 'collections'] as const,
  dayBookPage: (query: object) => ['fees', 'collections', 'page', query] as const,
  months: (query: object) => ['fees', 'collections', 'months', query] as const,
  cashiers: ['fees', 'collections', 'cashiers'] as const,
  /** The students found to collect from, with what each owes. */
  collectStudents: (q: string) => ['fees', 'students', q] as const,
  receipt: (id: number) => ['fees', 'receipt', id] as const,
};

/** Students: the list, a profile and what hangs off it (its batches change with allotments). */
export const studentKeys = {
  all: ['students'] as const,
  list: (params: object) => ['students', 'list', params] as const,
  lists: ['students', 'list'] as const,
  one: (id: number) => ['students', 'one', id] as const,
  choices: ['students', 'choices'] as const,
  guardians: (mobile: string) => ['students', 'guardians', mobile] as const,
  batches: (id: number) => ['students', 'batches', id] as const,
  allBatches: ['students', 'batches'] as const,
  draft: (enquiryId: number | null) => ['students', 'draft', enquiryId] as const,
};

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After money moved: every view of every student's money is fetched again (those on screen now,
 * the rest when next shown), except `fresh`, an entry the call's own answer has just filled.
 */
export function useMoneyMoved() {
  const queryClient = useQueryClient();
  return (fresh?: QueryKey) =>
    queryClient.invalidateQueries({
      queryKey: feeKeys.all,
      predicate: (query) => !fresh || !sameKey(query.queryKey, fresh),
    });
}

/** Who a calendar shows: one batch's classes or one teacher's. */
export interface CalendarOwner {
  /** Whose calendar: a batch's, teacher's, room's, centre's, or the whole institute's (id 0). */
  kind: 'batch' | 'teacher' | 'room' | 'centre' | 'institute';
  id: number;
}

/** The calendars (components/calendar and features/calendars): a moved class refreshes them all. */
export const calendarKeys = {
  all: ['calendars'] as const,
  sessions: (owner: CalendarOwner, from: string, to: string) =>
    ['calendars', 'sessions', owner.kind, owner.id, from, to] as const,
  bookings: (owner: CalendarOwner, from: string, to: string) =>
    ['calendars', 'bookings', owner.kind, owner.id, from, to] as const,
  upcoming: (filters: object) => ['calendars', 'upcoming', filters] as const,
  feed: (teacherId: number) => ['calendars', 'feed', teacherId] as const,
  batches: ['calendars', 'batches'] as const,
  centres: ['calendars', 'centres'] as const,
  teachers: (q: string, id: number | null) => ['calendars', 'teachers', q, id] as const,
};

/** The timetable (features/timetable): a slot, a class or a holiday can change any of it; a moved class too. */
export const timetableKeys = {
  all: ['timetable'] as const,
  batch: (batchId: number) => ['timetable', 'batch', batchId] as const,
  sessions: (batchId: number, from: string, to: string) =>
    ['timetable', 'sessions', batchId, from, to] as const,
  holidays: (year: number) => ['timetable', 'holidays', year] as const,
  batches: ['timetable', 'batches'] as const,
  centres: ['timetable', 'centres'] as const,
  toCover: (from: string, to: string) => ['timetable', 'to-cover', from, to] as const,
  teachers: ['timetable', 'teachers'] as const,
};
