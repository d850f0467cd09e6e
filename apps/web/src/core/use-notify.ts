import { useCallback } from 'react';
import type { CombinedError } from 'urql';
import { apiErrorMessage } from './graphql/errors';
import { useAppApi } from './lazy-ant-app';

/**
 * The one place an API error becomes the spec's notification. Durations are seconds, as in the spec's catalogue.
 */
export function useNotify() {
  const { notification } = useAppApi();
  const error = useCallback(
    (
      err: CombinedError | Error | null | undefined,
      options: { title?: string; fallback?: string; duration?: number } = {},
    ) => {
      const description = apiErrorMessage(err, options.fallback);
      notification.error({
        title: options.title ?? description,
        description: options.title ? description : undefined,
        duration: options.duration ?? 10,
      });
    },
    [notification],
  );
  return { error, notification };
}
