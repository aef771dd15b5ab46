import { useEffect, useState } from 'react';
import type { PublishStatus } from '../../server/publish/status';

/**
 * Polls GET /api/publish-status every `intervalMs`. Resolves to null while unknown and stops for
 * good when the site has no publisher (404: production hosts build in CI, not here).
 */
export function usePublishStatus(intervalMs = 2000): PublishStatus | null {
  const [status, setStatus] = useState<PublishStatus | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch('/api/publish-status', { cache: 'no-store' });
        if (response.status === 404) return;
        if (response.ok && !stopped) setStatus((await response.json()) as PublishStatus);
      } catch {
        // the site server restarts or the network blinked: ask again
      }
      if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [intervalMs]);
  return status;
}
