import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: "Success messages clear after 3 seconds." */
export const successMessageDurationMs = 3000;

export interface TimedMessage {
  /** The message to show (e.g. in an `Alert`), null once it has cleared. */
  message: string | null;
  /** Shows `text` for the duration, counted again from now even if the same text shows. */
  show: (text: string) => void;
  clear: () => void;
}

/**
 * A message that clears itself, e.g. `Successfully duplicated "{title}"` for 3 seconds:
 * `const duplicated = useTimedMessage();` … `<Alert kind="success">{duplicated.message}</Alert>`.
 */
export function useTimedMessage(durationMs: number = successMessageDurationMs): TimedMessage {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
