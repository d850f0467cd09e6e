// What other features may use from data-rights: the "Your data" section of /account.
export { DataRightsSection } from './DataRightsSection';
