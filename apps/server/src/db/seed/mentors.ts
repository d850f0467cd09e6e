import type { MentorSeed } from './seed-types';

// Accepted demo mentors shown on course pages ('Meet Your Mentor') and in the mentor directory.
// Every e-mail address lives on the reserved demo domain, so no real person can be contacted by mistake.
export const demoMentors: MentorSeed[] = [
  {
    email: 'adaeze.okafor@mentors.eazy2con.demo',
    firstname: 'Adaeze',
    lastname: 'Okafor',
    phone: '+2348031234567',
    country: 'NG',
    specialization: 'Frontend',
    yrsOfexperience: '5 - 10yrs',
    github: 'https://github.com/adaeze-codes',
    projects:
      'https://github.com/adaeze-codes/danfo-ui-kit,https://github.com/adaeze-codes/lagos-transit-tracker,https://github.com/adaeze-codes/react-a11y-checklist',
    bio: `<p>Adaeze is a lead frontend engineer at a Lagos fintech, where she builds the React and TypeScript screens that
millions of customers use to send money every day. Before that she freelanced for agencies in Lagos and Berlin, so she
knows both the startup hustle and the discipline of a large codebase.</p>
<p>She has mentored more than <strong>40 junior developers</strong> into their first roles. Expect honest code reviews,
a strong focus on <em>accessibility and performance</em>, and a mentor who will push you to ship real projects, not just
finish tutorials.</p>`,
    image: '/images/mentors/adaeze-okafor.svg',
    linkedInUrl: 'https://www.linkedin.com/in/adaeze-okafor-dev',
    otherLinkUrl: 'https://github.com/adaeze-codes/react-a11y-checklist',
    courses: [
      {
        title: 'Modern Frontend Development with React',
        language: 'React',
        description: `<p>Go from static pages to fast, interactive web apps. You will build three React projects with
reusable components, real API data and clean state management, then deploy them so recruiters can click through.</p>`,
        image: '/images/courses/web-development.svg',
        topics: [
          'JSX and components',
          'State and props',
          'Hooks in practice',
          'Fetching data from APIs',
          'Routing with React Router',
          'Deploying to Vercel',
        ],
        durationHours: 40,
      },
      {
        title: 'HTML & CSS: Build Responsive Websites',
        language: 'Html & CSS',
        description: `<p>The foundation every web developer needs. Learn semantic HTML, modern CSS layout with Flexbox and
Grid, and how to make pages look great on the low-cost Android phones most of your users carry.</p>`,
        image: '/images/courses/basic-webdev.svg',
        topics: [
          'Semantic HTML',
          'The box model',
          'Flexbox',
          'CSS Grid',
          'Responsive design with media queries',
          'Accessibility basics',
        ],
        durationHours: 24,
      },
    ],
  },
  {
    email: 'tunde.bakare@mentors.eazy2con.demo',
    firstname: 'Tunde',
    lastname: 'Bakare',
    phone: '+2348059876543',
    country: 'NG',
    specialization: 'Backend',
    yrsOfexperience: '3 - 5yrs',
    github: 'https://github.com/tundebakare-dev',
    projects:
      'https://github.com/tundebakare-dev/naira-ledger-api,https://github.com/tundebakare-dev/django-paystack-starter,https://github.com/tundebakare-dev/school-results-portal',
    bio: `<p>Tunde is a backend engineer based in Ibadan who designs Django and PostgreSQL services for logistics and
e-commerce companies, and runs them on AWS. He loves turning messy business rules into APIs that are simple, tested and
well documented.</p>
<p>On weekends he teaches Python to teenagers, so he has a gift for explaining hard ideas in plain language. His mentees
learn to <strong>read error messages calmly</strong>, write tests first and deploy with confidence.</p>`,
    image: '/images/mentors/tunde-bakare.svg',
    linkedInUrl: 'https://www.linkedin.com/in/tunde-bakare-backend',
    facebookUrl: 'https://www.facebook.com/tunde.bakare.codes',
    courses: [
      {
        title: 'Building REST APIs with Django',
        language: 'API Development(Django)',
        description: `<p>Design, build and deploy a production-ready REST API with Django REST Framework. By the end you
will have an API for a small online store, complete with authentication, tests and documentation.</p>`,
        image: '/images/courses/cloud-computing.svg',
        topics: [
          'Django project structure',
          'Models and migrations',
          'Serializers and viewsets',
          'Token authentication',
          'Pagination and filtering',
          'Testing your API',
          'Deploying to the cloud',
        ],
        durationHours: 36,
      },
      {
        title: 'Python Fundamentals for Absolute Beginners',
        language: 'Python Fundamentals',
        description: `<p>Never written a line of code? Start here. Learn to think like a programmer with Python, one of
the friendliest languages there is, and finish by building your own naira budget tracker.</p>`,
        image: '/images/courses/fundamentals-of-programming.svg',
        topics: [
          'Variables and data types',
          'Conditions and loops',
          'Functions',
          'Lists and dictionaries',
          'Working with files',
          'Mini project: a naira budget tracker',
        ],
        durationHours: 20,
      },
    ],
  },
  {
    email: 'zainab.bello@mentors.eazy2con.demo',
    firstname: 'Zainab',
    lastname: 'Bello',
    phone: '+2349012345678',
    country: 'NG',
    specialization: 'Frontend',
    yrsOfexperience: '3 - 5yrs',
    github: 'https://github.com/zainab-designs',
    projects:
      'https://github.com/zainab-designs/kano-market-app-case-study,https://github.com/zainab-designs/hausa-first-design-system,https://github.com/zainab-designs/clinic-booking-prototype',
    bio: `<p>Zainab is a product designer in Abuja who has shaped mobile apps for healthcare, agritech and savings
products across West Africa. She starts every project by talking to real users, from market traders in Kano to nurses in
busy clinics.</p>
<p>She mentors designers and creative kids alike, and cares about <strong>design that works on a cheap phone with
slow data</strong>. Her mentees leave with polished Figma skills and case studies that explain the <em>why</em>
behind every screen.</p>`,
    image: '/images/mentors/zainab-bello.svg',
    dribbleUrl: 'https://dribbble.com/zainabbello',
    linkedInUrl: 'https://www.linkedin.com/in/zainab-bello-design',
    courses: [
      {
        title: 'UI/UX Design: From Research to Prototype',
        language: 'UI UX Design',
        description: `<p>Learn the full design process on a real brief: research, wireframes, visual design, a clickable
Figma prototype and usability tests with real people. You finish with a case study ready for your portfolio.</p>`,
        image: '/images/courses/ui-ux-design.svg',
        topics: [
          'User research and interviews',
          'Personas and user journeys',
          'Wireframing',
          'Visual design and typography',
          'Prototyping in Figma',
          'Usability testing',
          'Writing your case study',
        ],
        durationHours: 32,
      },
      {
        title: 'Mobile App Design in Figma',
        language: 'Mobile App design',
        description: `<p>Design beautiful, usable mobile apps with auto layout, components and a small design system, then
hand them over to developers without the usual back-and-forth.</p>`,
        image: '/images/courses/graphic-design.svg',
        topics: [
          'Mobile design patterns',
          'Auto layout and components',
          'Designing for low-bandwidth users',
          'Navigation and gestures',
          'Design system basics',
          'Developer handoff',
        ],
        durationHours: 18,
      },
    ],
  },
  {
    email: 'ibrahim.musa@mentors.eazy2con.demo',
    firstname: 'Ibrahim',
    lastname: 'Musa',
    phone: '+2348067654321',
    country: 'NG',
    specialization: 'DevOps',
    yrsOfexperience: '10+yrs',
    github: 'https://github.com/ibrahim-secops',
    projects:
      'https://github.com/ibrahim-secops/home-lab-blueprints,https://github.com/ibrahim-secops/log-watchdog,https://github.com/ibrahim-secops/terraform-secure-baseline',
    bio: `<p>Ibrahim has spent over a decade keeping banks and telecoms networks in Abuja and Lagos safe. He has worked as
a network engineer, a DevOps lead and, for the last five years, a security engineer who responds to real incidents.</p>
<p>His teaching style is hands-on: you will build your own home lab, break it on purpose and fix it. He believes
<strong>anyone patient and curious can learn security</strong>, with or without a computer science degree.</p>`,
    image: '/images/mentors/ibrahim-musa.svg',
    linkedInUrl: 'https://www.linkedin.com/in/ibrahim-musa-secops',
    courses: [
      {
        title: 'Network Tools for Security Beginners',
        language: 'Network Tools',
        description: `<p>Understand how networks really work and use the tools professionals rely on every day to find
and fix weaknesses, all inside a safe lab on your own laptop.</p>`,
        image: '/images/courses/cyber-security.svg',
        topics: [
          'TCP/IP and DNS explained',
          'Scanning with Nmap',
          'Packet analysis with Wireshark',
          'Firewalls and VPNs',
          'Linux command line for security',
          'Hardening a home router',
        ],
        durationHours: 30,
      },
      {
        title: 'Designing Secure, Scalable Systems',
        language: 'Programming Architecture',
        description: `<p>Learn how experienced engineers structure systems that stay up, stay fast and stay secure as they
grow, with real architecture reviews from Nigerian fintech and telecoms projects.</p>`,
        image: '/images/courses/cloud-computing.svg',
        topics: [
          'Monoliths and microservices',
          'Designing for failure',
          'Secrets and configuration',
          'Logging and monitoring',
          'Threat modelling',
        ],
        durationHours: 24,
      },
    ],
  },
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
    image: '/images/mentors/kwame-mensah.svg',
    linkedInUrl: 'https://www.linkedin.com/in/kwame-mensah-data',
    otherLinkUrl: 'https://github.com/kwame-data/west-africa-fuel-prices',
    courses: [
      {
        title: 'Data Analytics with Python, SQL and Power BI',
        language: 'Data Analytics',
        description: `<p>Learn to collect, clean, analyse and present data the way working analysts do. The course ends
with a capstone on a real West African retail dataset that you can show employers.</p>`,
        image: '/images/courses/data-science.svg',
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
        image: '/images/courses/machine-learning.svg',
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
    image: '/images/mentors/wanjiru-kamau.svg',
    linkedInUrl: 'https://www.linkedin.com/in/wanjiru-kamau-pm',
    facebookUrl: 'https://www.facebook.com/wanjiru.kamau.growth',
    courses: [
      {
        title: 'Practical Project Management for Tech Teams',
        language: 'Project Management',
        description: `<p>Plan, run and deliver software projects without the chaos. Learn the tools and habits that keep
developers, designers and clients on the same page, from the kick-off meeting to launch day.</p>`,
        image: '/images/courses/project-management.svg',
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
        language: 'Digital Marketting',
        description: `<p>Grow a brand online with a clear strategy, content people actually share and ads that pay for
themselves. Practise on a real small business, from a Lagos bakery to your own side hustle.</p>`,
        image: '/images/courses/digital-marketing.svg',
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
    image: '/images/mentors/efosa-osagie.svg',
    linkedInUrl: 'https://www.linkedin.com/in/efosa-osagie',
    otherLinkUrl: 'https://github.com/efosa-builds/fullstack-starter',
    courses: [
      {
        title: 'Fullstack JavaScript: Ship Your First Web App',
        language: 'Fullstack web Development',
        description: `<p>Build and launch a complete web application with Node.js, PostgreSQL and React, including
sign-up, card payments and deployment. This is the project that gets you interviews.</p>`,
        image: '/images/courses/web-development.svg',
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
        image: '/images/blog/landing-your-first-remote-tech-job-from-nigeria.svg',
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
