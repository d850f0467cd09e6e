import { Skeleton } from '../../ui/Skeleton';
import { useMediaQuery } from '../../ui/use-media-query';
import { useSiteInfo } from '../../core/site-info';
import { formatPostDate } from './home-format';
import { useBlogPosts, type BlogPost } from './use-blog-posts';
import './home.css';

/** Spec 1 §9: phones show 2 skeletons and the first 3 posts; larger screens 6 skeletons and every post. */
const MOBILE_SKELETONS = 2;
const DESKTOP_SKELETONS = 6;
const MOBILE_POSTS = 3;

export function BlogTeaser() {
  const state = useBlogPosts();
  const site = useSiteInfo();
  // Ant Design's `md` breakpoint: phones are narrower than 768 px.
  const mobile = !useMediaQuery('(min-width: 768px)');

  if (state.status === 'failed') return null;
  if (state.status === 'loaded' && state.posts.length === 0) return null;
  const posts = state.status === 'loaded' ? (mobile ? state.posts.slice(0, MOBILE_POSTS) : state.posts) : [];
  const blogUrl = (site?.blogUrl ?? '').replace(/\/+$/, '');

  return (
    <section className="home-section blog-teaser" aria-labelledby="blog-heading" data-testid="blog-teaser">
      <h2 id="blog-heading">From our blog</h2>
      <div className="blog-grid" aria-busy={state.status === 'loading'}>
        {state.status === 'loading'
          ? Array.from({ length: mobile ? MOBILE_SKELETONS : DESKTOP_SKELETONS }, (_, i) => (
              <div key={i} className="blog-card blog-card--skeleton" data-testid="blog-skeleton">
                <Skeleton image rows={2} />
              </div>
            ))
          : posts.map((post) => (
              <BlogCard key={post.id} post={post} href={`${blogUrl}/${encodeURIComponent(post.id)}`} />
            ))}
      </div>
    </section>
  );
}

function BlogCard({ post, href }: { post: BlogPost; href: string }) {
  const title = post.data.title[0]?.text ?? '';
  const category = post.data.category.data.category_name[0]?.text;
  const published = new Date(post.first_publication_date);
  return (
    <a className="blog-card" href={href} target="_blank" rel="noopener noreferrer" data-testid="blog-card">
      {post.data.post_image.url && (
        <img
          src={post.data.post_image.url}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          className="blog-card__image"
        />
      )}
      <div className="blog-card__body">
        {category && <p className="blog-card__category">{category}</p>}
        <h3 className="blog-card__title">{title}</h3>
        <p className="blog-card__text">{post.data.short_text}</p>
        {!Number.isNaN(published.getTime()) && (
          <time className="blog-card__date" dateTime={published.toISOString()}>
            {formatPostDate(published)}
          </time>
        )}
      </div>
    </a>
  );
}
