const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be compared with a uuid column (anything else makes PostgreSQL fail the whole query). */
export const isUuid = (value: string) => UUID.test(value);
