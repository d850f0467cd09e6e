import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const scratch: CatalogueCourseSeed = {
  id: 'scratch',
  audience: 'KID',
  title: 'Scratch Programming',
  image: '/images/courses/scratch.webp',
  video: yt('jXUZaf5D12A'),
  description:
    'Young learners snap colourful code blocks together to build games, stories and animations, with no typing required.',
  profession: 'Game Creator',
  programRightCaption: 'Build your first game with blocks',
  prerequisites: [
    'A laptop or desktop computer with a browser',
    'Able to read simple words and instructions',
    'A mouse is helpful for younger children',
    'No previous experience needed',
  ],
  whatYouGet: [
    'Patient mentors trained to teach young children',
    'Several games and interactive stories your child builds',
    'An early grasp of loops, events and logic',
    'Confidence and creativity with computers',
    'A showcase of projects to share with family and friends',
  ],
  faqs: [
    {
      question: 'What is Scratch?',
      answer:
        'Scratch is a free visual programming language created for children. Instead of typing code, kids drag and snap blocks together, which makes it perfect for a first taste of programming.',
    },
    {
      question: 'Is my 7-year-old too young?',
      answer:
        'Seven is a great age to start with Scratch. Our mentors keep lessons short, visual and playful, and they move at your child’s pace.',
    },
    {
      question: 'How big are the classes?',
      answer:
        'You can choose one-on-one classes or a small group of up to five children, so every child gets attention from the mentor.',
    },
  ],
  aboutClass: `<p>Scratch is where thousands of programmers took their very first steps. Children build games and stories by snapping together colourful blocks, so they can focus on <strong>ideas and logic</strong> instead of spelling and punctuation.</p>
<p>In every class your child creates something they can play: a catch-the-fruit game, a talking animal story, a maze. They learn real programming concepts without even realising it.</p>
<ul>
<li>Moving sprites and creating scenes</li>
<li>Events, loops and conditions</li>
<li>Keeping score with variables</li>
<li>Adding sounds, costumes and animations</li>
<li>Designing and sharing their own game</li>
</ul>
<p>It is the perfect mix of <em>play and learning</em>, and a strong foundation for Python and web development later.</p>`,
  mentorEmail: 'adaeze.okafor@mentors.eazy2con.demo',
  ageRange: '7 - 12 years',
};
