import { fireEvent, screen } from '@testing-library/react';

/** Opens a row's "Actions" menu (the row named `name`) and chooses `label` in it, as an admin does. */
export async function chooseRowAction(name: string, label: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}
