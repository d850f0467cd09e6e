import { createContext, useContext } from 'react';

/** Opens the shell's Send Mail modal, with the address filled in when opened from a row. */
export const SendMailContext = createContext<(email?: string) => void>(() => undefined);

export const useSendMail = () => useContext(SendMailContext);
