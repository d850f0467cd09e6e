import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const animations: CatalogueCourseSeed = {
  id: 'animations',
  audience: 'KID',
  title: 'Animations',
  image: '/images/courses/animations.webp',
  video: yt('0F2BIsqH45k'),
  description:
    'Kids bring their own characters to life with simple, fun animation tools, learning storytelling, timing and creativity along the way.',
  profession: 'Young Animator',
  programRightCaption: 'Create and share your own cartoon',
  prerequisites: [
    'A laptop or tablet with internet access',
    'Able to read simple instructions',
    'A parent or guardian to help set up the first class',
    'A big imagination',
  ],
  whatYouGet: [
    'Friendly, patient mentors who are great with children',
    'A short animated cartoon your child creates from start to finish',
    'Skills in storytelling, drawing characters and timing',
    'A safe, supervised online class environment',
    'Progress updates for parents',
  ],
  faqs: [
    {
      question: 'Does my child need to be good at drawing?',
      answer:
        'No. We use simple shapes and ready-made characters at first. Children who love drawing can add their own artwork as they grow in confidence.',
    },
    {
      question: 'When do classes hold?',
      answer:
        'Weekend classes hold on Saturdays from 10am to 12pm and Sundays from 4pm to 6pm (Nigerian time), so they do not clash with school.',
    },
    {
      question: 'Can my child try a class first?',
      answer:
        'Yes. You can book a free trial so your child can meet a mentor and see if they enjoy it before you choose a plan.',
    },
  ],
  aboutClass: `<p>Children love cartoons. In this class they stop just watching them and start <strong>making their own</strong>. Using beginner-friendly animation tools, your child will design characters, make them move and tell a short story.</p>
<p>Along the way they learn how animators think: planning a story, breaking movement into frames and getting the timing just right. It is creative, playful and a wonderful first step into technology.</p>
<ul>
<li>Creating characters and backgrounds</li>
<li>Frame-by-frame animation and motion</li>
<li>Adding sound and speech</li>
<li>Storyboarding a short cartoon</li>
<li>Sharing their finished animation with family</li>
</ul>
<p>Parents receive regular updates, and every child finishes with a cartoon they are <em>proud to show off</em>.</p>`,
  mentorEmail: 'zainab.bello@mentors.eazy2con.demo',
  ageRange: '7 - 12 years',
};
