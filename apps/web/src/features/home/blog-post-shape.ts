/**
 * The blog's posts as /api/posts sends them (Prismic's shape), read without zod (issue 38: the schema library was
 * 21 kB gzip of the home page's first load for this one reader). The rules are the ones the zod schema had: `id`
 * and `data` are required (a post without them fails the whole answer, and the teaser hides); every other field
 * falls back to empty when missing or of another type; unknown fields are dropped.
 */
export interface BlogPost {
  id: string;
  first_publication_date: string;
  data: {
    short_text: string;
    post_image: { url: string };
    title: { text: string }[];
    category: { data: { category_name: { text: string }[] } };
  };
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A list of `{ text }`, or [] when it is not one (any item of another shape empties it, as zod's `.catch`). */
function textList(value: unknown): { text: string }[] {
  if (!Array.isArray(value)) return [];
  const items: { text: string }[] = [];
  for (const item of value as unknown[]) {
    if (!isObject(item) || typeof item.text !== 'string') return [];
    items.push({ text: item.text });
  }
  return items;
}

function post(value: unknown, index: number): BlogPost {
  if (!isObject(value) || typeof value.id !== 'string' || !isObject(value.data))
    throw new Error(`blog post ${index} has no id or data`);
  const { data } = value;
  const image = isObject(data.post_image) && typeof data.post_image.url === 'string' ? data.post_image.url : '';
  const category =
    isObject(data.category) && isObject(data.category.data) ? textList(data.category.data.category_name) : [];
  return {
    id: value.id,
    first_publication_date: text(value.first_publication_date),
    data: {
      short_text: text(data.short_text),
      post_image: { url: image },
      title: textList(data.title),
      category: { data: { category_name: category } },
    },
  };
}

/** The posts of an answer; throws when the answer is not a list of posts. */
export function readBlogPosts(answer: unknown): BlogPost[] {
  if (!Array.isArray(answer)) throw new Error('the blog answer is not a list');
  return answer.map(post);
}
