import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const mlAi: CatalogueCourseSeed = {
  id: 'ml-ai',
  audience: 'KID',
  title: 'Machine Learning & AI',
  image: '/images/courses/ml-ai.webp',
  video: yt('aircAruvnKk'),
  description:
    'Curious teens discover how artificial intelligence works by training their own models to recognise images, sounds and words.',
  profession: 'Young AI Explorer',
  programRightCaption: 'Train your own AI model',
  prerequisites: [
    'A laptop with a webcam and internet access',
    'Confident reading and basic maths',
    'Some experience with Scratch or Python is helpful',
    'Curiosity about how smart apps work',
  ],
  whatYouGet: [
    'A mentor who works with data and AI professionally',
    'Projects where your teen trains real machine learning models',
    'A clear, age-appropriate understanding of how AI works',
    'Lessons on using AI safely, honestly and responsibly',
    'A strong head start for future tech careers',
  ],
  faqs: [
    {
      question: 'Is AI too advanced for teenagers?',
      answer:
        'Not with the right tools. We use beginner-friendly, visual tools first so teens can train models without complex maths, then move to simple Python for those who are ready.',
    },
    {
      question: 'Will my child learn to use AI to cheat on homework?',
      answer:
        'No. We teach how AI works and how to use it responsibly and honestly, including its limits and why it sometimes gets things wrong.',
    },
    {
      question: 'Can my child try a class before we commit?',
      answer: 'Yes. Book a free trial class so your teen can meet a mentor and see what the course is like.',
    },
  ],
  aboutClass: `<p>Artificial intelligence is changing the world, and today’s teenagers will be the ones who shape it. In this class your child moves from <strong>using AI to understanding and building it</strong>.</p>
<p>Your teen will train models that recognise hand gestures on a webcam, sort pictures of fruits, or understand simple voice commands, and then use them in small games and apps.</p>
<ul>
<li>What AI and machine learning really are</li>
<li>Collecting and labelling training data</li>
<li>Training and testing image and sound models</li>
<li>Using a trained model in a game or app</li>
<li>Bias, privacy and using AI responsibly</li>
</ul>
<p>It is hands-on, thought-provoking and a great way to show teens that <em>they can be creators</em>, not just consumers, of technology.</p>`,
  mentorEmail: 'kwame.mensah@mentors.eazy2con.demo',
  ageRange: '12 - 17 years',
};
