import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BlogPostDto } from './blog-post';
import { PrismicBlogSource } from './prismic';

/**
 * A stand-in for a Prismic repository (REST API v2): `/api/v2` answers the refs, `/api/v2/documents/search`
 * answers documents for the current master ref only (an old ref gets a 404, as when Prismic publishes).
 */
let prismic: FakeHttpServer;
let t: TestApp;
let masterRef = 'ref-1';
let searchDown = false;

const document = (id: string, title: string, date: string) => ({
  id,
  uid: id,
  type: 'blog_post',
  first_publication_date: date,
  last_publication_date: date,
  tags: [],
  lang: 'en-us',
  data: {
    title: [{ type: 'heading1', text: title, spans: [] }],
    short_text: `About ${title}`,
    post_image: { url: `https://images.prismic.io/blog/${id}.png`, alt: null, dimensions: { width: 800, height: 450 } },
    category: {
      id: 'cat',
      type: 'category',
      data: { category_name: [{ type: 'heading2', text: 'Careers', spans: [] }] },
    },
  },
});

beforeAll(async () => {
  prismic = await startFakeHttpServer((req, res) => {
    if (req.url.pathname === '/api/v2') {
      return sendJson(res, 200, {
        refs: [
          { id: 'preview', ref: 'ref-preview', label: 'Preview', isMasterRef: false },
          { id: 'master', ref: masterRef, label: 'Master', isMasterRef: true },
        ],
      });
    }
    if (req.url.pathname === '/api/v2/documents/search') {
      if (searchDown) return sendJson(res, 503, { error: 'unavailable' });
      if (req.url.searchParams.get('ref') !== masterRef) return sendJson(res, 404, { message: 'Ref not found' });
      const pageSize = Number(req.url.searchParams.get('pageSize'));
      const results = [
        document('XnEwPost', 'Newest post', '2026-05-02T10:00:00+0000'),
        document('XnOldPost', 'Older post', '2026-04-01T10:00:00+0000'),
        { id: 'XnBare', first_publication_date: null, data: { title: 'A key-text title' } },
      ].slice(0, pageSize);
      return sendJson(res, 200, { page: 1, results_per_page: pageSize, total_results_size: results.length, results });
    }
    return sendJson(res, 404, {});
  });
  t = await createTestApp({ env: { BLOG_API_URL: `${prismic.url}/api/v2`, BLOG_ACCESS_TOKEN: 'secret-token' } });
});
afterAll(async () => {
  await t.close();
  await prismic.close();
});
beforeEach(() => {
  searchDown = false;
});

const getPosts = (query = '') => t.app.http.inject({ method: 'GET', url: `/api/posts${query}` });

describe('GET /api/posts from Prismic', () => {
  it('answers the documents of the master ref in the blog shape', async () => {
    const res = await getPosts();
    expect(res.statusCode).toBe(200);
    const posts = res.json<BlogPostDto[]>();
    expect(posts[0]).toEqual({
      id: 'XnEwPost',
      first_publication_date: '2026-05-02T10:00:00+0000',
      data: {
        short_text: 'About Newest post',
        post_image: { url: 'https://images.prismic.io/blog/XnEwPost.png' },
        title: [{ text: 'Newest post' }],
        category: { data: { category_name: [{ text: 'Careers' }] } },
      },
    });
    // A sparse document still answers every field the page reads.
    expect(posts[2]).toEqual({
      id: 'XnBare',
      first_publication_date: '',
      data: {
        short_text: '',
        post_image: { url: '' },
        title: [{ text: 'A key-text title' }],
        category: { data: { category_name: [] } },
      },
    });
    const search = prismic.requests.find((r) => r.url.pathname.endsWith('/documents/search'));
    expect(search?.url.searchParams.get('ref')).toBe('ref-1');
    expect(search?.url.searchParams.get('q')).toBe('[[at(document.type,"blog_post")]]');
    expect(search?.url.searchParams.get('orderings')).toBe('[document.first_publication_date desc]');
    expect(search?.url.searchParams.get('access_token')).toBe('secret-token');
  });

  it('reuses the cached ref, then fetches a new one once when Prismic has published since', async () => {
    await getPosts();
    const refCalls = () => prismic.requests.filter((r) => r.url.pathname === '/api/v2').length;
    const before = refCalls();
    await getPosts();
    expect(refCalls()).toBe(before);
    masterRef = 'ref-2';
    const res = await getPosts('?limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json<BlogPostDto[]>().map((p) => p.id)).toEqual(['XnEwPost']);
    expect(refCalls()).toBe(before + 1);
  });

  it('answers 502 when Prismic fails, so the teaser hides', async () => {
    searchDown = true;
    const res = await getPosts();
    expect(res.statusCode).toBe(502);
  });
});

describe('PrismicBlogSource', () => {
  it('fetches the ref again after it is older than its time to live', async () => {
    let now = 0;
    const source = new PrismicBlogSource({ apiUrl: `${prismic.url}/api/v2/`, refTtlMs: 1000, now: () => now });
    const refCalls = () => prismic.requests.filter((r) => r.url.pathname === '/api/v2').length;
    const start = refCalls();
    await source.latest(2);
    now = 500;
    await source.latest(2);
    expect(refCalls()).toBe(start + 1);
    now = 1500;
    await source.latest(2);
    expect(refCalls()).toBe(start + 2);
  });
});
