import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const digitalMarketing: CatalogueCourseSeed = {
  id: 'digital-marketing',
  audience: 'ADULT',
  title: 'Digital Marketing',
  image: '/images/courses/digital-marketing.webp',
  video: yt('nU-IIXBWlS4'),
  description:
    'Grow any brand online with strategy, content, social media, SEO and paid ads, and learn to prove your results with data.',
  profession: 'Digital Marketer',
  programRightCaption: 'Turn followers into paying customers',
  prerequisites: [
    'A smartphone and a laptop with internet access',
    'Active social media accounts (Instagram, Facebook, X or TikTok)',
    'Good written English',
    'A small business or side hustle to practise on is a bonus',
  ],
  whatYouGet: [
    'A mentor who has managed real ad budgets and launches',
    'A complete marketing plan for a real business',
    'Skills in content creation, SEO and paid social ads',
    'Hands-on practice with analytics dashboards',
    'A portfolio of campaigns to show clients and employers',
  ],
  faqs: [
    {
      question: 'Do I need to spend money on ads during the course?',
      answer:
        'Not necessarily. You will learn how ads work using free tools and case studies. If you want to run a small live campaign, your mentor will help you start with a budget as low as a few thousand naira.',
    },
    {
      question: 'Can I use this to grow my own business?',
      answer:
        'Absolutely. Many learners practise on their own shop, brand or side hustle, so they see results while they learn.',
    },
    {
      question: 'Is there a discount if I bring friends?',
      answer:
        'Yes. If you bring two fully registered students, you get a 10% discount. The top three referrers each year also receive gifts.',
    },
  ],
  aboutClass: `<p>Nigerian businesses, from Lagos fashion brands to Aba manufacturers, now win or lose customers online. Digital marketers help them get seen, build trust and sell. This class teaches you to <strong>plan, run and measure</strong> campaigns that bring real results.</p>
<p>You will choose a real business to work with and build its marketing plan from scratch, with your mentor reviewing your strategy, content and numbers every step of the way.</p>
<ul>
<li>Marketing strategy, audiences and positioning</li>
<li>Content creation and copywriting that converts</li>
<li>Social media marketing on Instagram, TikTok, Facebook and X</li>
<li>Search engine optimisation and WordPress basics</li>
<li>Paid ads on Meta and Google</li>
<li>Web analytics and reporting results to clients</li>
</ul>
<p>Digital marketing is a skill you can use as an employee, a <em>freelancer</em> serving clients abroad, or to grow your own business.</p>`,
  mentorEmail: 'wanjiru.kamau@mentors.eazy2con.demo',
};
