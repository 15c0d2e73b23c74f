/**
 * How the API client tells the app about auth failures, without importing any feature. Kept apart
 * from api-client.ts so the app can register handlers at start-up without loading axios.
 */
export interface AuthHandlers {
  /** A request ended in 401 (SPEC.md §4: the profile is cleared). */
  onUnauthorized: () => void;
  /** The refresh failed: tokens are already removed, the app must go to /login (SPEC.md §8). */
  onSessionExpired: () => void;
}

const defaultHandlers: AuthHandlers = {
  onUnauthorized: () => undefined,
  onSessionExpired: () => {
    window.location.assign('/login');
  },
};

let handlers: AuthHandlers = defaultHandlers;

export function getAuthHandlers(): AuthHandlers {
  return handlers;
}

/** Registers the app's reactions; returns a function that restores the defaults. */
export function setAuthHandlers(next: Partial<AuthHandlers>): () => void {
  handlers = { ...defaultHandlers, ...next };
  return () => {
    handlers = defaultHandlers;
  };
}
