/**
 * A bootcamp week as the 'What to Expect' modal shows it (spec 2 §2): a live evening class and a Saturday lab where
 * learners build with their mentor, in WAT, each with its topics and objectives.
 */
export interface CurriculumSession {
  time: string;
  topics: string[];
  objectives: string[];
}

export interface CurriculumWeek {
  theme: string;
  sessions: [CurriculumSession, CurriculumSession];
}

const CLASS = 'Tuesday, 6:00 – 8:00 PM';
const LAB = 'Saturday, 10:00 AM – 1:00 PM';

export const week = (
  theme: string,
  lesson: [topics: string[], objectives: string[]],
  lab: [topics: string[], objectives: string[]],
): CurriculumWeek => ({
  theme,
  sessions: [
    { time: CLASS, topics: lesson[0], objectives: lesson[1] },
    { time: LAB, topics: lab[0], objectives: lab[1] },
  ],
});

export const SESSION_TIMES_NOTE = 'Times are West Africa Time (WAT, GMT+1).';
