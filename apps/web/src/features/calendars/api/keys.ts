/** Who a calendar shows: one batch's classes or one teacher's. */
export interface CalendarOwner {
  kind: 'batch' | 'teacher';
  id: number;
}

/** Query keys of the calendars: everything starts with 'calendars', so a moved class refreshes it all. */
export const calendarKeys = {
  all: ['calendars'] as const,
  sessions: (owner: CalendarOwner, from: string, to: string) =>
    ['calendars', 'sessions', owner.kind, owner.id, from, to] as const,
  upcoming: (filters: object) => ['calendars', 'upcoming', filters] as const,
  feed: (teacherId: number) => ['calendars', 'feed', teacherId] as const,
  batches: ['calendars', 'batches'] as const,
  centres: ['calendars', 'centres'] as const,
  teachers: (q: string, id: number | null) => ['calendars', 'teachers', q, id] as const,
};
