import { lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI, ModalFuncWithPromise } from 'antd/es/modal/useModal';

type Api = useAppProps;
type Run = (call: (api: Api) => void) => void;

const AntAppHost = lazy(() => import('./ant-app-host'));

/** A message's handle before the real one exists: closing it early closes the real one as soon as it opens. */
function deferredMessage(run: Run, open: (api: Api) => MessageType): MessageType {
  let real: MessageType | null = null;
  let closed = false;
  const done = new Promise<boolean>((resolve) => {
    run((api) => {
      real = open(api);
      if (closed) real();
      real.then(resolve, () => resolve(false));
    });
  });
  const handle = (() => {
    closed = true;
    real?.();
  }) as MessageType;
  handle.then = (onFulfilled, onRejected) => done.then(onFulfilled, onRejected);
  return handle;
}

/** A modal's handle before the real one exists; updates and closing wait for it. */
function deferredModal(
  run: Run,
  open: (api: Api) => ReturnType<ModalFuncWithPromise>,
): ReturnType<ModalFuncWithPromise> {
  let real: ReturnType<ModalFuncWithPromise> | null = null;
  const waiting: ((modal: ReturnType<ModalFuncWithPromise>) => void)[] = [];
  const ready = (then: (modal: ReturnType<ModalFuncWithPromise>) => void) => (real ? then(real) : waiting.push(then));
  const result = new Promise<boolean>((resolve) => {
    run((api) => {
      real = open(api);
      for (const then of waiting.splice(0)) then(real);
      real.then(resolve, () => resolve(false));
    });
  });
  return {
    destroy: () => ready((modal) => modal.destroy()),
    update: (config) => ready((modal) => modal.update(config)),
    // `result` never rejects (a failed modal counts as not confirmed), so a rejection handler would never run.
    then: (onFulfilled) => result.then(onFulfilled),
  };
}

function lazyApi(run: Run): Api {
  const notification: NotificationInstance = {
    success: (args) => run((api) => api.notification.success(args)),
    error: (args) => run((api) => api.notification.error(args)),
    info: (args) => run((api) => api.notification.info(args)),
    warning: (args) => run((api) => api.notification.warning(args)),
    open: (args) => run((api) => api.notification.open(args)),
    destroy: (key) => run((api) => api.notification.destroy(key)),
  };
  const message: MessageInstance = {
    info: (...args) => deferredMessage(run, (api) => api.message.info(...args)),
    success: (...args) => deferredMessage(run, (api) => api.message.success(...args)),
    error: (...args) => deferredMessage(run, (api) => api.message.error(...args)),
    warning: (...args) => deferredMessage(run, (api) => api.message.warning(...args)),
    loading: (...args) => deferredMessage(run, (api) => api.message.loading(...args)),
    open: (args) => deferredMessage(run, (api) => api.message.open(args)),
    destroy: (key) => run((api) => api.message.destroy(key)),
  };
  const modal: HookAPI = {
    info: (props) => deferredModal(run, (api) => api.modal.info(props)),
    success: (props) => deferredModal(run, (api) => api.modal.success(props)),
    error: (props) => deferredModal(run, (api) => api.modal.error(props)),
    warning: (props) => deferredModal(run, (api) => api.modal.warning(props)),
    confirm: (props) => deferredModal(run, (api) => api.modal.confirm(props)),
  };
  return { notification, message, modal };
}

/**
 * Ant Design's `App` for `App.useApp()`, without its weight on the first load: the notification, message and modal
 * code (about 20 kB gzip with the dialog and skeleton it brings) loads the first time a page calls one of them, and
 * the call is shown as soon as it has. Pages keep using `App.useApp()` as documented.
 */
export function LazyAntApp({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const real = useRef<Api | null>(null);
  const pending = useRef<((api: Api) => void)[]>([]);
  const run = useCallback<Run>((call) => {
    if (real.current) return call(real.current);
    pending.current.push(call);
    setWanted(true);
  }, []);
  const value = useMemo(() => lazyApi(run), [run]);
  const onReady = useCallback((api: Api) => {
    real.current = api;
    for (const call of pending.current.splice(0)) call(api);
  }, []);
  return (
    <AppContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <AntAppHost onReady={onReady} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}

/**
 * `App.useApp()` without importing Ant Design's `App` component (whose module brings the notification, message and
 * modal code): for the shell and what public pages load on arrival. Same value as `App.useApp()`.
 */
export const useAppApi = (): Api => useContext(AppContext);
