import type { AdminListName } from './admin-list-types';

/** A CSV column: its header and how a row's cell is read. */
export interface CsvColumn {
  header: string;
  value: (row: Record<string, unknown>) => unknown;
}

const field = (key: string, header: string): CsvColumn => ({ header, value: (row) => row[key] });
const paidColumn: CsvColumn = {
  header: 'Payment',
  value: (row) => (row.paymentStatus === 'PAID' ? 'Paid' : 'Not Paid'),
};
const transferColumn: CsvColumn = { header: 'Bank Transfer', value: (row) => (row.transferOption ? 'Yes' : 'No') };
const created = field('createdAt', 'Created');
const naira: CsvColumn = {
  header: 'Amount (NGN)',
  value: (row) => (typeof row.amountKobo === 'number' ? row.amountKobo / 100 : ''),
};

/**
 * The lists that export as CSV (GET /api/admin/export/<slug>.csv): which admin list each slug reads, with the
 * same search, sort and filter as the page, and the columns written. Admin-only fields (e-mails, phones) are in:
 * the route is for admins only.
 */
export const csvExports: Record<string, { list: AdminListName; customList?: AdminListName; columns: CsvColumn[] }> = {
  'mentor-applications': {
    list: 'mentorApplications',
    columns: [
      field('firstname', 'First Name'),
      field('lastname', 'Last Name'),
      field('email', 'Email'),
      field('phone', 'Phone'),
      field('country', 'Country'),
      field('specialization', 'Specialization'),
      field('yrsOfexperience', 'Experience'),
      field('status', 'Status'),
      created,
    ],
  },
  'book-amentors': {
    list: 'bookAmentors',
    customList: 'customBookAmentors',
    columns: [
      field('fullName', 'Full Name'),
      field('email', 'Email'),
      field('phone', 'Phone'),
      field('type', 'Plan'),
      field('course', 'Course'),
      field('detailCourseName', 'Course Name'),
      field('startDate', 'Start'),
      field('endDate', 'End'),
      { header: 'Status', value: (row) => row.status ?? 'Not Started' },
      naira,
      paidColumn,
      transferColumn,
      created,
    ],
  },
  'book-kidmentors': {
    list: 'bookKidmentors',
    columns: [
      field('kind', 'Kind'),
      field('parentName', 'Parent Name'),
      field('parentEmail', 'Parent Email'),
      field('parentPhone', 'Parent Phone'),
      field('noOfKids', 'Kids'),
      field('childAge', 'Child Age'),
      field('interest', 'Interest'),
      naira,
      paidColumn,
      transferColumn,
      created,
    ],
  },
  'contact-us': {
    list: 'contactUs',
    columns: [field('fullName', 'Full Name'), field('email', 'Email'), field('message', 'Message'), created],
  },
  bootcamps: {
    list: 'bootcamps',
    columns: [
      field('fullName', 'Full Name'),
      field('email', 'Email'),
      field('phone', 'Phone'),
      field('country', 'Country'),
      field('source', 'Source'),
      field('track', 'Track'),
      field('whyLearnTheCourse', 'Why Learn'),
      field('doYouHaveAlaptop', 'Laptop'),
      naira,
      paidColumn,
      transferColumn,
      created,
    ],
  },
  'webinar-attendees': {
    list: 'webinarAttendees',
    columns: [
      field('fullName', 'Full Name'),
      field('email', 'Email'),
      field('phone', 'Phone'),
      field('source', 'Source'),
      field('joinMailList', 'Mail List'),
      created,
    ],
  },
  'book-advisories': {
    list: 'bookAdvisories',
    columns: [
      field('fullName', 'Full Name'),
      field('email', 'Email'),
      field('phone', 'Phone'),
      field('source', 'Source'),
      field('callDate', 'Call Date'),
      field('callTime', 'Call Time'),
      created,
    ],
  },
  courses: {
    list: 'courses',
    columns: [
      field('title', 'Title'),
      field('language', 'Language'),
      field('durationHours', 'Duration (hours)'),
      field('video', 'Video URL'),
      created,
    ],
  },
  'audit-log': {
    list: 'auditLog',
    columns: [
      field('actorEmail', 'Admin'),
      field('action', 'Action'),
      field('targetType', 'Target Type'),
      field('targetId', 'Target'),
      { header: 'Before', value: (row) => (row.before == null ? '' : JSON.stringify(row.before)) },
      { header: 'After', value: (row) => (row.after == null ? '' : JSON.stringify(row.after)) },
      created,
    ],
  },
};
