import { gql } from 'urql';

export interface CatalogueCourseCard {
  id: string;
  title: string;
  image: string;
  description: string;
  profession: string;
  ageRange: string | null;
  video: string;
}

export interface CatalogueMentor {
  id: string;
  firstname: string;
  lastname: string;
  specialization: string;
  countryName: string;
  bio: string;
  imageUrl: { url: string } | null;
}

export interface CatalogueCourseDetail extends CatalogueCourseCard {
  video: string;
  programRightCaption: string;
  prerequisites: string[];
  whatYouGet: string[];
  faqs: { question: string; answer: string }[];
  aboutClass: string;
  mentor: CatalogueMentor | null;
}

export type Audience = 'ADULT' | 'KID';

/** The fields of CatalogueCourseCard; the detail query asks for them and more. */
const CARD_FIELDS = `
  id
  title
  image
  description
  profession
  ageRange
  video
`;

export const CatalogueCoursesQuery = gql<{ catalogueCourses: CatalogueCourseCard[] }, { audience: Audience }>`
  query CatalogueCourses($audience: CatalogueAudience!) {
    catalogueCourses(audience: $audience) { ${CARD_FIELDS} }
  }
`;

export const CatalogueCourseQuery = gql<{ catalogueCourse: CatalogueCourseDetail | null }, { id: string; audience: Audience }>`
  query CatalogueCourse($id: ID!, $audience: CatalogueAudience!) {
    catalogueCourse(id: $id, audience: $audience) {
      ${CARD_FIELDS}
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
`;
