import { campAgeGroups } from '@eazy2con/shared/options';
import { whatIsNeeded } from '../kids/public';

/**
 * The camp's requirements. 'Be a registered member' is the spec's own line (spec 2 §6); registering a child here is
 * what makes a parent one, no account needed. What a child needs at home is the kids page's list, not a copy.
 */
export const campRequirements: readonly string[] = [
  'Be a registered member',
  `Be 7 to 17 years old: the camp has two age groups, ${campAgeGroups.join(' and ')}`,
  ...whatIsNeeded,
];
