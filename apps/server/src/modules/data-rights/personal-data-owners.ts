import type { Tx } from '../../db/transaction';
import type { DataSubject, EraseStage, ExportSections, PersonalDataOwner, PersonalDataOwners } from '../personal-data';

const STAGES: readonly EraseStage[] = ['linked', 'own', 'account'];

/**
 * Every module's personal-data owner taken together (decision 0043): one archive of all their sections, one refusal
 * (the first an owner gives), and one erase in the stages' order inside the caller's transaction.
 */
export class AllOwners {
  private readonly owners: [string, PersonalDataOwner][];

  constructor(owners: PersonalDataOwners) {
    this.owners = Object.entries(owners as unknown as Record<string, PersonalDataOwner>);
  }

  async export(person: DataSubject): Promise<ExportSections> {
    const parts = await Promise.all(
      this.owners.map(async ([key, owner]) => [key, await owner.export(person)] as const),
    );
    const sections: ExportSections = {};
    for (const [key, part] of parts) {
      for (const [name, rows] of Object.entries(part)) {
        // Two owners naming one section would overwrite each other's rows: a wiring mistake, said plainly.
        if (name in sections) throw new Error(`personal data: the section '${name}' is exported twice (${key})`);
        sections[name] = rows;
      }
    }
    return sections;
  }

  async refusal(person: DataSubject): Promise<string | null> {
    for (const [, owner] of this.owners) {
      const reason = (await owner.refusal?.(person)) ?? null;
      if (reason) return reason;
    }
    return null;
  }

  /** One after the other, never at once: they share the transaction's one connection. */
  async erase(tx: Tx, person: DataSubject): Promise<void> {
    for (const stage of STAGES) {
      for (const [, owner] of this.owners) {
        if ((owner.stage ?? 'own') === stage) await owner.erase(tx, person);
      }
    }
  }
}
