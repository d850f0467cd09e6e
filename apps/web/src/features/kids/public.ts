// What other features may use from kids: what a child needs for a class (the weekend camp lists it too).
export { whatIsNeeded } from './kids-content';
