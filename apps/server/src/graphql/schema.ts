import { builder } from '../graphql-core/builder';
// Loading the module registry loads every module's *.graphql.ts files, which add their types and fields to the builder.
import '../module-registry';

export const schema = builder.toSchema();
