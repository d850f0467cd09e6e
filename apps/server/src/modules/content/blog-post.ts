import type { BlogPostRow } from './content.repo';

/**
 * A blog post in the shape the web's blog teaser reads (spec 1 §3: the original blog service's /api/posts, which
 * returned Prismic documents). Both sources, Prismic and our own table, answer in this shape.
 */
export interface BlogPostDto {
  id: string;
  first_publication_date: string;
  data: {
    short_text: string;
    post_image: { url: string };
    title: { text: string }[];
    category: { data: { category_name: { text: string }[] } };
  };
}

/** Where posts come from: Prismic when BLOG_API_URL is set, otherwise the posts in our database. */
export interface BlogSource {
  latest(limit: number): Promise<BlogPostDto[]>;
}

export const BLOG_DEFAULT_LIMIT = 12;
export const BLOG_MAX_LIMIT = 50;

/** A post of our own table. Its public id is the slug: the blog's post pages are addressed by it. */
export function blogPostFromRow(row: BlogPostRow): BlogPostDto {
  return {
    id: row.slug,
    first_publication_date: row.publishedAt.toISOString(),
    data: {
      short_text: row.shortText,
      post_image: { url: row.image },
      title: [{ text: row.title }],
      category: { data: { category_name: [{ text: row.category }] } },
    },
  };
}
