/** The id of the JSON block a server-rendered page carries its GraphQL answers in (the server writes it). */
export const SERVER_DATA_ELEMENT_ID = 'ssr-data';
