/** « 12,40 € », « −0,50 € »: cents as a French price (a non-breaking space before the sign, a true minus). */
export function euros(cents: number): string {
  const sign = cents < 0 ? '\u2212' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}\u00a0€`;
}
