import { createContext, useContext, type ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';

/** One thing the team can do to a row: a menu item in the table, a button in the row's detail. */
export interface RowAction {
  key: string;
  /** What it does, in words that stand alone ('Mark as done', not 'Stop'). */
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** Where a row's actions are drawn: in the table (with View, as one menu) or in the row's detail (as buttons). */
export interface RowPlace {
  /** The row's name for people ('Ada Obi'): the menu's accessible name says whose actions these are. */
  name: string;
  /** Opens the row's detail; absent in the detail itself. */
  view?: () => void;
}

export const RowPlaceContext = createContext<RowPlace>({ name: '' });

/** A falsy entry is an action that does not apply to this row (e.g. Mark paid on a paid booking). */
export type MaybeAction = RowAction | false | null | undefined;

/**
 * A row's actions (issue 20 §9): at 1366 px seven buttons a row pushed the Status and Payment columns off screen, so
 * the table shows one "Actions" menu per row; the detail, which has the room, shows them as buttons. `children` are
 * the dialogs the actions open, drawn beside the menu (a dialog inside the menu's popup would close with it).
 */
export function RowActions({ actions, children }: { actions: readonly MaybeAction[]; children?: ReactNode }) {
  const { name, view } = useContext(RowPlaceContext);
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (!view) {
    return (
      <>
        {shown.map((action) => (
          <Button
            key={action.key}
            size="small"
            danger={action.danger}
            disabled={action.disabled}
            onClick={action.onSelect}
            aria-label={`${action.label}: ${name}`}
          >
            {action.label}
          </Button>
        ))}
        {children}
      </>
    );
  }
  const all: RowAction[] = [{ key: 'view', label: 'View details', onSelect: view }, ...shown];
  const menu: MenuProps = {
    items: all.map((action) => ({
      key: action.key,
      label: action.label,
      danger: action.danger,
      disabled: action.disabled,
    })),
    onClick: ({ key, domEvent }) => {
      // A click in the menu is not a click on the row (which opens the detail).
      domEvent.stopPropagation();
      all.find((action) => action.key === key)?.onSelect();
    },
  };
  return (
    <>
      <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
        <Button size="small" aria-label={`Actions for ${name}`}>
          Actions <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {children}
    </>
  );
}

/** A row's Actions cell: its actions (or, for a row without any, the menu with View alone) as the row's one menu. */
export function RowActionsCell({ name, view, children }: Required<RowPlace> & { children: ReactNode }) {
  return (
    // A click on an action is not a click on the row (which opens the detail).
    <span className="admin-table__actions" onClick={(event) => event.stopPropagation()}>
      <RowPlaceContext.Provider value={{ name, view }}>
        {children ?? <RowActions actions={[]} />}
      </RowPlaceContext.Provider>
    </span>
  );
}
