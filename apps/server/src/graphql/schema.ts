import { builder } from './builder';
// Each import registers a module's types and fields on the builder.
import '../modules/site/site.graphql';
import '../modules/catalogue/catalogue.graphql';
import '../modules/mentors/mentors.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/mail/mail.graphql';
import '../modules/courses/courses.graphql';
import '../modules/content/content.graphql';
import '../modules/stats/stats.graphql';

export const schema = builder.toSchema();
