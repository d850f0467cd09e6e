import fc from 'fast-check';
import {
  introspectionFromSchema,
  type GraphQLSchema,
  type IntrospectionField,
  type IntrospectionInputTypeRef,
  type IntrospectionInputValue,
  type IntrospectionOutputTypeRef,
  type IntrospectionType,
} from 'graphql';

/**
 * fast-check arbitraries built from the GraphQL input types, read through graphql-js's introspection of the built
 * schema, so a new mutation or input field is fuzzed without a line here. Every scalar mixes boundary values (the
 * ones issue 26 lists) with ordinary and random ones, so some cases get past validation into the services.
 */

const LONG = 'a'.repeat(10_000);
const BOUNDARY_STRINGS = [
  '',
  ' ',
  LONG,
  'nul\u0000byte',
  '\u202Eevil\u202C',
  '\u200F\u05D0\u05D1',
  '😀👩🏽‍💻',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
];
const PLAUSIBLE_STRINGS = [
  'ada@example.com',
  'Ada Obi',
  '+234 803 000 1111',
  'React',
  'Personal',
  'Hello, a long enough message for the form.',
  '01-01-2030',
  '9:00 AM',
  'NG',
  '123456',
];
const BOUNDARY_INTS = [0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 100_000, 59, 60, 61];
const BOUNDARY_DATES = [
  '0001-01-01T00:00:00.000Z',
  '1900-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2030-02-29T10:00:00.000Z',
  '2024-02-30T10:00:00Z',
  'not a date',
  '',
];

export interface FuzzPools {
  /** Ids of things that exist, so some cases reach past "not found". */
  ids: string[];
}

const str = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...BOUNDARY_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );

function scalar(name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.constantFrom(...BOUNDARY_INTS), fc.integer());
    case 'Float':
      return fc.oneof(fc.constantFrom(0, -1, 0.5, 1e308, -1e308, Number.MIN_VALUE), fc.double({ noNaN: true }));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(
        fc.uuid(),
        ...(pools.ids.length > 0 ? [fc.constantFrom(...pools.ids)] : []),
        fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', LONG),
      );
    case 'DateTime':
      return fc.oneof(
        fc.constantFrom(...BOUNDARY_DATES),
        fc
          .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      );
    default:
      return str();
  }
}

export class InputArbitraries {
  private readonly types = new Map<string, IntrospectionType>();

  constructor(
    schema: GraphQLSchema,
    private readonly pools: FuzzPools,
  ) {
    for (const type of introspectionFromSchema(schema).__schema.types) this.types.set(type.name, type);
  }

  /** The mutation fields, as introspection describes them. */
  mutations(): readonly IntrospectionField[] {
    const type = this.types.get('Mutation');
    return type?.kind === 'OBJECT' ? type.fields : [];
  }

  /** Variables for a field's arguments: each non-null one always present, the others present, null or left out. */
  args(args: readonly IntrospectionInputValue[]): fc.Arbitrary<Record<string, unknown>> {
    const model = Object.fromEntries(args.map((arg) => [arg.name, this.of(arg.type, 0)]));
    const requiredKeys = args.filter((arg) => arg.type.kind === 'NON_NULL').map((arg) => arg.name);
    return fc.record(model, { requiredKeys });
  }

  private of(ref: IntrospectionInputTypeRef, depth: number): fc.Arbitrary<unknown> {
    if (ref.kind === 'NON_NULL') return this.inner(ref.ofType, depth);
    return fc.oneof({ weight: 8, arbitrary: this.inner(ref, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }

  private inner(ref: IntrospectionInputTypeRef, depth: number): fc.Arbitrary<unknown> {
    if (ref.kind === 'LIST') return fc.array(this.of(ref.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 3 });
    if (ref.kind === 'NON_NULL') return this.inner(ref.ofType, depth);
    const type = this.types.get(ref.name);
    if (type?.kind === 'ENUM') {
      // An unknown value now and then: GraphQL must refuse it as bad input, never as a fault.
      return fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...type.enumValues.map((v) => v.name)) },
        { weight: 1, arbitrary: fc.constantFrom('NOT_A_VALUE', '', 'adult') },
      );
    }
    if (type?.kind === 'INPUT_OBJECT') {
      if (depth > 3) return fc.constant({});
      const model = Object.fromEntries(type.inputFields.map((f) => [f.name, this.of(f.type, depth + 1)]));
      const requiredKeys = type.inputFields.filter((f) => f.type.kind === 'NON_NULL').map((f) => f.name);
      return fc.record(model, { requiredKeys });
    }
    return scalar(ref.name, this.pools);
  }
}

const typeText = (ref: IntrospectionInputTypeRef): string =>
  ref.kind === 'NON_NULL' ? `${typeText(ref.ofType)}!` : ref.kind === 'LIST' ? `[${typeText(ref.ofType)}]` : ref.name;

const namedOf = (ref: IntrospectionOutputTypeRef): { kind: string; name: string } =>
  ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? namedOf(ref.ofType) : ref;

/** The document that calls `field` with one variable per argument, selecting only `__typename` of an object. */
export function documentOf(field: IntrospectionField): string {
  const vars = field.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = namedOf(field.type);
  const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(named.kind) ? ' { __typename }' : '';
  return `mutation${vars ? `(${vars})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}
