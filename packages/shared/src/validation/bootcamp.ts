import { z } from 'zod';
import { bootcampTrackIds } from '../bootcamp';
import { isCountryCode } from '../countries';
import { bootcampSourceOptions, laptopOptions, whyLearnOptions } from '../options';

/**
 * The bootcamp registration form (spec 2 §5): every field required except whyLearnTheCourse, with Ant Design's
 * '{label} is required!' and '{label} is not a valid email!' wording, and 'Please input your country'. The /bootcamp
 * form and `createBootcamp` both parse with this schema, so the labels below are the form's labels.
 */
export const bootcampLabels = {
  fullName: 'Full Name',
  phone: 'Phone Number',
  email: 'Email',
  country: 'Country',
  source: 'How you heard about us',
  whyLearnTheCourse: 'Why do you want to learn this course?',
  doYouHaveAlaptop: 'Laptop',
  track: 'Track',
} as const;

export const COUNTRY_REQUIRED = 'Please input your country';

const required = (label: string) => `${label} is required!`;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);

const choice = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z.enum(options, { error: required(label) });

export const BootcampSchema = z.object({
  fullName: requiredText(bootcampLabels.fullName, 100),
  phone: requiredText(bootcampLabels.phone, 30).regex(/^\+?[\d\s()-]{7,}$/, `${bootcampLabels.phone} is not valid!`),
  email: requiredText(bootcampLabels.email, 254)
    .toLowerCase()
    .pipe(z.email({ error: `${bootcampLabels.email} is not a valid email!` })),
  // ISO 3166 alpha-2, as the country picker sends it.
  country: z.string({ error: COUNTRY_REQUIRED }).trim().toUpperCase().refine(isCountryCode, COUNTRY_REQUIRED),
  source: choice(bootcampSourceOptions, bootcampLabels.source),
  // Optional: an empty answer is stored as none; anything else must be one of the answers offered.
  whyLearnTheCourse: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .enum(whyLearnOptions, { error: `Choose one of the answers to "${bootcampLabels.whyLearnTheCourse}"` })
        .nullable(),
    ),
  doYouHaveAlaptop: choice(laptopOptions, bootcampLabels.doYouHaveAlaptop),
  track: choice(bootcampTrackIds, bootcampLabels.track),
});
export type BootcampInput = z.input<typeof BootcampSchema>;
export type BootcampRegistration = z.output<typeof BootcampSchema>;

/** Pay Later from the success view: the only change the public side may make (decision 0012). */
export const UpdateBootcampSchema = z.object({
  id: z.string().trim(),
  token: z.string().trim(),
  transferOption: z.boolean({ error: 'transferOption must be true or false' }),
});
export type UpdateBootcampInput = z.input<typeof UpdateBootcampSchema>;
