import type { ObjectRef } from '@pothos/core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSize, type Page } from '../lib/paging';
import { builder } from './builder';

/**
 * The page object type of a list: `items` and the `nextToken` that reads the next page (null on the last). Every
 * list answers with one, built here, so the shape and its cost are the same everywhere.
 */
export function pageRef<T>(name: string, item: ObjectRef<typeof builder.$inferSchemaTypes, T>, description?: string) {
  return builder.objectRef<Page<T>>(name).implement({
    description: description ?? `A page of ${item.name}`,
    fields: (t) => ({
      // The list field that returns this page already counts its items (pageCost); counting them again here
      // would square the estimate.
      items: t.field({ type: [item], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', {
        nullable: true,
        description: 'Pass as `nextToken` to read the next page; null on the last page',
      }),
    }),
  });
}

/** The page arguments every list takes: `args: { ...pageArgs, filter: … }`. */
export const pageArgs = builder.args((t) => ({
  limit: t.int({ description: `Items per page (${DEFAULT_PAGE_SIZE} when not given, at most ${MAX_PAGE_SIZE})` }),
  nextToken: t.string({ description: 'The nextToken of the previous page' }),
}));

/** A paged list field's cost: what it selects counts once per item the page may hold. */
export const pageCost = (args: { limit?: number | null }) => ({ field: 1, multiplier: pageSize(args.limit) });
