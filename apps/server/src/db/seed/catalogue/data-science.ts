import type { CatalogueCourseSeed } from '../seed-types';
import { yt } from './youtube';

export const dataScience: CatalogueCourseSeed = {
  id: 'data-science',
  audience: 'ADULT',
  title: 'Data Science',
  image: '/images/courses/data-science.webp',
  video: yt('ua-CiDNNj30'),
  description:
    'Turn raw data into decisions. Learn Excel, SQL, Python and data visualisation, and build a portfolio of analyses that employers can trust.',
  profession: 'Data Scientist',
  programRightCaption: 'Find the story hidden in the numbers',
  prerequisites: [
    'A laptop with a stable internet connection',
    'Comfort with basic Excel or Google Sheets',
    'Secondary-school maths',
    'A curious mind that likes asking why',
  ],
  whatYouGet: [
    'A mentor who works with data every day',
    'Skills in Excel, SQL, Python, pandas and Power BI',
    'A capstone project on a real business dataset',
    'Dashboards and reports you can show in interviews',
    'Guidance on landing analyst roles locally and remotely',
  ],
  faqs: [
    {
      question: 'I am an accountant. Is data science a good next step?',
      answer:
        'Very much so. Your comfort with numbers and spreadsheets is a real advantage. Many of our data learners come from accounting, banking and research backgrounds.',
    },
    {
      question: 'What if I do not finish in time?',
      answer: 'If you have not finished your course, you get a free two-week grace period to wrap up with your mentor.',
    },
    {
      question: 'Can I get a refund if I change my mind?',
      answer:
        'Payments are not refundable, but you can switch to another course of the same price within one week of starting, and you can request a different mentor for a genuine reason.',
    },
  ],
  aboutClass: `<p>Every business, from a Lagos supermarket chain to a global tech company, collects data. Data scientists help them understand it: <strong>which products sell, which customers leave and where to invest next</strong>.</p>
<p>This class takes you from spreadsheets to Python step by step. You will learn to ask good questions, clean messy data, analyse it and present your findings in clear, convincing dashboards.</p>
<ul>
<li>Spreadsheet analysis and data thinking</li>
<li>SQL for querying databases</li>
<li>Python, pandas and data cleaning</li>
<li>Statistics for decision making</li>
<li>Data visualisation and dashboards in Power BI</li>
<li>Presenting insights to managers and clients</li>
</ul>
<p>You will finish with a capstone project on a real business dataset, reviewed by your mentor, which becomes the centrepiece of your <em>data portfolio</em>.</p>`,
  mentorEmail: 'kwame.mensah@mentors.eazy2con.demo',
};
