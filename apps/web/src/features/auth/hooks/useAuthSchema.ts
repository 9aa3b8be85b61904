import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type AuthSchemas, loadAuthSchemas } from '../load-schemas';
import type { AuthValues } from '../validation';

export type AuthSchema = z.ZodType<AuthValues>;

/**
 * The form's core schema, fetched once the person shows intent (`prefetch`: a field gets the focus),
 * not with the screen: zod is a quarter of what `/login` would otherwise load (decision 0028).
 * `current` is null until then (or if it cannot be loaded: offline, stale deploy); `ensure` waits for
 * it on submit and resolves null on failure, in which case the server's validation is the safety net.
 */
export function useAuthSchema(pickSchema: (schemas: AuthSchemas) => AuthSchema) {
  const [current, setCurrent] = useState<AuthSchema | null>(null);
  const mounted = useRef(true);
  const started = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prefetch = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadAuthSchemas()
      .then((schemas) => mounted.current && setCurrent(pickSchema(schemas)))
      .catch(() => {
        started.current = false; // the next focus or the submit tries again
      });
  }, [pickSchema]);

  const ensure = async (): Promise<AuthSchema | null> => {
    if (current) return current;
    try {
      const loaded = pickSchema(await loadAuthSchemas());
      if (mounted.current) setCurrent(loaded); // the errors shown then follow the typing with it
      return loaded;
    } catch {
      return null;
    }
  };

  return { current, ensure, prefetch };
}
