import { graphql } from '../../core/graphql/graphql';

/** The signed-in person's secret calendar feed address (issue 37), made by the server on the first ask. */
export const CalendarFeedUrlQuery = graphql(`
  query CalendarFeedUrl {
    me {
      calendarFeedUrl
    }
  }
`);

/** A new address; the old one stops working at once. */
export const RenewCalendarFeedMutation = graphql(`
  mutation RenewCalendarFeed {
    renewCalendarFeed
  }
`);
