import type { ReactNode } from 'react';
import { SafeHtml } from '../../ui/SafeHtml';
import { VideoEmbed } from '../../ui/VideoEmbed';

/* Sections that the catalogue course page (CourseDetail) and the mentor course page (CoursePage) both show. */

/** 'About This Class': the course's rich text, with the page's own side column (`children`) beside it. */
export function AboutClassSection({ html, children }: { html: string; children?: ReactNode }) {
  return (
    <section className="course-page__section course-page__columns" aria-labelledby="about">
      <div>
        <h2 id="about">About This Class</h2>
        <SafeHtml html={html} className="rich-text" />
      </div>
      {children}
    </section>
  );
}

/** 'Watch an introduction', nothing when the course has no video; `allow` is the embedded player's permissions. */
export function IntroVideoSection({
  video,
  courseTitle,
  allow,
}: {
  video: string | null;
  courseTitle: string;
  allow?: string;
}) {
  if (!video) return null;
  return (
    <section className="course-page__section" aria-labelledby="video">
      <h2 id="video">Watch an introduction</h2>
      <div className="video-frame">
        <VideoEmbed src={video} title={`${courseTitle} introduction video`} allow={allow} />
      </div>
    </section>
  );
}
