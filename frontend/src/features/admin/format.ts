/** Money in the reward's own currency (« 1,50 € », « 2,00 $US »), with the same spaces as lib/format. */
export function formatAmount(amount: number | string, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  let text: string;
  try {
    text = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number.isFinite(value) ? value : 0);
  } catch {
    text = `${(Number.isFinite(value) ? value : 0).toFixed(2).replace('.', ',')} ${currency}`;
  }
  return text.replace(/(\d)[\u00A0\u202F ](?=\d)/g, '$1\u202F').replace(/[\u202F ](?=\D+$)/, '\u00A0');
}
