/**
 * Wraps a dynamic `import()` so every caller shares one download (a warm-up on focus and the
 * submit that follows), and a failed download is tried again on the next call.
 */
export function loadOnDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Starts the download without waiting for it; a failure shows again when the code is needed. */
export function warmUp(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
