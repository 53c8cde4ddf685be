/** The billing cycles of a WHMCS price list, shortest first (GetProducts, `cart.php?billingcycle=`). */
export const WHMCS_BILLING_CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually', 'biennially', 'triennially'] as const;
export type WhmcsBillingCycle = (typeof WHMCS_BILLING_CYCLES)[number];
