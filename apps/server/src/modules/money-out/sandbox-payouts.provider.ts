import type { IncomingHttpHeaders } from 'node:http';
import type {
  Bank,
  PayoutProvider,
  ProviderAnswer,
  RefundLookup,
  RefundRequest,
  RefundState,
  ResolvedAccount,
  TransferRequest,
  TransferState,
} from './payout-provider';
import type { SandboxPayoutsRepo } from './sandbox-payouts.repo';
import type { SandboxPayoutTransferRow } from './payouts.schema';

/**
 * Nigerian banks with their CBN codes, as Flutterwave's GET /banks/NG lists them: the sandbox's bank list, so the
 * mentor's form works with no keys.
 */
export const SANDBOX_BANKS: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '030', name: 'Heritage Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
  { code: '076', name: 'Polaris Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
];

/** The name the sandbox's pretend bank gives every account: plainly a test, and the same for a number each time. */
export const sandboxAccountName = (accountNumber: string) => `SANDBOX TEST ACCOUNT ${accountNumber.slice(-4)}`;

const state = (row: SandboxPayoutTransferRow): TransferState => ({
  id: String(row.id),
  reference: row.reference,
  status: row.status,
  amountKobo: row.amountKobo,
  message:
    row.status === 'SUCCESSFUL'
      ? 'Sandbox: transfer completed'
      : row.status === 'FAILED'
        ? 'Sandbox: transfer failed'
        : '',
});

/**
 * The payouts provider with no keys (the payments sandbox's twin): a bank list, a test name for any account, and
 * transfers that stay NEW until the admin's "simulate" control completes or fails them. Refunds complete at once.
 * No money moves; everything after the provider's answer is the same code as with Flutterwave.
 */
export class SandboxPayoutsProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly repo: SandboxPayoutsRepo) {}

  listBanks(): Promise<ProviderAnswer<Bank[]>> {
    return Promise.resolve({ kind: 'ok', value: SANDBOX_BANKS, raw: null });
  }

  resolveAccount(account: { bankCode: string; accountNumber: string }): Promise<ProviderAnswer<ResolvedAccount>> {
    if (!SANDBOX_BANKS.some((b) => b.code === account.bankCode)) {
      return Promise.resolve({ kind: 'refused', message: 'Sorry, recipient account could not be validated' });
    }
    const value = { accountNumber: account.accountNumber, accountName: sandboxAccountName(account.accountNumber) };
    return Promise.resolve({ kind: 'ok', value, raw: null });
  }

  async createTransfer(request: TransferRequest): Promise<ProviderAnswer<TransferState>> {
    const row = await this.repo.insert('transfer', request.reference, request.amountKobo, 'NEW');
    if (!row) return { kind: 'refused', message: 'Duplicate reference', duplicate: true };
    return { kind: 'ok', value: state(row), raw: row };
  }

  async getTransfer(query: { id: string } | { reference: string }): Promise<ProviderAnswer<TransferState | null>> {
    const row =
      'id' in query
        ? /^\d{1,9}$/.test(query.id)
          ? await this.repo.byId(Number(query.id))
          : null
        : await this.repo.byReference('transfer', query.reference);
    return { kind: 'ok', value: row && row.kind === 'transfer' ? state(row) : null, raw: row };
  }

  async refund(request: RefundRequest): Promise<ProviderAnswer<RefundState>> {
    // Recorded once per refund of ours, and done at once; asked again (a retry), it answers the first record.
    const row =
      (await this.repo.insert('refund', request.reference, request.amountKobo, 'SUCCESSFUL')) ??
      (await this.repo.byReference('refund', request.reference));
    if (!row) return { kind: 'unavailable', reason: 'sandbox refund not recorded' };
    return { kind: 'ok', value: { id: `sbr-${row.id}`, amountKobo: row.amountKobo, status: 'completed' }, raw: row };
  }

  async findRefund(query: RefundLookup): Promise<ProviderAnswer<RefundState | null>> {
    const row = await this.repo.byReference('refund', query.reference);
    const value = row ? { id: `sbr-${row.id}`, amountKobo: row.amountKobo, status: 'completed' as const } : null;
    return { kind: 'ok', value, raw: row };
  }

  /** The sandbox sends no webhooks: its outcomes come from the simulate control. */
  authenticateWebhook(_rawBody: Buffer, _headers: IncomingHttpHeaders): boolean {
    return false;
  }

  parseTransferWebhook(): null {
    return null;
  }

  /** The admin's "simulate" control: the pretend bank completes or fails a transfer still on its way. */
  simulate(reference: string, outcome: 'SUCCESSFUL' | 'FAILED'): Promise<SandboxPayoutTransferRow | null> {
    return this.repo.finish(reference, outcome);
  }
}
