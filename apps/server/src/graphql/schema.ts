import { builder } from '../graphql-core/builder';
// Each import registers a module's types and fields on the builder.
import '../modules/site/site.graphql';
import '../modules/catalogue/catalogue.graphql';
import '../modules/mentors/mentors.graphql';
import '../modules/mentors/mentor-reviews.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/mail/mail.graphql';
import '../modules/courses/courses.graphql';
import '../modules/content/content.graphql';
import '../modules/stats/stats.graphql';
import '../modules/payments/payments.graphql';
import '../modules/camp/camp.graphql';
import '../modules/bootcamp/bootcamp.graphql';
import '../modules/advisory/advisory.graphql';
import '../modules/webinar/webinar.graphql';
import '../modules/bookings/mentor-bookings.graphql';
import '../modules/mentor-dashboard/dashboard.graphql';
import '../modules/courses/course-editing.graphql';
import '../modules/mentor-profile/profile.graphql';
import '../modules/chat/chat.graphql';
import '../modules/admin/admin.graphql';
import '../modules/sessions/sessions.graphql';
import '../modules/sessions/availability.graphql';

export const schema = builder.toSchema();
