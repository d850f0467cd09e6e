import { memo } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Hydrate } from '../../ui/Hydrate';
import { serverDrawn } from '../../ui/ServerDrawn';
import { VideoEmbed } from '../../ui/VideoEmbed';
import { whatIsNeeded } from './kids-content';

/*
 * The sections of /kid-tech below its hero. What a child needs holds a video (a press loads the player): it hydrates
 * when it comes near the screen or is touched (issue 27), memoised on its data (a re-render of the page before it
 * hydrated would make React drop the server's HTML and draw it again). The course grid and the camp's promotion only
 * show, and the FAQ's questions open without script (native disclosures): kept as the server drew them, their code
 * not loaded when the page becomes the app's (KidsShowcase.tsx, issue 38). The plans (their links carry the plan in
 * navigation state), the testimonials (a carousel) and the advisor's scheduler (it loads on arrival) hydrate with the
 * page.
 */

/** What a child needs, beside the first kids course's own video. */
export const KidsNeeds = memo(function KidsNeeds({ introVideo }: { introVideo: string | null | undefined }) {
  return (
    <Hydrate>
      <section className="kids-section kids-needs" aria-labelledby="needs-heading">
        <div>
          <h2 id="needs-heading">What your child needs</h2>
          <ul className="check-list kids-needs__list">
            {whatIsNeeded.map((item) => (
              <li key={item}>
                <CheckCircleFilled aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
        {introVideo && (
          <div className="video-frame kids-needs__video">
            <VideoEmbed src={introVideo} title="A Kid Tech class" />
          </div>
        )}
      </section>
    </Hydrate>
  );
});

/** The kids catalogue: each card leads to its kids course page. */
export const KidCoursesSection = serverDrawn(
  () => import('./KidsShowcase').then((module) => module.KidCoursesSection),
  {
    belowFold: true,
  },
);

/** The weekend camp's prices and the way to its registration. */
export const KidsCampPromo = serverDrawn(() => import('./KidsShowcase').then((module) => module.KidsCampPromo), {
  belowFold: true,
});

/** The programme's questions. */
export const KidsFaq = serverDrawn(() => import('./KidsShowcase').then((module) => module.KidsFaq), {
  belowFold: true,
});
