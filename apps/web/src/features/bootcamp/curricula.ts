import type { BootcampTrackId } from '@eazy2con/shared/bootcamp';

/**
 * 'What to Expect' of each track (spec 2 §2): five weeks, each a table of sessions with their time, topics and
 * objectives. Page content, loaded with the modal that shows it (it is not part of the page's first load).
 * Every week has a live evening class and a Saturday lab where learners build with their mentor, in WAT.
 */
export interface CurriculumSession {
  time: string;
  topics: string[];
  objectives: string[];
}

export interface CurriculumWeek {
  theme: string;
  sessions: [CurriculumSession, CurriculumSession];
}

const CLASS = 'Tuesday, 6:00 – 8:00 PM';
const LAB = 'Saturday, 10:00 AM – 1:00 PM';

const week = (
  theme: string,
  lesson: [topics: string[], objectives: string[]],
  lab: [topics: string[], objectives: string[]],
): CurriculumWeek => ({
  theme,
  sessions: [
    { time: CLASS, topics: lesson[0], objectives: lesson[1] },
    { time: LAB, topics: lab[0], objectives: lab[1] },
  ],
});

export const curricula: Record<BootcampTrackId, CurriculumWeek[]> = {
  'forex-crypto-trading': [
    week(
      'How the markets work',
      [
        ['Forex, crypto and stock markets compared', 'Currency pairs, pips, lots and leverage', 'Brokers, exchanges and regulation in Nigeria'],
        ['Explain what moves a price and who is on the other side of a trade', 'Tell a regulated broker from a scam'],
      ],
      [
        ['Setting up a demo account and TradingView', 'Placing market, limit and stop orders', 'Wallets, exchanges and keeping keys safe'],
        ['Open and close a demo trade with a stop loss', 'Store crypto without handing over your keys'],
      ],
    ),
    week(
      'Reading a chart',
      [
        ['Candlesticks and timeframes', 'Trends, support and resistance', 'Market structure: highs, lows and breaks'],
        ['Mark the trend and key levels on any chart', 'Describe price action without indicators'],
      ],
      [
        ['Moving averages, RSI and MACD', 'Chart patterns: flags, triangles, double tops', 'Backtesting a simple setup'],
        ['Use two indicators to confirm a setup', 'Backtest one setup over 50 past trades'],
      ],
    ),
    week(
      'What moves prices',
      [
        ['Interest rates, inflation and central banks', 'The economic calendar and news trading', 'Crypto fundamentals: supply, halvings, on-chain data'],
        ['Read an economic calendar and plan around big releases', 'Judge a crypto project by its fundamentals'],
      ],
      [
        ['Combining analysis across timeframes', 'Writing entry and exit rules', 'Paper trading the week’s news'],
        ['Write a trade plan before taking a trade', 'Trade the demo account only by your written rules'],
      ],
    ),
    week(
      'Risk comes first',
      [
        ['Position sizing and the 1% rule', 'Risk-to-reward and win rate', 'Drawdowns and why accounts blow up'],
        ['Size any position from the account and the stop', 'Calculate the expectancy of a strategy'],
      ],
      [
        ['Trading psychology: fear, greed, revenge trading', 'Keeping a trading journal', 'Reviewing the week’s demo trades'],
        ['Keep a journal of every trade with its reason', 'Find your most common mistake in your own trades'],
      ],
    ),
    week(
      'Your trading plan',
      [
        ['Building a complete strategy', 'Scams, signals groups and get-rich-quick schemes', 'Taxes and record keeping'],
        ['Write a full trading plan: markets, setups, risk, routine', 'Recognise the warning signs of a scam'],
      ],
      [
        ['Presenting your plan and demo results', 'Mentor review and feedback', 'Next steps: a funded account, or more practice'],
        ['Defend your plan with your journal and statistics', 'Leave with a 90-day practice schedule'],
      ],
    ),
  ],
  frontend: [
    week(
      'The web and HTML',
      [
        ['How the web works: browsers, servers, HTTP', 'Semantic HTML: headings, lists, links, forms', 'Setting up VS Code, Git and GitHub'],
        ['Explain what happens when you open a web page', 'Write accessible, well-structured HTML'],
      ],
      [
        ['Building a personal profile page', 'Forms and their labels', 'Publishing with GitHub Pages'],
        ['Publish your first page on the internet', 'Make your first commits and push them'],
      ],
    ),
    week(
      'CSS and responsive layout',
      [
        ['Selectors, the box model and the cascade', 'Flexbox and Grid', 'Mobile-first responsive design'],
        ['Lay out any design with Flexbox or Grid', 'Make a page work from a phone to a desktop'],
      ],
      [
        ['Turning a design into a landing page', 'Colours, fonts and contrast', 'Checking a page with Lighthouse'],
        ['Rebuild a landing page from a design file', 'Fix the accessibility issues Lighthouse finds'],
      ],
    ),
    week(
      'JavaScript',
      [
        ['Variables, types, functions and arrays', 'The DOM and events', 'Fetching data from an API with async/await'],
        ['Write small programs that make a page interactive', 'Load and show data from a public API'],
      ],
      [
        ['Building a quiz app', 'Saving state in localStorage', 'Debugging with the browser’s developer tools'],
        ['Build an interactive app without a framework', 'Find a bug with breakpoints instead of guesses'],
      ],
    ),
    week(
      'React',
      [
        ['Components, props and state', 'Lists, forms and effects', 'Routing with React Router'],
        ['Think of a page as a tree of components', 'Build controlled forms and multi-page apps'],
      ],
      [
        ['Starting a project with Vite', 'Building a movie search app on a real API', 'Loading and error states'],
        ['Build a React app that searches a live API', 'Handle slow and failed requests gracefully'],
      ],
    ),
    week(
      'Ship your project',
      [
        ['Component libraries and styling in React', 'Testing components', 'Performance and deployment'],
        ['Test the important paths of your app', 'Deploy a React app with a custom domain'],
      ],
      [
        ['Final project demo day', 'Code review with your mentor', 'Writing a portfolio README and CV'],
        ['Present a deployed project and explain your choices', 'Leave with a portfolio ready for job applications'],
      ],
    ),
  ],
  'digital-marketing': [
    week(
      'Marketing foundations',
      [
        ['What digital marketing is and the customer journey', 'Defining the audience: personas and research', 'Positioning and the value proposition'],
        ['Describe a business’s ideal customer in detail', 'Write a clear value proposition'],
      ],
      [
        ['Auditing a real business’s online presence', 'Competitor research', 'Setting SMART goals'],
        ['Produce an audit of a business’s website and social pages', 'Set measurable goals for a campaign'],
      ],
    ),
    week(
      'Content and social media',
      [
        ['Content strategy and the content calendar', 'Copywriting that sells', 'Instagram, Facebook, X, LinkedIn and TikTok compared'],
        ['Plan a month of content for the right platforms', 'Write posts and captions with a clear call to action'],
      ],
      [
        ['Designing posts in Canva', 'Short video for Reels and TikTok', 'Scheduling and community management'],
        ['Create and schedule a week of posts', 'Answer comments and messages in the brand’s voice'],
      ],
    ),
    week(
      'Search and websites',
      [
        ['How search engines rank pages', 'Keyword research', 'On-page, technical and local SEO (Google Business Profile)'],
        ['Find the keywords customers really search for', 'Optimise a page for a chosen keyword'],
      ],
      [
        ['Landing pages that convert', 'Setting up Google Analytics and Search Console', 'Email marketing with Mailchimp'],
        ['Build a landing page with a sign-up form', 'Track visits and conversions in Google Analytics'],
      ],
    ),
    week(
      'Paid advertising',
      [
        ['Meta Ads Manager: campaigns, ad sets and ads', 'Targeting, budgets and bidding', 'Google Search ads'],
        ['Set up a campaign with the right objective and audience', 'Plan an ad budget in naira'],
      ],
      [
        ['Writing and testing ad creatives', 'Retargeting and lookalike audiences', 'Reading the results: CTR, CPC, CPA and ROAS'],
        ['Run an A/B test of two ads', 'Decide from the numbers which ad to keep'],
      ],
    ),
    week(
      'Measure and present',
      [
        ['Reporting and dashboards', 'Influencer and affiliate marketing', 'Freelancing and finding clients'],
        ['Build a monthly report a client understands', 'Price and pitch your services'],
      ],
      [
        ['Capstone: a full campaign plan for a real business', 'Presentation to the cohort', 'Mentor feedback'],
        ['Present a costed, measurable campaign plan', 'Leave with a portfolio piece and next steps'],
      ],
    ),
  ],
  backend: [
    week(
      'Node.js and the command line',
      [
        ['How the server side of the web works', 'JavaScript on the server: Node.js and npm', 'The terminal, Git and GitHub'],
        ['Explain what a server does for a web or mobile app', 'Run and debug a Node.js program'],
      ],
      [
        ['Modules, files and asynchronous code', 'Promises and async/await', 'Building a command-line tool'],
        ['Write asynchronous code without callback tangles', 'Publish a small tool on GitHub'],
      ],
    ),
    week(
      'HTTP and REST APIs',
      [
        ['HTTP methods, status codes and headers', 'REST design', 'Express: routes, middleware and errors'],
        ['Design the endpoints of an API', 'Return the right status code for each case'],
      ],
      [
        ['Building a notes API with Express', 'Validating input', 'Testing endpoints with Postman and curl'],
        ['Build a working CRUD API', 'Reject bad input with clear error messages'],
      ],
    ),
    week(
      'Databases',
      [
        ['Relational databases and SQL', 'Tables, keys, joins and indexes', 'PostgreSQL from Node with an ORM'],
        ['Model data in related tables', 'Write queries that join and filter'],
      ],
      [
        ['Moving the notes API onto PostgreSQL', 'Migrations', 'Paging and sorting in the database'],
        ['Store and read data in a real database', 'Change a schema safely with migrations'],
      ],
    ),
    week(
      'Authentication and security',
      [
        ['Hashing passwords', 'Sessions and JSON Web Tokens', 'Authorisation: who may do what'],
        ['Sign users up and in safely', 'Protect routes so users see only their own data'],
      ],
      [
        ['The OWASP Top 10: injection, XSS, broken access control', 'Environment variables and secrets', 'Rate limiting'],
        ['Find and fix a security hole in sample code', 'Keep secrets out of the code'],
      ],
    ),
    week(
      'Test and deploy',
      [
        ['Automated tests for an API', 'Logging and error handling', 'Deploying to a cloud host with a managed database'],
        ['Write tests that catch regressions', 'Deploy an API with its database'],
      ],
      [
        ['Final project demo day', 'API documentation', 'Code review with your mentor'],
        ['Present a documented API running on the internet', 'Leave with a portfolio project and next steps'],
      ],
    ),
  ],
  'data-analysis': [
    week(
      'Thinking with data',
      [
        ['The data analysis process: ask, prepare, process, analyse, share', 'Types of data and where it comes from', 'Asking good questions'],
        ['Turn a business problem into questions data can answer', 'Judge whether a data set can be trusted'],
      ],
      [
        ['Spreadsheets: cleaning, sorting and filtering', 'Formulas, VLOOKUP/XLOOKUP and pivot tables', 'Working with a real Nigerian data set'],
        ['Clean a messy spreadsheet', 'Summarise data with pivot tables'],
      ],
    ),
    week(
      'SQL',
      [
        ['Databases and tables', 'SELECT, WHERE, ORDER BY and GROUP BY', 'Joins and aggregate functions'],
        ['Query a database for the answer to a question', 'Combine tables with joins'],
      ],
      [
        ['Subqueries and common table expressions', 'Analysing a sales database', 'Cleaning data with SQL'],
        ['Answer ten business questions with SQL', 'Write readable, correct queries'],
      ],
    ),
    week(
      'Python for analysis',
      [
        ['Python basics in Jupyter notebooks', 'pandas: loading, filtering and grouping data', 'Handling missing and wrong values'],
        ['Load and explore a data set in pandas', 'Clean data reproducibly with code'],
      ],
      [
        ['Exploratory data analysis', 'Charts with matplotlib and seaborn', 'Descriptive statistics'],
        ['Find the patterns in a data set', 'Choose the right chart for the question'],
      ],
    ),
    week(
      'Dashboards and visualisation',
      [
        ['Principles of good charts', 'Power BI: importing and modelling data', 'Measures with DAX'],
        ['Avoid misleading charts', 'Build a data model in Power BI'],
      ],
      [
        ['Building an interactive dashboard', 'Filters, slicers and drill-down', 'Publishing and sharing a report'],
        ['Build a dashboard a manager can use on their own', 'Share a report safely'],
      ],
    ),
    week(
      'Tell the story',
      [
        ['Data storytelling', 'Presenting insights and recommendations', 'Building a data portfolio'],
        ['Turn findings into clear recommendations', 'Present to people who are not analysts'],
      ],
      [
        ['Capstone: an end-to-end analysis of a real data set', 'Presentation to the cohort', 'Mentor feedback'],
        ['Deliver an analysis from raw data to recommendations', 'Leave with a portfolio project and next steps'],
      ],
    ),
  ],
  'ui-ux': [
    week(
      'Design thinking',
      [
        ['What UI and UX are, and what designers do', 'The design thinking process', 'Principles of good design'],
        ['Explain the difference between UI and UX', 'Spot usability problems in apps you use'],
      ],
      [
        ['Getting started with Figma', 'Frames, shapes, text and auto layout', 'Redesigning one screen of a popular app'],
        ['Find your way around Figma', 'Redesign a screen with a reason for every change'],
      ],
    ),
    week(
      'User research',
      [
        ['Interviews and surveys', 'Personas and empathy maps', 'Defining the problem'],
        ['Plan and run a user interview', 'Write a problem statement from research'],
      ],
      [
        ['Interviewing real users for your project', 'Affinity mapping the findings', 'User journeys'],
        ['Turn interview notes into insights', 'Map a user’s journey and its pain points'],
      ],
    ),
    week(
      'Information architecture and wireframes',
      [
        ['Information architecture and navigation', 'User flows', 'Low-fidelity wireframes'],
        ['Organise content so users find it', 'Sketch the flow of a whole task'],
      ],
      [
        ['Wireframing the project app in Figma', 'Peer critique', 'Iterating on feedback'],
        ['Wireframe every screen of the main flow', 'Give and take useful design critique'],
      ],
    ),
    week(
      'Visual design',
      [
        ['Typography, colour and spacing', 'Grids and layout', 'Accessibility: contrast, sizes and states'],
        ['Apply visual hierarchy to a screen', 'Design for people with low vision and small phones'],
      ],
      [
        ['Components and a small design system', 'High-fidelity mockups', 'Interactive prototypes in Figma'],
        ['Build reusable components with variants', 'Turn mockups into a clickable prototype'],
      ],
    ),
    week(
      'Test and present',
      [
        ['Usability testing', 'Measuring and improving a design', 'Handing designs over to developers'],
        ['Run a usability test and act on what you learn', 'Prepare a developer-ready handoff'],
      ],
      [
        ['Writing a case study for your portfolio', 'Presentation to the cohort', 'Mentor feedback'],
        ['Present a case study from research to prototype', 'Leave with a portfolio piece and next steps'],
      ],
    ),
  ],
};

export const SESSION_TIMES_NOTE = 'Times are West Africa Time (WAT, GMT+1).';
