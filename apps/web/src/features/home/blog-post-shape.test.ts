import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBlogPosts } from './blog-post-shape';

// The zod schema the teaser used before issue 38: the reader without zod must answer the same.
const textList = z.array(z.object({ text: z.string() })).catch([]);
const PostSchema = z.object({
  id: z.string(),
  first_publication_date: z.string().catch(''),
  data: z.object({
    short_text: z.string().catch(''),
    post_image: z.object({ url: z.string() }).catch({ url: '' }),
    title: textList,
    category: z.object({ data: z.object({ category_name: textList }) }).catch({ data: { category_name: [] } }),
  }),
});
const withZod = (answer: unknown) => z.array(PostSchema).parse(answer);

const answers: unknown[] = [
  [],
  [
    {
      id: 'a',
      first_publication_date: '2026-11-02T10:00:00+0000',
      extra: 1,
      data: {
        short_text: 'Short',
        post_image: { url: 'https://x/y.png', alt: 'dropped' },
        title: [{ text: 'Title', spans: [] }],
        category: { data: { category_name: [{ text: 'Tech' }] } },
      },
    },
  ],
  [{ id: 'b', data: {} }],
  [{ id: 'c', first_publication_date: 3, data: { short_text: null, post_image: 'no', title: [{ text: 1 }] } }],
  [{ id: 'd', data: { category: { data: { category_name: 'x' } }, title: 'x' } }],
];

describe('readBlogPosts', () => {
  it.each(answers.map((answer, i) => [i, answer]))('reads answer %i as the zod schema did', (_i, answer) => {
    expect(readBlogPosts(answer)).toEqual(withZod(answer));
  });

  it.each([[{}], [[{ data: {} }]], [[{ id: 'e' }]], [[null]]])('refuses %j as the zod schema did', (answer) => {
    expect(() => withZod(answer)).toThrow();
    expect(() => readBlogPosts(answer)).toThrow();
  });
});
