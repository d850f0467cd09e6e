/** Leaves the app for the payment provider's checkout page (a full page load; the provider sends the browser back). */
export function goToCheckout(link: string): void {
  window.location.assign(link);
}
