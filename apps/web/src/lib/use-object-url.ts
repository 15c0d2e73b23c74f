import { useEffect, useState } from 'react';

/**
 * A blob (a recipe photo or the business logo fetched with the token) as a `data:` URL for an <img>. A data URL needs
 * no revoking, so nothing leaks and React's double effects in development cannot revoke a URL
 * still on screen; the CSP allows `img-src data:`.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => {
      reader.abort();
    };
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}
