import type { BootcampTrackId } from '@eazy2con/shared/bootcamp';
import { week, type CurriculumWeek } from './curriculum-week';

/** The five weeks of the trading, marketing and design tracks. */
export const businessAndDesignCurricula: Pick<
  Record<BootcampTrackId, CurriculumWeek[]>,
  'forex-crypto-trading' | 'digital-marketing' | 'ui-ux'
> = {
  'forex-crypto-trading': [
    week(
      'How the markets work',
      [
        [
          'Forex, crypto and stock markets compared',
          'Currency pairs, pips, lots and leverage',
          'Brokers, exchanges and regulation in Nigeria',
        ],
        ['Explain what moves a price and who is on the other side of a trade', 'Tell a regulated broker from a scam'],
      ],
      [
        [
          'Setting up a demo account and TradingView',
          'Placing market, limit and stop orders',
          'Wallets, exchanges and keeping keys safe',
        ],
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
        [
          'Moving averages, RSI and MACD',
          'Chart patterns: flags, triangles, double tops',
          'Backtesting a simple setup',
        ],
        ['Use two indicators to confirm a setup', 'Backtest one setup over 50 past trades'],
      ],
    ),
    week(
      'What moves prices',
      [
        [
          'Interest rates, inflation and central banks',
          'The economic calendar and news trading',
          'Crypto fundamentals: supply, halvings, on-chain data',
        ],
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
        [
          'Trading psychology: fear, greed, revenge trading',
          'Keeping a trading journal',
          'Reviewing the week’s demo trades',
        ],
        ['Keep a journal of every trade with its reason', 'Find your most common mistake in your own trades'],
      ],
    ),
    week(
      'Your trading plan',
      [
        [
          'Building a complete strategy',
          'Scams, signals groups and get-rich-quick schemes',
          'Taxes and record keeping',
        ],
        ['Write a full trading plan: markets, setups, risk, routine', 'Recognise the warning signs of a scam'],
      ],
      [
        [
          'Presenting your plan and demo results',
          'Mentor review and feedback',
          'Next steps: a funded account, or more practice',
        ],
        ['Defend your plan with your journal and statistics', 'Leave with a 90-day practice schedule'],
      ],
    ),
  ],
  'digital-marketing': [
    week(
      'Marketing foundations',
      [
        [
          'What digital marketing is and the customer journey',
          'Defining the audience: personas and research',
          'Positioning and the value proposition',
        ],
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
        [
          'Content strategy and the content calendar',
          'Copywriting that sells',
          'Instagram, Facebook, X, LinkedIn and TikTok compared',
        ],
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
        [
          'How search engines rank pages',
          'Keyword research',
          'On-page, technical and local SEO (Google Business Profile)',
        ],
        ['Find the keywords customers really search for', 'Optimise a page for a chosen keyword'],
      ],
      [
        [
          'Landing pages that convert',
          'Setting up Google Analytics and Search Console',
          'Email marketing with Mailchimp',
        ],
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
        [
          'Writing and testing ad creatives',
          'Retargeting and lookalike audiences',
          'Reading the results: CTR, CPC, CPA and ROAS',
        ],
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
  'ui-ux': [
    week(
      'Design thinking',
      [
        ['What UI and UX are, and what designers do', 'The design thinking process', 'Principles of good design'],
        ['Explain the difference between UI and UX', 'Spot usability problems in apps you use'],
      ],
      [
        [
          'Getting started with Figma',
          'Frames, shapes, text and auto layout',
          'Redesigning one screen of a popular app',
        ],
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
