import { LedgerScreen } from '../../features/admin/rewards/LedgerScreen';

/** /admin/rewards/ledger (admin only): the rewards ledger, its CSV export and the WHMCS check. */
export default function RewardsLedgerPage() {
  return <LedgerScreen />;
}
