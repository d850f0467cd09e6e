import {
  ApiOutlined,
  BarChartOutlined,
  BgColorsOutlined,
  LayoutOutlined,
  NotificationOutlined,
  StockOutlined,
} from '@ant-design/icons';
import { bootcampTrackIds, bootcampTrackTitles, type BootcampTrackId } from '@eazy2con/shared/bootcamp';

/** A track card of /bootcamp (spec 2 §2: id, icon, title, details); its weekly tables are in curricula.ts. */
export interface BootcampTrack {
  id: BootcampTrackId;
  icon: typeof StockOutlined;
  title: string;
  details: string;
}

const details: Record<BootcampTrackId, { icon: BootcampTrack['icon']; details: string }> = {
  'forex-crypto-trading': {
    icon: StockOutlined,
    details:
      'Read charts, plan a trade before you take it and size every position to your risk. Five weeks of market structure, technical and fundamental analysis, and a trading journal on a demo account: no real money until you have a tested plan.',
  },
  frontend: {
    icon: LayoutOutlined,
    details:
      'Build responsive, accessible websites with HTML, CSS and modern JavaScript, then a React app that talks to a real API. You finish with a deployed portfolio project and your code on GitHub.',
  },
  'digital-marketing': {
    icon: NotificationOutlined,
    details:
      'Find the customers a business needs and reach them: brand and audience research, content and social media, search (SEO), email, and paid ads on Meta and Google, measured with analytics. You finish with a campaign plan for a real business.',
  },
  backend: {
    icon: ApiOutlined,
    details:
      'Write the server side of an app with Node.js: HTTP and REST, Express, SQL databases with PostgreSQL, sign-in and security, tests and deployment. You finish with a documented API running on the internet.',
  },
  'data-analysis': {
    icon: BarChartOutlined,
    details:
      'Turn raw data into decisions: spreadsheets, SQL, Python with pandas, charts and dashboards in Power BI, and telling the story behind the numbers. You finish with an analysis of a real Nigerian data set for your portfolio.',
  },
  'ui-ux': {
    icon: BgColorsOutlined,
    details:
      'Design products people enjoy using: user research, user flows, wireframes, visual design and prototypes in Figma, and usability testing with real users. You finish with a case study of a mobile app you designed.',
  },
};

export const bootcampTracks: BootcampTrack[] = bootcampTrackIds.map((id) => ({
  id,
  title: bootcampTrackTitles[id],
  ...details[id],
}));
