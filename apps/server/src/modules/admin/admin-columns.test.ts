import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_COLUMNS, type AdminListOperation } from '@eazy2con/shared/validation/admin';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client';
import { adminList, type AdminListName } from '../read-models/admin-lists.repo';

/** Which server list each GraphQL list field reads. */
const listOf: Record<AdminListOperation, AdminListName[]> = {
  listMentorApplications: ['mentorApplications'],
  listBookAmentors: ['bookAmentors', 'customBookAmentors'],
  listBookKidmentors: ['bookKidmentors'],
  listContactUss: ['contactUs'],
  listBootcamps: ['bootcamps'],
  listWebinarAttendees: ['webinarAttendees'],
  listBookAdvisories: ['bookAdvisories'],
  listAdminCourses: ['courses'],
  listMentorReviewsForModeration: ['mentorReviews'],
  listOutboxMails: ['outboxMails'],
  listAuditLog: ['auditLog'],
};

// The kids list builds its union from a handle; building it runs no query, so a stand-in is enough here.
const db = drizzle.mock() as unknown as Db;

describe('admin list columns', () => {
  it('are the same on the server as in the shared list the web reads', () => {
    for (const [operation, names] of Object.entries(listOf) as [AdminListOperation, AdminListName[]][]) {
      for (const name of names) {
        const { spec } = adminList(db, name);
        expect(Object.keys(spec.searchable), `${operation} search`).toEqual([...ADMIN_LIST_COLUMNS[operation].search]);
        expect(Object.keys(spec.sortable), `${operation} sort`).toEqual([...ADMIN_LIST_COLUMNS[operation].sort]);
      }
    }
  });
});
