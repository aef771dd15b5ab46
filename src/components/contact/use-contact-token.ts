import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../../browser/http/client';

/** The signed "form shown at" token of the contact form; renewed after each message sent. */
export function useContactToken(): { token: string | null; renew: () => void } {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    httpClient
      .get<{ token: string }>('api/contact-token')
      .then(({ data }) => {
        if (active) setToken(data.token);
      })
      .catch(() => {
        // Without a token the send fails with a clear message; nothing to do here.
      });
    return () => {
      active = false;
    };
  }, [round]);
  const renew = useCallback(() => setRound((value) => value + 1), []);
  return { token, renew };
}
