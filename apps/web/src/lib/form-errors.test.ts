import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { axiosErrorWith } from '../test/axios-error.ts';
import { fieldErrorsFromIssues, readSaveError, validateRequest } from './form-errors.ts';

const GENERIC = 'No se ha podido guardar. Inténtalo de nuevo.';

describe('form errors: every 400 on its field (issue 16)', () => {
  it('a 400 goes field by field, nested keys as the API writes them, the rest above the form', () => {
    const error = axiosErrorWith(400, {
      sale_price: ['Introduce un número válido.'],
      'lines.1.quantity': ['Asegúrate de que este valor es menor o igual a 1000000.'],
      lines: ['La receta no puede contenerse a sí misma.'],
      non_field_errors: ['Revisa la receta.'],
    });
    expect(readSaveError(error, GENERIC, (key) => key !== 'lines')).toEqual({
      fields: {
        sale_price: 'Introduce un número válido.',
        'lines.1.quantity': 'Asegúrate de que este valor es menor o igual a 1000000.',
      },
      form: 'La receta no puede contenerse a sí misma. Revisa la receta.',
    });
  });

  it('another 4xx shows its detail; a 5xx, a network error or a time-out the generic message', () => {
    expect(readSaveError(axiosErrorWith(409, { detail: 'Ya existe.' }), GENERIC)).toEqual({
      fields: {},
      form: 'Ya existe.',
    });
    expect(
      readSaveError(axiosErrorWith(500, { detail: 'Error interno del servidor.' }), GENERIC).form,
    ).toBe(GENERIC);
    expect(readSaveError(new Error('Network Error'), GENERIC).form).toBe(GENERIC);
  });

  it('a contract checked in the browser keys its issues as the API does', () => {
    const schema = z.object({
      name: z.string().min(1, 'Este campo es obligatorio.'),
      lines: z.array(z.object({ quantity: z.number().max(10, 'Demasiado.') })),
    });
    expect(
      validateRequest(schema, { name: '', lines: [{ quantity: 1 }, { quantity: 99 }] }),
    ).toEqual({ name: 'Este campo es obligatorio.', 'lines.1.quantity': 'Demasiado.' });
    expect(validateRequest(schema, { name: 'a', lines: [] })).toEqual({});
    expect(fieldErrorsFromIssues([{ path: [], message: 'No.' }])).toEqual({
      non_field_errors: 'No.',
    });
  });
});
