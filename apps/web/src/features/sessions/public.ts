// What other features may use from sessions: the slot picker the booking form embeds. Pages stay behind their
// routes (lazily loaded), never exported here.
export { SlotPicker, type SlotPickerProps } from './SlotPicker';
