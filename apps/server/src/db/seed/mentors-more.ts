import type { MentorSeed } from './seed-types';

// The last three demo mentors of mentors.ts, kept apart only so that neither file is a wall of data.
export const moreDemoMentors: MentorSeed[] = [
  {
    email: 'kwame.mensah@mentors.eazy2con.demo',
    firstname: 'Kwame',
    lastname: 'Mensah',
    phone: '+233241234567',
    country: 'GH',
    specialization: 'Database Management',
    yrsOfexperience: '5 - 10yrs',
    github: 'https://github.com/kwame-data',
    projects:
      'https://github.com/kwame-data/west-africa-fuel-prices,https://github.com/kwame-data/churn-model-telecom,https://github.com/kwame-data/sql-practice-lagos-retail',
    bio: `<p>Kwame is a data scientist in Accra who works remotely for a UK health-tech company, building the models and
dashboards that help clinics plan their stock and staff. He started out as a database administrator, so he is fussy
about clean data and good SQL.</p>
<p>He has helped accountants, teachers and engineers move into data roles. His sessions are practical and patient, and
he will always ask you one question: <em>what decision will this analysis help someone make?</em></p>`,
    image: '/images/mentors/kwame-mensah.webp',
    linkedInUrl: 'https://www.linkedin.com/in/kwame-mensah-data',
    otherLinkUrl: 'https://github.com/kwame-data/west-africa-fuel-prices',
    courses: [
      {
        title: 'Data Analytics with Python, SQL and Power BI',
        language: 'Data Analytics',
        description: `<p>Learn to collect, clean, analyse and present data the way working analysts do. The course ends
with a capstone on a real West African retail dataset that you can show employers.</p>`,
        image: '/images/courses/data-science.webp',
        topics: [
          'Spreadsheet thinking',
          'SQL queries and joins',
          'Cleaning data with pandas',
          'Exploratory data analysis',
          'Dashboards in Power BI',
          'Telling stories with data',
          'Capstone: analyse a retail dataset',
        ],
        durationHours: 48,
      },
      {
        title: 'Object Oriented Programming in Python',
        language: 'Object Oriented Programming',
        description: `<p>Write Python that is easy to read, test and extend. Learn classes, inheritance and composition by
refactoring a small inventory app step by step.</p>`,
        image: '/images/courses/machine-learning.webp',
        topics: [
          'Classes and objects',
          'Encapsulation',
          'Inheritance and composition',
          'Polymorphism',
          'Writing clean, testable classes',
        ],
        durationHours: 16,
      },
    ],
  },
  {
    email: 'wanjiru.kamau@mentors.eazy2con.demo',
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    phone: '+254712345678',
    country: 'KE',
    specialization: 'CMS - Like wordpress',
    yrsOfexperience: '5 - 10yrs',
    github: 'https://github.com/wanjiru-pm',
    projects:
      'https://github.com/wanjiru-pm/agile-templates,https://github.com/wanjiru-pm/wordpress-launch-checklist,https://github.com/wanjiru-pm/campaign-dashboard',
    bio: `<p>Wanjiru is a Nairobi-based project manager and growth marketer. She has led product launches for e-commerce
brands in Kenya and Nigeria, run WordPress sites that serve thousands of shoppers a day, and managed ad budgets from a
few thousand shillings to millions of naira.</p>
<p>She is a certified Scrum Master who believes good projects are mostly good communication. She mentors career
changers who want a <strong>people-focused role in tech</strong>, and she shares every template she uses.</p>`,
    image: '/images/mentors/wanjiru-kamau.webp',
    linkedInUrl: 'https://www.linkedin.com/in/wanjiru-kamau-pm',
    facebookUrl: 'https://www.facebook.com/wanjiru.kamau.growth',
    courses: [
      {
        title: 'Practical Project Management for Tech Teams',
        language: 'Project Management',
        description: `<p>Plan, run and deliver software projects without the chaos. Learn the tools and habits that keep
developers, designers and clients on the same page, from the kick-off meeting to launch day.</p>`,
        image: '/images/courses/project-management.webp',
        topics: [
          'The project life cycle',
          'Scoping and requirements',
          'Planning with Gantt charts',
          'Managing risk and change',
          'Budgeting and scheduling',
          'Running Scrum ceremonies',
          'Stakeholder communication',
        ],
        durationHours: 30,
      },
      {
        title: 'Digital Marketing that Sells',
        language: 'Digital Marketing',
        description: `<p>Grow a brand online with a clear strategy, content people actually share and ads that pay for
themselves. Practise on a real small business, from a Lagos bakery to your own side hustle.</p>`,
        image: '/images/courses/digital-marketing.webp',
        topics: [
          'Marketing strategy basics',
          'Content that converts',
          'Instagram and TikTok for business',
          'Meta and Google ads',
          'SEO for WordPress sites',
          'Reading your analytics',
        ],
        durationHours: 28,
      },
    ],
  },
  {
    email: 'efosa.osagie@mentors.eazy2con.demo',
    firstname: 'Efosa',
    lastname: 'Osagie',
    phone: '+447700900123',
    country: 'GB',
    specialization: 'Full Stack',
    yrsOfexperience: '10+yrs',
    github: 'https://github.com/efosa-builds',
    projects:
      'https://github.com/efosa-builds/remittance-rates-tracker,https://github.com/efosa-builds/crypto-risk-calculator,https://github.com/efosa-builds/fullstack-starter',
    bio: `<p>Efosa grew up in Benin City and now lives in London, where he is a senior full stack engineer at a payments
company. He spent three years building trading and wallet systems for a cryptocurrency exchange, so he has seen the
markets from the inside.</p>
<p>He mentors Nigerians who want to work for global companies without leaving home. Expect straight talk about
<strong>remote job hunting, interviews and salary negotiation</strong>, plus careful, risk-first thinking about
anything to do with money.</p>`,
    image: '/images/mentors/efosa-osagie.webp',
    linkedInUrl: 'https://www.linkedin.com/in/efosa-osagie',
    otherLinkUrl: 'https://github.com/efosa-builds/fullstack-starter',
    courses: [
      {
        title: 'Fullstack JavaScript: Ship Your First Web App',
        language: 'Fullstack web Development',
        description: `<p>Build and launch a complete web application with Node.js, PostgreSQL and React, including
sign-up, card payments and deployment. This is the project that gets you interviews.</p>`,
        image: '/images/courses/web-development.webp',
        topics: [
          'Node.js and Express',
          'PostgreSQL basics',
          'React frontend',
          'Authentication',
          'Card payments',
          'Deploying and monitoring',
          'Shipping a portfolio project',
        ],
        durationHours: 60,
      },
      {
        title: 'Breaking into Tech: IT Career Guide',
        language: 'IT Career Guide',
        description: `<p>A practical roadmap for landing your first tech role, local or remote. Choose the right path, build
a portfolio that gets replies and walk into interviews prepared.</p>`,
        image: '/images/blog/landing-your-first-remote-tech-job-from-nigeria.webp',
        topics: [
          'Choosing your tech path',
          'A portfolio that gets replies',
          'CVs and LinkedIn for tech roles',
          'Finding remote jobs from Africa',
          'Interview practice',
          'Negotiating your pay',
        ],
        durationHours: 12,
      },
    ],
  },
];
