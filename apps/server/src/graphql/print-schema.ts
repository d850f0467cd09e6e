import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema';

/**
 * Prints the API's schema as SDL on standard output (`npm run schema` writes it to apps/web/schema.graphql, which
 * the web app's typed documents are checked against). Sorted, so the file changes only when the schema does.
 */
process.stdout.write(printSchema(lexicographicSortSchema(schema)) + '\n');
