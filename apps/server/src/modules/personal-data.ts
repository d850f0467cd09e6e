import type { DbOrTx } from '../db/client';
import type { Tx } from '../db/transaction';

/**
 * Whose data a "Download my data" or "Delete my account" is about (issue 35): the account's id and its confirmed
 * e-mail, lower-case. Most of the product's rows name a person only by the e-mail typed on a form (bookings, camp,
 * chat), so both are given to every owner.
 */
export interface DataSubject {
  userId: string;
  email: string;
}

/** One cell of an exported row: plain values only, so the same row goes into data.json and a CSV file. */
export type ExportCell = string | number | boolean | null;
export type ExportRow = Record<string, ExportCell>;
/** An owner's part of the archive: section name → its rows (a section becomes `<name>.csv`). */
export type ExportSections = Record<string, ExportRow[]>;

/**
 * When an owner's erase runs within the one transaction (decision 0043). `linked`: rows found through another
 * module's rows about the person (a booking's sessions, found by the booking's e-mail), so they run while those can
 * still be found; `own` (the default): rows the module finds by the person's e-mail or account id; `account`: the
 * account itself, last.
 */
export type EraseStage = 'linked' | 'own' | 'account';

/**
 * What the data-rights module asks of each module that holds a person's data: what to put in their archive and how
 * to erase it. Financial records stay (amounts, references, dates, status) but lose names, e-mails, phones and free
 * text. Each module writes only its own tables; the data-rights module never reads them.
 */
export interface PersonalDataOwner {
  readonly stage?: EraseStage;
  /** The person's rows, by section. Sections with no rows may be left out. */
  export(person: DataSubject): Promise<ExportSections>;
  /** Erases or pseudonymises the person's rows in `tx` (every owner's erase shares one transaction). */
  erase(tx: Tx, person: DataSubject): Promise<void>;
  /**
   * Why the account may not be deleted yet (money still owed to a mentor), or null. Asked before any code is spent,
   * so a refusal changes nothing.
   */
  refusal?(person: DataSubject): Promise<string | null>;
  /**
   * The ids of the person's records that other modules' rows point at (a booking's payments and sessions): bookings
   * and registrations. Read in `tx` during an erase, before the records are pseudonymised.
   */
  recordIdsOf?(person: DataSubject, tx?: Tx): Promise<string[]>;
  /** The phone numbers the person gave on this module's forms, as typed (texts are kept by number, not by person). */
  phonesOf?(person: DataSubject, tx?: Tx): Promise<string[]>;
}

/**
 * Every module's owner, by key: empty here, each module adds its key from its manifest (`declare module
 * '../personal-data'`) and makes it in its manifest's `personalData`; module-registry.ts checks at compile time that
 * every declared key is made, as for retention owners.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface PersonalDataOwners {}

/** The pseudonym of a financial record that outlives its person: `deleted+<record id>@invalid` (RFC 2606's .invalid). */
export const erasedEmail = (recordId: string | number): string => `deleted+${recordId}@invalid`;
/** The name a pseudonymised record shows. */
export const ERASED_NAME = 'Deleted account';

/** A row's Date values as ISO-8601 text, other values as they are (null for undefined): an ExportRow. */
export function exportRow(row: Record<string, unknown>): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) out[key] = exportCell(value);
  return out;
}

function exportCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** Every owner's answers to `recordIdsOf` (or `phonesOf`), together: what a `linked` owner finds its rows by. */
export async function acrossOwners(
  owners: PersonalDataOwners,
  ask: 'recordIdsOf' | 'phonesOf',
  person: DataSubject,
  tx?: Tx,
): Promise<string[]> {
  const found = new Set<string>();
  // One after the other: during an erase they share the transaction's one connection.
  for (const owner of Object.values(owners as unknown as Record<string, PersonalDataOwner>)) {
    for (const value of (await owner[ask]?.(person, tx)) ?? []) found.add(value);
  }
  return [...found];
}

/**
 * An owner whose rows name the person only through another module's rows (a booking's sessions and payments, a
 * mentor record's files and ledger lines, the phone numbers typed on forms): it runs first in an erase, while those
 * rows can still be found, and asks the other owners at run time.
 */
export abstract class LinkedPersonalData implements PersonalDataOwner {
  readonly stage = 'linked';

  constructor(
    protected readonly db: DbOrTx,
    /** Every module's owner, asked at run time (the owners are gathered after each is made). */
    private readonly owners: () => PersonalDataOwners,
  ) {}

  abstract export(person: DataSubject): Promise<ExportSections>;
  abstract erase(tx: Tx, person: DataSubject): Promise<void>;

  /** The person's bookings and registrations, from every owner. */
  protected recordIds(person: DataSubject, tx?: Tx): Promise<string[]> {
    return acrossOwners(this.owners(), 'recordIdsOf', person, tx);
  }

  /** The phone numbers the person typed on any form, as typed. */
  protected phones(person: DataSubject, tx?: Tx): Promise<string[]> {
    return acrossOwners(this.owners(), 'phonesOf', person, tx);
  }

  /** The person's mentor record, when they have one. */
  protected mentorIdOf(person: DataSubject, tx?: Tx): Promise<string | null> {
    return this.owners().mentors.mentorIdOf(person.userId, tx);
  }
}

/**
 * An owner of bookings or registrations found by the e-mail typed on their form, each a payment record: exported
 * without the browser's access token hash; on erase each row is pseudonymised (`pseudonymise`: the module's own
 * columns), keeping its amount, references, dates and statuses.
 */
export abstract class PaidRecordsByEmail<
  Row extends { id: string; accessTokenHash: string },
> implements PersonalDataOwner {
  /** The archive's section (and CSV file) name. */
  protected abstract readonly section: string;
  /** The rows typed with this e-mail, read in `tx` when given. */
  protected abstract rowsOf(email: string, tx?: Tx): Promise<Row[]>;
  protected abstract phoneOf(row: Row): string;
  /** Replaces the row's personal columns (names, e-mail, phone, free text) in `tx`. */
  protected abstract pseudonymise(tx: Tx, id: string): Promise<void>;

  async export(person: DataSubject): Promise<ExportSections> {
    const rows = await this.rowsOf(person.email);
    return { [this.section]: rows.map(({ accessTokenHash: _secret, ...row }) => exportRow(row)) };
  }

  async recordIdsOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => row.id);
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    return (await this.rowsOf(person.email, tx)).map((row) => this.phoneOf(row));
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    for (const { id } of await this.rowsOf(person.email, tx)) await this.pseudonymise(tx, id);
  }
}
