import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { NO_SELECTED_CHAT } from '@eazy2con/shared/chat-texts';
import './chat.css';

export interface ChatListItem {
  id: string;
  name: string;
  unreadCount: number;
}

/**
 * The chat screens' frame (spec 1 §2, spec 3 §2.2): a left list titled 'Chats' with a back link, and the open chat
 * or 'No selected chat'. The open chat's unread count shows 0: it is being read.
 */
export function ChatLayout({
  backTo,
  backLabel,
  basePath,
  items,
  openId,
  emptyText,
  aside,
  children,
}: {
  backTo: string;
  backLabel: string;
  basePath: string;
  items: ChatListItem[];
  openId: string | undefined;
  /** Said under 'Chats' once the list has loaded with no chat in it (left out while it loads). */
  emptyText?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="chat">
      <aside className="chat__list">
        <Link to={backTo} className="chat__back">
          ← {backLabel}
        </Link>
        <h1>Chats</h1>
        <ul>
          {items.map((item) => {
            const unread = item.id === openId ? 0 : item.unreadCount;
            return (
              <li key={item.id}>
                <NavLink to={`${basePath}/${item.id}`} className="chat__item">
                  <span>{item.name}</span>
                  {unread > 0 && (
                    <span className="chat__unread" aria-label={`${unread} unread`}>
                      {unread}
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
        {emptyText && items.length === 0 && <p className="chat__none">{emptyText}</p>}
        {aside}
      </aside>
      <div className="chat__main">{children ?? <p className="chat__empty">{NO_SELECTED_CHAT}</p>}</div>
    </div>
  );
}
