import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/** `?nuevo=1`: a link (the Dashboard's quick actions) asks a list screen to open its create form. */
export const CREATE_PARAM = 'nuevo';

/**
 * Runs `open` once when the page is reached with `?nuevo=1`, and takes the parameter out of the
 * address (replace, not push), so going back or reloading does not open the form again.
 */
export function useCreateParam(open: () => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CREATE_PARAM) === '1';
  const onWanted = useEffectEvent(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true },
    );
    open();
  });
  useEffect(() => {
    if (wanted) onWanted();
  }, [wanted]);
}
