import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { usePageTitle } from '../../core/use-page-title';
import { useSiteInfo } from '../../core/site-info';
import './content.css';

/** /hiring: the sales role and its application form, an external form set by HIRING_FORM_URL. */
export function HiringPage() {
  usePageTitle('Hiring');
  const site = useSiteInfo();
  return (
    <div className="page hiring">
      <header className="page__header">
        <p className="eyebrow">Careers</p>
        <h1>We are hiring a sales expert</h1>
        <p>
          Help families and professionals across Nigeria find the right mentor. You will talk to learners and parents,
          explain our plans and camps, and follow each of them up until they start learning. Experience in education or
          tech sales is a plus; a clear voice and persistence are a must.
        </p>
      </header>
      {!site ? (
        <LoadingBlock rows={8} />
      ) : site.hiringFormUrl ? (
        <iframe
          className="hiring__form"
          src={site.hiringFormUrl}
          title="Sales expert application form"
          loading="lazy"
        />
      ) : (
        <Notice
          type="info"
          data-testid="hiring-notice"
          title="The online application form is not available at the moment."
          description={
            <>
              To apply, email your CV and a short note about your sales experience to{' '}
              <a href={`mailto:${site.email}?subject=Sales%20expert%20application`}>{site.email}</a>.
            </>
          }
        />
      )}
    </div>
  );
}
