import { useState } from 'react';
import { readSaveError } from '../../../lib/form-errors.ts';

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
      // A 400 on the section's fields, the rest in the alert; the generic message only for a 5xx
      // or no answer (issue 16, lib/form-errors.ts).
      const { fields: shown, form } = readSaveError(error, GENERIC_ERROR, (field) =>
        fields.includes(field),
      );
      setErrors(shown);
      setAlert(form);
      return null;
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, setErrors, alert, done, run };
}
