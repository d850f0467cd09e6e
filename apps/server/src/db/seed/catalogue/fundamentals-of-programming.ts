import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const fundamentalsOfProgramming: CatalogueCourseSeed = {
  id: 'fundamentals-of-programming',
  audience: 'KID',
  title: 'Fundamentals of Programming',
  image: '/images/courses/fundamentals-of-programming.webp',
  video: yt('rfscVS0vtbw'),
  description:
    'Teenagers learn to think like programmers with Python: solving problems step by step and building their own small games and tools.',
  profession: 'Young Programmer',
  programRightCaption: 'Write real code in Python',
  prerequisites: [
    'A laptop (a tablet is not enough for this class)',
    'Confident reading and basic maths',
    'A stable internet connection during class',
    'No previous coding experience needed',
  ],
  whatYouGet: [
    'A mentor who makes coding clear and fun',
    'A strong foundation in Python, one of the most popular languages in the world',
    'Problem-solving and logical-thinking skills that help in school too',
    'Small games and tools your teen builds and can share',
    'Progress reports for parents',
  ],
  faqs: [
    {
      question: 'Why Python?',
      answer:
        'Python reads almost like English, so beginners can focus on ideas instead of confusing symbols. It is also used by professionals in web development, data science and AI, so nothing learnt is wasted.',
    },
    {
      question: 'Will this help with school?',
      answer:
        'Yes. Programming builds logical thinking and problem-solving, which helps with maths and science, and it gives teens an early start on the computer studies syllabus.',
    },
    {
      question: 'What plans are available for kids?',
      answer:
        'You can start with a free trial, then choose individual one-on-one classes or a small group class of up to five students. Contact us for school or organisation plans.',
    },
  ],
  aboutClass: `<p>Programming is a superpower for the 21st century, and the teenage years are the perfect time to start. This class teaches your child the <strong>core ideas behind all programming languages</strong> using Python.</p>
<p>Each lesson ends with something that works: a quiz game, a times-table tester, a simple chatbot. Your teen learns to break big problems into small steps, test their ideas and fix mistakes without giving up.</p>
<ul>
<li>Variables, data types and input</li>
<li>Decisions with if and else</li>
<li>Loops and repetition</li>
<li>Functions and reusable code</li>
<li>Lists and simple data structures</li>
<li>A final project of their own choice</li>
</ul>
<p>By the end, your child will be ready for web development, app building or <em>AI</em> courses, with confidence that they can learn anything technical.</p>`,
  mentorEmail: 'tunde.bakare@mentors.eazy2con.demo',
  ageRange: '12 - 17 years',
};
