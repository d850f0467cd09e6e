import { useEffect, useState } from 'react';
import { z } from 'zod';

/** Spec 1 §7: the blog request gives up after 360 000 ms. */
const BLOG_TIMEOUT_MS = 360_000;

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

export type BlogPost = z.output<typeof PostSchema>;

export type BlogPostsState = { status: 'loading' } | { status: 'loaded'; posts: BlogPost[] } | { status: 'failed' };

/** The blog teaser's posts from /api/posts (our server: Prismic or its own posts). */
export function useBlogPosts(): BlogPostsState {
  const [state, setState] = useState<BlogPostsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let unmounted = false;
    const timer = setTimeout(() => controller.abort(), BLOG_TIMEOUT_MS);
    fetch('/api/posts', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/api/posts answered HTTP ${response.status}`);
        const posts = z.array(PostSchema).parse(await response.json());
        if (!unmounted) setState({ status: 'loaded', posts });
      })
      .catch((error: unknown) => {
        if (unmounted) return;
        // Spec 1 §8: a blog failure is only logged; the teaser disappears.
        console.error('blog posts could not be loaded', error);
        setState({ status: 'failed' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      unmounted = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return state;
}
