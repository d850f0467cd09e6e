import { graphql, type ResultOf } from '../../core/graphql/graphql';

// A mentor's busy calendars (issue 37): the pasted addresses (listed masked), their busy times, and the sessions
// booked over one of them.

export const MyBusyCalendarsQuery = graphql(`
  query MyBusyCalendars {
    myBusyCalendars {
      id
      kind
      url
      lastFetchedAt
      lastError
      busyCount
    }
  }
`);

export const AddBusyCalendarMutation = graphql(`
  mutation AddBusyCalendar($url: String!) {
    addBusyCalendar(url: $url) {
      id
      url
      lastFetchedAt
      lastError
      busyCount
    }
  }
`);

export const RemoveBusyCalendarMutation = graphql(`
  mutation RemoveBusyCalendar($id: ID!) {
    removeBusyCalendar(id: $id)
  }
`);

export const MyBusyTimesQuery = graphql(`
  query MyBusyTimes($from: DateTime!, $to: DateTime!) {
    myBusyTimes(from: $from, to: $to) {
      start
      end
    }
  }
`);

export const MyCalendarClashesQuery = graphql(`
  query MyCalendarClashes {
    myCalendarClashes {
      sessionId
      start
      end
      learnerName
      busyStart
      busyEnd
    }
  }
`);

export const KeepCalendarClashMutation = graphql(`
  mutation KeepCalendarClash($sessionId: ID!, $busyStart: DateTime!, $busyEnd: DateTime!) {
    keepCalendarClash(sessionId: $sessionId, busyStart: $busyStart, busyEnd: $busyEnd)
  }
`);

/** The mentor moves a clashing session (rescheduleSession, as the learner's page does; signed in, so no token). */
export const MoveClashedSessionMutation = graphql(`
  mutation MoveClashedSession($id: ID!, $start: DateTime!) {
    rescheduleSession(id: $id, start: $start) {
      id
      start
    }
  }
`);

export type BusyCalendar = ResultOf<typeof MyBusyCalendarsQuery>['myBusyCalendars'][number];
export type CalendarClash = ResultOf<typeof MyCalendarClashesQuery>['myCalendarClashes'][number];
