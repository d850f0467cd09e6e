// What other features may use from payments: starting a payment and going to the provider's checkout.
export { goToCheckout } from './go-to-checkout';
export { payableKindEnum } from './payable-kind';
export { StartPaymentMutation } from './queries';
export { useCancelBooking } from './use-cancel-booking';
