// The static course catalogue (spec 1 §3, spec 2 §2), in display order, one file per course under ./catalogue.
// Adult courses appear on /featured-courses, kid courses on /kid-tech and /featured-kid-courses/{id}. Mentor
// e-mails refer to the demo mentors in ./mentors.
import type { CatalogueCourseSeed } from './seed-types';
import { webDevelopment } from './catalogue/web-development';
import { uiUxDesign } from './catalogue/ui-ux-design';
import { projectManagement } from './catalogue/project-management';
import { cyberSecurity } from './catalogue/cyber-security';
import { cryptocurrencyTrading } from './catalogue/cryptocurrency-trading';
import { cloudComputing } from './catalogue/cloud-computing';
import { digitalMarketing } from './catalogue/digital-marketing';
import { machineLearning } from './catalogue/machine-learning';
import { dataScience } from './catalogue/data-science';
import { animations } from './catalogue/animations';
import { fundamentalsOfProgramming } from './catalogue/fundamentals-of-programming';
import { scratch } from './catalogue/scratch';
import { basicWebdev } from './catalogue/basic-webdev';
import { graphicDesign } from './catalogue/graphic-design';
import { mlAi } from './catalogue/ml-ai';

export const adultCourses: CatalogueCourseSeed[] = [
  webDevelopment,
  uiUxDesign,
  projectManagement,
  cyberSecurity,
  cryptocurrencyTrading,
  cloudComputing,
  digitalMarketing,
  machineLearning,
  dataScience,
];

export const kidCourses: CatalogueCourseSeed[] = [
  animations,
  fundamentalsOfProgramming,
  scratch,
  basicWebdev,
  graphicDesign,
  mlAi,
];
