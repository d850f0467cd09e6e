import { eq } from 'drizzle-orm';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import type { DataSubject, ExportSections, PersonalDataOwner } from '../personal-data';
import { oneTimeCodes } from './one-time-codes.schema';

/**
 * Codes mailed to a person that are still waiting (decision 0043): nothing to export (only their hashes are kept,
 * and they expire in minutes); erased with the account, with what their payloads held (a rating's stars).
 */
export class OneTimeCodesPersonalData implements PersonalDataOwner {
  export(_person: DataSubject): Promise<ExportSections> {
    return Promise.resolve({});
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    await deleteWhere(Tx.handle(tx), oneTimeCodes, eq(oneTimeCodes.email, person.email));
  }
}
