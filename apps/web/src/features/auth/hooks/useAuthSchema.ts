import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { type AuthSchemas, loadAuthSchemas } from '../load-schemas';
import type { AuthValues } from '../validation';

export type AuthSchema = z.ZodType<AuthValues>;

/**
 * The form's core schema, fetched right after the first paint. `current` is null until then (or if it
 * cannot be loaded: offline, stale deploy); `ensure` waits for it on submit and resolves null on
 * failure, in which case the server's validation is the safety net.
 */
export function useAuthSchema(pickSchema: (schemas: AuthSchemas) => AuthSchema) {
  const [current, setCurrent] = useState<AuthSchema | null>(null);

  useEffect(() => {
    let mounted = true;
    loadAuthSchemas()
      .then((schemas) => mounted && setCurrent(pickSchema(schemas)))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [pickSchema]);

  const ensure = async (): Promise<AuthSchema | null> => {
    if (current) return current;
    try {
      return pickSchema(await loadAuthSchemas());
    } catch {
      return null;
    }
  };

  return { current, ensure };
}
