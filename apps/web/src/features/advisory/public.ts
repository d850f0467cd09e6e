// What other features may use from advisory: the advisory-call section the kids page embeds.
export { AdvisorSection } from './AdvisorSection';
