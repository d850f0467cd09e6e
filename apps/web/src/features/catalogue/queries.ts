import { graphql, type ResultOf, type VariablesOf } from '../../core/graphql/graphql';

/** A catalogue course as its card shows it; the detail query asks for these fields and more. */
export const CatalogueCourseCardFields = graphql(`
  fragment CatalogueCourseCardFields on CatalogueCourse {
    id
    title
    image
    description
    profession
    ageRange
    video
  }
`);

export type CatalogueCourseCard = ResultOf<typeof CatalogueCourseCardFields>;

export const CatalogueCoursesQuery = graphql(
  `
    query CatalogueCourses($audience: CatalogueAudience!) {
      catalogueCourses(audience: $audience) {
        ...CatalogueCourseCardFields
      }
    }
  `,
  [CatalogueCourseCardFields],
);

export const CatalogueCourseQuery = graphql(
  `
    query CatalogueCourse($id: ID!, $audience: CatalogueAudience!) {
      catalogueCourse(id: $id, audience: $audience) {
        ...CatalogueCourseCardFields
        programRightCaption
        prerequisites
        whatYouGet
        faqs {
          question
          answer
        }
        aboutClass
        mentor {
          id
          firstname
          lastname
          specialization
          countryName
          bio
          imageUrl {
            url
          }
        }
      }
    }
  `,
  [CatalogueCourseCardFields],
);

export type CatalogueCourseDetail = NonNullable<ResultOf<typeof CatalogueCourseQuery>['catalogueCourse']>;
export type CatalogueMentor = NonNullable<CatalogueCourseDetail['mentor']>;
export type Audience = VariablesOf<typeof CatalogueCourseQuery>['audience'];
