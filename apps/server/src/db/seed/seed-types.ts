// Shapes of the demo content shipped with the product. The data files beside this one fill them;
// seed.ts writes them to the database idempotently (by id / slug).

export interface FaqSeed {
  question: string;
  answer: string;
}

/** A static catalogue entry (spec 1 §3). `audience` separates adult courses from kid courses. */
export interface CatalogueCourseSeed {
  id: string; // the spec's slug, e.g. 'web-development'
  audience: 'ADULT' | 'KID';
  title: string;
  image: string; // path of a file under apps/web/public, e.g. '/images/courses/web-development.webp'
  video: string; // an embeddable video URL (https://www.youtube-nocookie.com/embed/<id>)
  description: string; // one or two plain sentences for cards
  profession: string; // what the learner becomes, e.g. 'Frontend Developer'
  programRightCaption: string; // a short caption shown beside the program summary
  prerequisites: string[];
  whatYouGet: string[];
  faqs: FaqSeed[];
  aboutClass: string; // HTML (p, ul, li, strong, em, h3 only); sanitised on write
  mentorEmail: string | null; // the demo mentor shown under 'Meet Your Mentor'
  ageRange?: string; // kid courses only, e.g. '7 - 12 years'
}

export interface MentorSeed {
  email: string; // unique key of the demo mentor
  firstname: string;
  lastname: string;
  phone: string;
  country: string; // ISO 3166 alpha-2 code, e.g. 'NG'
  specialization:
    'Frontend' | 'Backend' | 'Full Stack' | 'Database Management' | 'DevOps' | 'CMS - Like wordpress' | 'Not Specified';
  yrsOfexperience: '0 - 1yr' | '1 - 2yrs' | '2 - 3yrs' | '3 - 5yrs' | '5 - 10yrs' | '10+yrs';
  github: string;
  projects: string; // up to three project links, comma separated
  bio: string; // HTML (p, strong, em, ul, li); sanitised on write
  image: string; // path under apps/web/public, e.g. '/images/mentors/adaeze-okafor.webp'
  linkedInUrl?: string;
  facebookUrl?: string;
  dribbleUrl?: string;
  otherLinkUrl?: string;
  courses: MentorCourseSeed[]; // one or two each
}

export interface MentorCourseSeed {
  title: string;
  language: string; // topic label, e.g. 'Javascript' (one of the course-topic choices of spec 1 §3)
  description: string; // HTML
  image: string; // path under apps/web/public
  topics: string[];
  durationHours: number;
}

export interface TestimonialSeed {
  id: string;
  title: string;
  body: string;
  image: string; // path under apps/web/public
  clientName: string;
  portfolio: string; // role or portfolio link
}

export interface BlogPostSeed {
  slug: string;
  title: string;
  category: string;
  shortText: string;
  body: string; // HTML
  image: string; // path under apps/web/public
  publishedAt: string; // ISO date
}
