import { useEffect, useState } from 'react';
import { readBlogPosts, type BlogPost } from './blog-post-shape';

/** Spec 1 §7: the blog request gives up after 360 000 ms. */
const BLOG_TIMEOUT_MS = 360_000;

export type { BlogPost };

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
        const posts = readBlogPosts(await response.json());
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
