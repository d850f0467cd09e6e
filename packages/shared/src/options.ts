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

/** Bootcamp form: how the registrant heard of us (spec 2 §3). */
export const bootcampSourceOptions = [
  'From a friend',
  'Co worker',
  'Facebook',
  'Instagram',
  'Twitter',
  'Whatsapp',
  'Linkedin',
  'Google search',
  'others',
] as const;
export type BootcampSource = (typeof bootcampSourceOptions)[number];

/** Advisory call and webinar forms: how the person heard of us; 'Other Medium' is the default (spec 2 §3). */
export const callSourceOptions = [
  'Other Medium',
  'Facebook',
  'Google Search',
  'From a Friend',
  'Social Media Post',
] as const;
export type CallSource = (typeof callSourceOptions)[number];
export const DEFAULT_CALL_SOURCE: CallSource = 'Other Medium';

/** Bootcamp form: 'Do you have a laptop?' */
export const laptopOptions = ['Yes', 'No'] as const;
export type LaptopAnswer = (typeof laptopOptions)[number];

/** Booking and bootcamp forms: why the learner wants the course (optional). */
export const whyLearnOptions = [
  'Acquire new skill',
  'Needed for current project',
  'I am a novice',
  'I want to know the best practice',
  'This is required for me to pass a course',
  'Trying things out',
  'others',
] as const;
export type WhyLearn = (typeof whyLearnOptions)[number];

/** Kids mentor booking: the child's age bracket. */
export const kidAgeOptions = ['7 - 12 years', '12 - 17 years'] as const;
export type KidAge = (typeof kidAgeOptions)[number];

/** Weekend camp age groups, as the camp page shows them. */
export const campAgeGroups = ['7-11 years', '12-17 years'] as const;

/**
 * Mentor booking form: the course the learner wants (spec 1 §3's course-topic choices, as the original spells
 * them, except two misspellings: 'Content writting' beside 'Content Writing' and 'Digital Marketting', issue 20).
 * 'Other' opens a field for the course's name, which the booking then keeps as its course. The course is stored as
 * text, so bookings made with the old spellings keep them.
 */
export const OTHER_COURSE = 'Other';
export const courseTopicOptions = [
  'Frontend web Development',
  'Data Analytics',
  'Backend web Development(Django)',
  'Python Fundamentals',
  'Object Oriented Programming',
  'API Development(Django)',
  'Fullstack web Development',
  'UI UX Design',
  'Mobile App design',
  'Web Design',
  'Digital Marketing',
  'Content Creation',
  'Marketing Strategy',
  'Social Media Ads',
  'Web Analytics',
  'Content Writing',
  'Project Management',
  'Planning Projects',
  'Managing Risk/Changes',
  'Budgeting & Scheduling',
  'Agile Methodology/Scrum',
  'Web Application concepts',
  'Html & CSS',
  'Javascript',
  'React',
  'CSS Frameworks',
  'IT Career Guide',
  'Network Tools',
  'Programming Architecture',
  OTHER_COURSE,
] as const;

/** Kids mentor booking: suggestions for the course field (the kids catalogue); the parent may type anything, or n/a. */
export const kidCourseSuggestions = [
  'Animations',
  'Fundamentals of Programming',
  'Scratch Programming',
  'Basic Web Development',
  'Graphic Design',
  'Machine Learning & AI',
] as const;
