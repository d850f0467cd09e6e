import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const uiUxDesign: CatalogueCourseSeed = {
  id: 'ui-ux-design',
  audience: 'ADULT',
  title: 'UI UX Design',
  image: '/images/courses/ui-ux-design.webp',
  video: yt('jwCmIBJ8Jtc'),
  description:
    'Design digital products people love to use. Learn user research, wireframing, visual design and prototyping in Figma with a product designer by your side.',
  profession: 'Product (UI/UX) Designer',
  programRightCaption: 'Finish with three case studies for your portfolio',
  prerequisites: [
    'A laptop that can run Figma in the browser',
    'A free Figma account',
    'Curiosity about why people use products the way they do',
    'No drawing skills or design degree needed',
  ],
  whatYouGet: [
    'One-on-one sessions with a practising product designer',
    'Three portfolio case studies based on realistic briefs',
    'Hands-on Figma skills: auto layout, components and prototyping',
    'Practice running user interviews and usability tests',
    'Portfolio and interview feedback before you apply',
  ],
  faqs: [
    {
      question: 'Do I need to be good at drawing?',
      answer:
        'Not at all. UI/UX design is about solving problems for users. Your mentor will teach you layout, typography and colour as tools, step by step.',
    },
    {
      question: 'What software will I use?',
      answer:
        'Mainly Figma, which runs in your browser and is free to start with. You will also use simple tools for research notes and user testing.',
    },
    {
      question: 'What is the difference between UI and UX?',
      answer:
        'UX (user experience) is about how a product works and feels: the research, flows and structure. UI (user interface) is how it looks: the screens, colours and components. This course covers both.',
    },
  ],
  aboutClass: `<p>Great design is the reason some apps feel effortless while others make you want to throw your phone. In this class you will learn how product designers think, and how to design screens that are <strong>useful, usable and beautiful</strong>.</p>
<p>You will work through the full design process on real briefs, such as a savings app for market traders or a clinic booking flow, and present your work to your mentor just like you would to a product team.</p>
<ul>
<li>User research, personas and journey maps</li>
<li>Information architecture and wireframes</li>
<li>Visual design, typography and colour</li>
<li>Interactive prototypes in Figma</li>
<li>Usability testing and iterating on feedback</li>
<li>Writing case studies that get you hired</li>
</ul>
<p>Because many of your users will be on affordable Android phones with patchy data, you will also learn to design <em>lightweight, inclusive</em> experiences that work for everyone.</p>`,
  mentorEmail: 'zainab.bello@mentors.eazy2con.demo',
};
