import { moreDemoMentors } from './mentors-more';
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
    image: '/images/mentors/adaeze-okafor.webp',
    linkedInUrl: 'https://www.linkedin.com/in/adaeze-okafor-dev',
    otherLinkUrl: 'https://github.com/adaeze-codes/react-a11y-checklist',
    courses: [
      {
        title: 'Modern Frontend Development with React',
        language: 'React',
        description: `<p>Go from static pages to fast, interactive web apps. You will build three React projects with
reusable components, real API data and clean state management, then deploy them so recruiters can click through.</p>`,
        image: '/images/courses/web-development.webp',
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
        image: '/images/courses/basic-webdev.webp',
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
    image: '/images/mentors/tunde-bakare.webp',
    linkedInUrl: 'https://www.linkedin.com/in/tunde-bakare-backend',
    facebookUrl: 'https://www.facebook.com/tunde.bakare.codes',
    courses: [
      {
        title: 'Building REST APIs with Django',
        language: 'API Development(Django)',
        description: `<p>Design, build and deploy a production-ready REST API with Django REST Framework. By the end you
will have an API for a small online store, complete with authentication, tests and documentation.</p>`,
        image: '/images/courses/cloud-computing.webp',
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
        image: '/images/courses/fundamentals-of-programming.webp',
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
    image: '/images/mentors/zainab-bello.webp',
    dribbleUrl: 'https://dribbble.com/zainabbello',
    linkedInUrl: 'https://www.linkedin.com/in/zainab-bello-design',
    courses: [
      {
        title: 'UI/UX Design: From Research to Prototype',
        language: 'UI UX Design',
        description: `<p>Learn the full design process on a real brief: research, wireframes, visual design, a clickable
Figma prototype and usability tests with real people. You finish with a case study ready for your portfolio.</p>`,
        image: '/images/courses/ui-ux-design.webp',
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
        image: '/images/courses/graphic-design.webp',
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
    image: '/images/mentors/ibrahim-musa.webp',
    linkedInUrl: 'https://www.linkedin.com/in/ibrahim-musa-secops',
    courses: [
      {
        title: 'Network Tools for Security Beginners',
        language: 'Network Tools',
        description: `<p>Understand how networks really work and use the tools professionals rely on every day to find
and fix weaknesses, all inside a safe lab on your own laptop.</p>`,
        image: '/images/courses/cyber-security.webp',
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
        image: '/images/courses/cloud-computing.webp',
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
  ...moreDemoMentors,
];
