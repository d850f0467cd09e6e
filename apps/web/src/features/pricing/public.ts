// What other features may use from pricing: a plan's card.
export { PlanCard } from './PlanCard';
