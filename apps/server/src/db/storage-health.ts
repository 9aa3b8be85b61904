type Logger = { error(details: object, message: string): void; info(message: string): void };

/**
 * Whether the database can write. A full disk fails every write of every household at once: the cause
 * is logged once when it starts, and once when writes work again (the health probe proves it), instead
 * of one error per request.
 */
export function createStorageHealth(log: Logger) {
  let failing: string | null = null;
  return {
    failed(cause: string): void {
      if (failing === cause) return;
      failing = cause;
      log.error({ cause }, `storage unavailable (${cause}): writes are refused with 503 until space is back`);
    },
    recovered(): void {
      if (failing === null) return;
      failing = null;
      log.info('storage writable again');
    },
    /** The cause of the current failure, or null. */
    failure: (): string | null => failing,
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
