import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOG_DEFAULT_LIMIT, BLOG_MAX_LIMIT } from './blog-post';
import type { ContentService } from './content.service';

const PostsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BLOG_MAX_LIMIT).default(BLOG_DEFAULT_LIMIT),
});

/**
 * REST routes of the content module. `GET /api/posts` answers the blog teaser in the shape the original blog
 * service used (a plain array of posts), so the page reads it as the spec describes.
 */
export function registerContentRoutes(http: FastifyInstance, services: { content: ContentService }): void {
  http.get('/api/posts', async (req, reply) => {
    const query = PostsQuery.safeParse(req.query);
    if (!query.success) {
      return reply.status(400).send({ error: `limit must be a whole number from 1 to ${BLOG_MAX_LIMIT}` });
    }
    try {
      const posts = await services.content.latestBlogPosts(query.data.limit);
      return await reply.header('Cache-Control', 'public, max-age=60').send(posts);
    } catch (error) {
      req.log.error({ err: error }, 'blog posts could not be loaded');
      return reply.status(502).send({ error: 'The blog is not available right now' });
    }
  });
}
