// What other features may use from families: the "Your children" section of /account.
export { ChildrenSection } from './ChildrenSection';
