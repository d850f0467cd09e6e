import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Layout, Menu } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import type { AuthMentor } from '../accounts/public';
import { ADMIN_EXITS, ADMIN_PAGES, adminPath } from './admin-pages';
import { MAIL_SENT, SendMailModal } from './SendMailModal';
import { SendMailContext } from './send-mail-context';
import './admin.css';

/** Spec 3 §9: the mail banner stays 4 s. */
const BANNER_MS = 4000;

/**
 * The admin area's frame (spec 3 §2.3, §4): the admin's first and last name in the header, the side menu of every
 * admin page and the ways out, with its collapse toggle, and the Send Mail modal any page can open.
 */
export function AdminShell({ mentor, children }: { mentor: AuthMentor; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [mailTo, setMailTo] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { pathname } = useLocation();
  const openMail = useCallback((email?: string) => setMailTo(email ?? ''), []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const items = [
    ...ADMIN_PAGES.map((page) => ({
      key: adminPath(page.path),
      label: <Link to={adminPath(page.path)}>{page.label}</Link>,
    })),
    { type: 'divider' as const },
    ...ADMIN_EXITS.map((exit) => ({ key: exit.to, label: <Link to={exit.to}>{exit.label}</Link> })),
  ];

  return (
    <SendMailContext.Provider value={openMail}>
      <Layout className="admin-area">
        {/* Collapsed, the menu folds away entirely: its items are words, with no icons to keep showing. */}
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          collapsedWidth={0}
          trigger={null}
          theme="light"
          width={220}
          className="admin-area__sider"
        >
          <nav aria-label="Admin menu">
            <Menu mode="inline" selectedKeys={[pathname]} items={items} />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header className="admin-area__bar">
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((c) => !c)}
              aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
              aria-expanded={!collapsed}
            />
            <span className="admin-area__brand">Admin dashboard</span>
            <span className="admin-area__name" data-testid="admin-name">
              {mentor.firstname} {mentor.lastname}
            </span>
            <Button onClick={() => openMail()}>Send Mail</Button>
          </Layout.Header>
          <Layout.Content className="admin-area__main">
            {sent && <Alert type="success" title={MAIL_SENT} showIcon className="admin-area__banner" />}
            {children}
          </Layout.Content>
        </Layout>
      </Layout>
      <SendMailModal
        email={mailTo}
        onClose={() => setMailTo(null)}
        onSent={() => {
          setMailTo(null);
          setSent(true);
        }}
      />
    </SendMailContext.Provider>
  );
}
