import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const graphicDesign: CatalogueCourseSeed = {
  id: 'graphic-design',
  audience: 'KID',
  title: 'Graphic Design',
  image: '/images/courses/graphic-design.webp',
  video: yt('YqQx75OPRa0'),
  description:
    'Teens learn the basics of colour, layout and typography and create posters, logos and social media graphics with free design tools.',
  profession: 'Young Graphic Designer',
  programRightCaption: 'Design posters, logos and more',
  prerequisites: [
    'A laptop or tablet with internet access',
    'A free Canva account (a parent can help set it up)',
    'A love of colours, drawing or making things look good',
    'No previous design experience needed',
  ],
  whatYouGet: [
    'A mentor who is a working designer',
    'A portfolio of posters, logos and social media designs',
    'Understanding of colour, layout and typography',
    'Skills with free tools such as Canva and Figma',
    'Confidence to design for school, church or family events',
  ],
  faqs: [
    {
      question: 'Which software will my child use?',
      answer:
        'We start with Canva because it is free, friendly and runs in the browser, then introduce Figma for more advanced design. Nothing needs to be bought.',
    },
    {
      question: 'Can this turn into a real skill later?',
      answer:
        'Yes. Graphic design leads naturally into UI/UX design, branding and digital marketing, which are all in-demand careers.',
    },
    {
      question: 'When do classes hold?',
      answer: 'Weekend classes hold on Saturdays from 10am to 12pm and Sundays from 4pm to 6pm, Nigerian time.',
    },
  ],
  aboutClass: `<p>Good design is everywhere: on book covers, food packaging, billboards and every app on your phone. In this class your teen learns <strong>how designers make things look great</strong> and creates their own designs from the very first lesson.</p>
<p>Your child will design a personal logo, a birthday invitation, an event flyer and social media posts, learning the principles that make designs clear and eye-catching.</p>
<ul>
<li>Colour theory and choosing palettes</li>
<li>Typography and choosing fonts</li>
<li>Layout, balance and hierarchy</li>
<li>Designing logos and simple brands</li>
<li>Creating posters and social media graphics</li>
</ul>
<p>By the end, your teen will have a small <em>design portfolio</em> and may well be the person the whole family asks to design the next party flyer.</p>`,
  mentorEmail: 'zainab.bello@mentors.eazy2con.demo',
  ageRange: '12 - 17 years',
};
