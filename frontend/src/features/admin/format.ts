/** Money in the reward's own currency: the shared formatter of lib/format, also used by the public pages. */
export { formatAmount } from '../../lib/format';
