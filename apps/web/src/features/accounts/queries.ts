import type { MentorApplicationInput } from '@eazy2con/shared/validation/mentor-application';
import { gql } from 'urql';

/** The signed-in account's mentor record (spec 1 §3: the client auth state's `data`). */
export interface AuthMentor {
  id: string;
  status: 'REVIEW' | 'ACCEPTED' | 'DECLINED';
  firstname: string;
  lastname: string;
  /** Null unless the viewer owns the record or is an admin (the server guards it). */
  email: string | null;
  specialization: string;
  isActive: boolean | null;
  isAdmin: boolean | null;
  userSubId: string | null;
  imageUrl: { url: string; key: string | null } | null;
}

export type Role = 'VISITOR' | 'USER' | 'MENTOR' | 'ADMIN';

export interface Me {
  role: Role;
  isAuthenticated: boolean;
  sub: string | null;
  email: string | null;
  emailVerified: boolean;
  mentor: AuthMentor | null;
}

const MENTOR_FIELDS = 'id status firstname lastname email specialization isActive isAdmin userSubId imageUrl { url key }';

export const MeQuery = gql<{ me: Me }>`
  query Me {
    me {
      role
      isAuthenticated
      sub
      email
      emailVerified
      mentor { ${MENTOR_FIELDS} }
    }
  }
`;

export interface MentorApplicationVariables {
  input: MentorApplicationInput;
}

export const CreateMentorMutation = gql<{ createMentor: AuthMentor }, MentorApplicationVariables>`
  mutation CreateMentor($input: CreateMentorInput!) {
    createMentor(input: $input) { ${MENTOR_FIELDS} }
  }
`;
