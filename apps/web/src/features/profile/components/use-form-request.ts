import { useState } from 'react';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';

const GENERIC_ERROR = 'No se han podido guardar los cambios. Inténtalo de nuevo.';

/**
 * One section's request state: pending, the server's field errors on the fields the section shows,
 * anything else in an alert, and a success line (each section of Mi perfil saves on its own).
 */
export function useFormRequest(fields: readonly string[]) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run<T>(request: () => Promise<T>, success: string | null): Promise<T | null> {
    setPending(true);
    setAlert(null);
    setDone(null);
    setErrors({});
    try {
      const result = await request();
      setDone(success);
      return result;
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      const shown = Object.fromEntries(
        Object.entries(fieldErrors).filter(([field]) => fields.includes(field)),
      );
      const others = Object.entries(fieldErrors)
        .filter(([field]) => !fields.includes(field))
        .map(([, message]) => message);
      setErrors(shown);
      if (others.length > 0) setAlert(others.join(' '));
      else if (Object.keys(shown).length === 0) setAlert(getErrorDetail(error) ?? GENERIC_ERROR);
      return null;
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, setErrors, alert, done, run };
}
