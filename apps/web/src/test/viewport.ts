interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

/**
 * Gives the tests' window (happy-dom, 1024 × 768 by default) another width, against which the
 * stylesheets' media queries are evaluated; returns what puts the width back.
 */
export function setViewportWidth(width: number): () => void {
  const { happyDOM } = window as unknown as HappyDomWindow;
  const previous = window.innerWidth;
  happyDOM.setViewport({ width });
  return () => {
    happyDOM.setViewport({ width: previous });
  };
}

/**
 * Makes the app's phone query (`SMALL_SCREEN_QUERY`, read by `useMediaQuery`) match: setup.ts's
 * `matchMedia` stub matches none. Returns what puts the stub back.
 */
export function matchPhoneQuery(phoneQuery: string): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const stub = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    Object.assign(stub(query), { matches: query === phoneQuery });
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  };
}
