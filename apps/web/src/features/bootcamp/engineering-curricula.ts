import type { BootcampTrackId } from '@eazy2con/shared/bootcamp';
import { week, type CurriculumWeek } from './curriculum-week';

/** The five weeks of the engineering tracks: frontend, backend and data analysis. */
export const engineeringCurricula: Pick<
  Record<BootcampTrackId, CurriculumWeek[]>,
  'frontend' | 'backend' | 'data-analysis'
> = {
  frontend: [
    week(
      'The web and HTML',
      [
        [
          'How the web works: browsers, servers, HTTP',
          'Semantic HTML: headings, lists, links, forms',
          'Setting up VS Code, Git and GitHub',
        ],
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
  backend: [
    week(
      'Node.js and the command line',
      [
        [
          'How the server side of the web works',
          'JavaScript on the server: Node.js and npm',
          'The terminal, Git and GitHub',
        ],
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
        [
          'The OWASP Top 10: injection, XSS, broken access control',
          'Environment variables and secrets',
          'Rate limiting',
        ],
        ['Find and fix a security hole in sample code', 'Keep secrets out of the code'],
      ],
    ),
    week(
      'Test and deploy',
      [
        [
          'Automated tests for an API',
          'Logging and error handling',
          'Deploying to a cloud host with a managed database',
        ],
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
        [
          'The data analysis process: ask, prepare, process, analyse, share',
          'Types of data and where it comes from',
          'Asking good questions',
        ],
        ['Turn a business problem into questions data can answer', 'Judge whether a data set can be trusted'],
      ],
      [
        [
          'Spreadsheets: cleaning, sorting and filtering',
          'Formulas, VLOOKUP/XLOOKUP and pivot tables',
          'Working with a real Nigerian data set',
        ],
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
        [
          'Python basics in Jupyter notebooks',
          'pandas: loading, filtering and grouping data',
          'Handling missing and wrong values',
        ],
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
};
