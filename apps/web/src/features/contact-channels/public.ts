// What other features may use from contact-channels: the "How we reach you" section of /account.
export { ContactChannelsSection } from './ContactChannelsSection';
