import { useEffect } from 'react';
import { App } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

function Bridge({ onReady }: { onReady: (api: useAppProps) => void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** Ant Design's App (notification, message and modal holders), loaded the first time a page uses one of them. */
export default function AntAppHost({ onReady }: { onReady: (api: useAppProps) => void }) {
  return (
    <App component={false}>
      <Bridge onReady={onReady} />
    </App>
  );
}
