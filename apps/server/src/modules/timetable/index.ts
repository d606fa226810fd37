import { timetableFigures } from './figures.repository.ts';
import { defineArea } from '../../area.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { feedRoutes } from './feeds.routes.ts';
import { holidayRoutes } from './holidays.routes.ts';
import { sessionRoutes } from './sessions.routes.ts';
import { slotRoutes } from './slots.routes.ts';
import { syllabusRoutes } from './syllabus.routes.ts';

/** The timetable: weekly slots, the classes they make, holidays, the one calendar's bookings, calendar feeds and the syllabus plan. */
export const timetable = defineArea({
  name: 'timetable',
  tags: [
    {
      name: 'timetable',
      description: 'Weekly slots, dated sessions, calendars, upcoming classes and holidays',
    },
  ],
  routes: async (api, context) => {
    await slotRoutes(api, context);
    await sessionRoutes(api, context);
    await holidayRoutes(api, context);
    await feedRoutes(api, context);
    await bookingRoutes(api, context);
    await syllabusRoutes(api, context);
  },
  figures: timetableFigures,
});
