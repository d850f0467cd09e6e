import { z } from 'zod';

/**
 * The admin back office (spec 3 §2.3, §5, §8): the list arguments every admin table sends, and the forms of the
 * Send Mail modal, the add-course modal, the inline row edit, the mentor invitation and the hand-marked transfer.
 * The server parses each admin operation's input with these, so both sides answer with the spec's messages.
 */

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** Longest search text: a name, an e-mail or a date, never a paragraph. */
export const ADMIN_SEARCH_MAX = 200;

export const ADMIN_MESSAGES = {
  badSort: 'This list cannot be sorted by that column',
  badColumn: 'This list cannot be searched by that column',
  mailTitle: 'Validation Error',
  mailDescription: 'Please fill all field ',
  mailSent: 'Mail Sent Successfully',
  deleted: 'Deleted successfully',
  deleteFailed: 'An error occured',
  courseAdded: 'Added successfully',
  courseFailed: 'An error occured, check the console for details',
  statusFailed: 'Something went wrong!',
  language: 'Please input your Course Language',
  title: 'Give your course a title',
  topics: 'Input some topics you will cover',
  videoUrl: 'Please enter a valid url',
  duration: 'Recommend a min duration for this course in hours',
  description: 'Give your course a description',
  mentors: 'You must select at least one mentor',
  mentorNotAccepted: 'Only accepted mentors can teach a course',
  infoMessage: 'Write what you need to know from the applicant',
  reference: 'Enter the transfer reference',
  inviteEmail: 'Please enter a valid email',
  inviteFirstname: 'First Name is required',
  inviteLastname: 'Last Name is required',
  inviteExists: 'This e-mail already has a mentor record',
} as const;

const M = ADMIN_MESSAGES;

/** 'Please Input {title}!' (spec 3 §5 'Inline row edit'), for the column being edited. */
export const inlineEditMessage = (title: string) => `Please Input ${title}!`;

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

const searchText = z.string().trim().max(ADMIN_SEARCH_MAX, `Search at most ${ADMIN_SEARCH_MAX} characters`);

/**
 * One page of an admin list: offset paging (the table's pager and serial numbers need the total), a search over the
 * list's searchable columns, one sortable column and per-column searches (ANDed). Which columns exist is each list's
 * allow-list on the server; anything else is refused there.
 */
export const AdminListInputSchema = z.object({
  offset: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? 0),
  limit: z
    .number()
    .int()
    .min(1)
    .max(ADMIN_MAX_PAGE_SIZE, `At most ${ADMIN_MAX_PAGE_SIZE} rows per page`)
    .nullish()
    .transform((v) => v ?? ADMIN_PAGE_SIZE),
  search: searchText.nullish().transform((v) => v || null),
  sortBy: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || 'createdAt'),
  sortDirection: z
    .enum(sortDirections)
    .nullish()
    .transform((v) => v ?? 'DESC'),
  columns: z
    .array(z.object({ column: z.string().trim().min(1).max(64), value: searchText }))
    .max(20)
    .nullish()
    .transform((v) => (v ?? []).filter((c) => c.value !== '')),
});
export type AdminListInput = z.input<typeof AdminListInputSchema>;
export type AdminListQuery = z.output<typeof AdminListInputSchema>;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** The Send Mail modal (spec 3 §5): all three required, the message at least 11 characters. */
export const SendAdminMailSchema = z.object({
  email: z
    .string({ error: M.mailDescription })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.mailDescription }).max(320)),
  subject: required(M.mailDescription, 200),
  message: z.string({ error: M.mailDescription }).trim().min(11, M.mailDescription).max(20_000, M.mailDescription),
});
export type SendAdminMailInput = z.input<typeof SendAdminMailSchema>;

const uuidList = z
  .array(z.uuid({ error: M.mentors }), { error: M.mentors })
  .min(1, M.mentors)
  .max(20);

/** Comma-separated topics become a list (the form may send either). */
const topics = z
  .union([z.string(), z.array(z.string())], { error: M.topics })
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((t) => t.trim()).filter((t) => t !== ''))
  .pipe(z.array(z.string().max(100)).min(1, M.topics).max(30));

/** The add-course modal on /add-courses (spec 3 §5 'Admin add-course'). */
export const AdminCourseSchema = z.object({
  language: required(M.language, 60),
  title: required(M.title, 150),
  topics,
  videoUrl: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: M.videoUrl })
        .max(2000)
        .nullable(),
    ),
  duration: z.number({ error: M.duration }).int(M.duration).min(1, M.duration).max(10_000, M.duration),
  description: required(M.description, 20_000),
  mentorIds: uuidList,
});
export type AdminCourseInput = z.input<typeof AdminCourseSchema>;
export type AdminCourse = z.output<typeof AdminCourseSchema>;

/** The inline row edit of the /add-courses table: each edited cell non-empty ('Please Input {title}!'). */
export const AdminCourseEditSchema = z.object({
  title: required(inlineEditMessage('Title'), 150).optional(),
  language: required(inlineEditMessage('Language'), 60).optional(),
  duration: z
    .number({ error: inlineEditMessage('Duration') })
    .int(inlineEditMessage('Duration'))
    .min(1, inlineEditMessage('Duration'))
    .max(10_000)
    .optional(),
});
export type AdminCourseEditInput = z.input<typeof AdminCourseEditSchema>;

export const RequestMentorInfoSchema = z.object({ message: required(M.infoMessage, 5_000) });

export const MarkTransferPaidSchema = z.object({ reference: required(M.reference, 100) });

/** /add-mentors: who to invite. */
export const InviteMentorSchema = z.object({
  email: z
    .string({ error: M.inviteEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.inviteEmail }).max(320)),
  firstname: required(M.inviteFirstname, 100),
  lastname: required(M.inviteLastname, 100),
});
export type InviteMentorInput = z.input<typeof InviteMentorSchema>;

/**
 * What each admin list can be searched (search box, per-column search) and sorted by: the server's allow-lists
 * (modules/admin/admin-lists.repo.ts, kept equal by its test), for the tables' sortable columns and the bootcamp
 * page's per-column search. Any other column is refused as BAD_USER_INPUT.
 */
export const ADMIN_LIST_COLUMNS = {
  listMentorApplications: {
    search: ['name', 'email', 'phone', 'specialization', 'experience', 'country', 'status', 'createdAt'],
    sort: ['createdAt', 'firstname', 'status'],
  },
  listBookAmentors: {
    search: ['fullName', 'email', 'phone', 'course', 'detailCourseName', 'type', 'createdAt'],
    sort: ['createdAt', 'fullName'],
  },
  listBookKidmentors: {
    search: ['parentName', 'parentEmail', 'parentPhone', 'interest', 'createdAt'],
    sort: ['createdAt', 'parentName'],
  },
  listContactUss: { search: ['fullName', 'email', 'message', 'createdAt'], sort: ['createdAt', 'fullName'] },
  listBootcamps: {
    search: [
      'fullName',
      'email',
      'phone',
      'country',
      'source',
      'track',
      'whyLearnTheCourse',
      'doYouHaveAlaptop',
      'createdAt',
    ],
    sort: ['createdAt', 'fullName'],
  },
  listWebinarAttendees: {
    search: ['fullName', 'email', 'phone', 'source', 'createdAt'],
    sort: ['createdAt', 'fullName'],
  },
  listBookAdvisories: {
    search: ['fullName', 'email', 'phone', 'source', 'callDate', 'createdAt'],
    sort: ['createdAt', 'fullName', 'callAt'],
  },
  listAdminCourses: { search: ['title', 'language', 'createdAt'], sort: ['createdAt', 'title'] },
  listMentorReviewsForModeration: { search: ['name', 'email', 'message', 'createdAt'], sort: ['createdAt', 'stars'] },
  listOutboxMails: { search: ['to', 'template', 'createdAt'], sort: ['createdAt'] },
  listAuditLog: {
    search: ['actorEmail', 'action', 'targetType', 'targetId', 'createdAt'],
    sort: ['createdAt', 'action'],
  },
} as const;
export type AdminListOperation = keyof typeof ADMIN_LIST_COLUMNS;
