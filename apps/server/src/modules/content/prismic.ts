import { z } from 'zod';
import type { BlogPostDto, BlogSource } from './blog-post';

/**
 * Reads blog posts from a Prismic repository (REST API v2; see docs flutterwave-contract.md §13): the master ref
 * from the API entry, then documents/search for the blog's document type, newest first. Refs change on every
 * publish and queries against an old ref fail, so the ref is cached briefly and fetched again once on a 4xx.
 */

const RepositorySchema = z.object({
  refs: z.array(z.object({ ref: z.string(), isMasterRef: z.boolean().optional() })),
});

const textList = z
  .union([z.array(z.object({ text: z.string().catch('') }).loose()), z.string().transform((text) => [{ text }])])
  .catch([]);

/** Rich text comes as a list of blocks; a key-text field comes as a string. */
const plainText = z
  .union([
    z.string(),
    z.array(z.object({ text: z.string().catch('') }).loose()).transform((b) => b.map((x) => x.text).join(' ')),
  ])
  .catch('');

const DocumentSchema = z.object({
  id: z.string(),
  first_publication_date: z.string().nullable().catch(null),
  data: z
    .object({
      title: textList,
      short_text: plainText,
      post_image: z
        .object({ url: z.string().nullable().catch(null) })
        .loose()
        .nullable()
        .catch(null),
      category: z
        .object({ data: z.object({ category_name: textList }).loose().optional().catch(undefined) })
        .loose()
        .nullable()
        .catch(null),
    })
    .loose(),
});

const SearchSchema = z.object({ results: z.array(z.unknown()) });

export interface PrismicOptions {
  apiUrl: string;
  accessToken?: string | undefined;
  documentType?: string;
  refTtlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

export class PrismicBlogSource implements BlogSource {
  private readonly apiUrl: string;
  private cachedRef: { ref: string; at: number } | null = null;

  constructor(private readonly options: PrismicOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
  }

  async latest(limit: number): Promise<BlogPostDto[]> {
    let response = await this.search(await this.masterRef(false), limit);
    if (response.status >= 400 && response.status < 500) {
      // Most likely the ref went out of date with a new publish: take the current one and try once more.
      await response.body?.cancel();
      response = await this.search(await this.masterRef(true), limit);
    }
    if (!response.ok) throw new Error(`Prismic search answered HTTP ${response.status}`);
    const body = SearchSchema.parse(await response.json());
    const posts: BlogPostDto[] = [];
    for (const result of body.results) {
      const doc = DocumentSchema.safeParse(result);
      if (doc.success) posts.push(toDto(doc.data));
    }
    return posts;
  }

  private async masterRef(refresh: boolean): Promise<string> {
    const now = (this.options.now ?? Date.now)();
    const ttl = this.options.refTtlMs ?? 30_000;
    if (!refresh && this.cachedRef && now - this.cachedRef.at < ttl) return this.cachedRef.ref;
    const response = await this.get(this.withToken(new URL(this.apiUrl)));
    if (!response.ok) throw new Error(`Prismic API answered HTTP ${response.status}`);
    const repository = RepositorySchema.parse(await response.json());
    const master = repository.refs.find((r) => r.isMasterRef) ?? repository.refs[0];
    if (!master) throw new Error('Prismic API answered without a master ref');
    this.cachedRef = { ref: master.ref, at: now };
    return master.ref;
  }

  private search(ref: string, limit: number): Promise<Response> {
    const url = new URL(`${this.apiUrl}/documents/search`);
    url.searchParams.set('ref', ref);
    url.searchParams.set('q', `[[at(document.type,"${this.options.documentType ?? 'blog_post'}")]]`);
    url.searchParams.set('orderings', '[document.first_publication_date desc]');
    url.searchParams.set('fetchLinks', 'category.category_name');
    url.searchParams.set('pageSize', String(limit));
    url.searchParams.set('page', '1');
    return this.get(this.withToken(url));
  }

  private withToken(url: URL): URL {
    if (this.options.accessToken) url.searchParams.set('access_token', this.options.accessToken);
    return url;
  }

  private get(url: URL): Promise<Response> {
    return fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
  }
}

function toDto(doc: z.output<typeof DocumentSchema>): BlogPostDto {
  return {
    id: doc.id,
    first_publication_date: doc.first_publication_date ?? '',
    data: {
      short_text: doc.data.short_text,
      post_image: { url: doc.data.post_image?.url ?? '' },
      title: doc.data.title.map(({ text }) => ({ text })),
      category: {
        data: { category_name: (doc.data.category?.data?.category_name ?? []).map(({ text }) => ({ text })) },
      },
    },
  };
}
