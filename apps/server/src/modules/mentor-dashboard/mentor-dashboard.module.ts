import './dashboard.graphql';
import type { ModuleManifest } from '../module-manifest';
import { MentorDashboardService } from './dashboard.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    mentorDashboard: MentorDashboardService;
  }
}

/** A mentor's dashboard figures, read through read-models; its GraphQL is imported above. */
export const mentorDashboardModule = {
  name: 'mentor-dashboard',
  services: { mentorDashboard: (c) => new MentorDashboardService(c.part('dashboardReads')) },
} satisfies ModuleManifest;
