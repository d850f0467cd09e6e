/** Option lists shared by the web forms and the server's validation (spec 2 §3, spec 3 §5). */

/** Mentor application: years of experience. */
export const experienceOptions = ['0 - 1yr', '1 - 2yrs', '2 - 3yrs', '3 - 5yrs', '5 - 10yrs', '10+yrs'] as const;
export type Experience = (typeof experienceOptions)[number];

/** Mentor application and profile: specialization. */
export const specializationOptions = [
  'Frontend',
  'Backend',
  'Full Stack',
  'Database Management',
  'DevOps',
  'CMS - Like wordpress',
  'Not Specified',
] as const;
export type Specialization = (typeof specializationOptions)[number];
