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
