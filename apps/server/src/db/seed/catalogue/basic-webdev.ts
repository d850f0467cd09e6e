import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const basicWebdev: CatalogueCourseSeed = {
  id: 'basic-webdev',
  audience: 'KID',
  title: 'Basic Web Development',
  image: '/images/courses/basic-webdev.webp',
  video: yt('UB1O30fR-EE'),
  description:
    'Teens learn HTML and CSS to design and publish their own colourful websites, from a personal page to a mini online shop.',
  profession: 'Junior Web Builder',
  programRightCaption: 'Publish your very own website',
  prerequisites: [
    'A laptop or desktop computer',
    'Confident reading and typing',
    'A stable internet connection during class',
    'An interest in how websites work',
  ],
  whatYouGet: [
    'A mentor who is a professional web developer',
    'A personal website your teen designs and publishes online',
    'Solid HTML and CSS skills',
    'An introduction to JavaScript for interactive pages',
    'A head start for tech careers and school projects',
  ],
  faqs: [
    {
      question: 'Will my child’s website really be online?',
      answer:
        'Yes. Using free hosting tools, your teen publishes their site with a real web address they can share with friends and family. No personal information is published.',
    },
    {
      question: 'Does my child need to know programming first?',
      answer:
        'No. HTML and CSS are a great starting point. Children who have done Scratch or Fundamentals of Programming will simply move a bit faster.',
    },
    {
      question: 'Can I follow my child’s progress?',
      answer:
        'Yes. Parents receive regular progress updates, and you are welcome to see your child’s projects at any time.',
    },
  ],
  aboutClass: `<p>Every website starts with HTML and CSS. In this class your teen learns how websites are built and then <strong>builds their own</strong>: a personal page, a fan site for their favourite team or a mini shop for a family business.</p>
<p>Lessons are hands-on from day one. Your child writes real code, sees the result instantly in the browser and learns to make pages look great on both phones and laptops.</p>
<ul>
<li>How the web works</li>
<li>Structuring pages with HTML</li>
<li>Styling with colours, fonts and layouts in CSS</li>
<li>Responsive design for phones</li>
<li>A first taste of JavaScript</li>
<li>Publishing a site online</li>
</ul>
<p>These are the same skills professional developers use every day, taught in a way that is <em>fun and achievable</em> for teenagers.</p>`,
  mentorEmail: 'efosa.osagie@mentors.eazy2con.demo',
  ageRange: '12 - 17 years',
};
