import { describe, expect, it } from 'vitest';
import { findPasswordProblems } from './password-policy.ts';

const owner = { username: 'cocinera_marta', email: 'marta.lopez@example.com' };

describe('findPasswordProblems (Django validators, Spanish messages)', () => {
  it.each([
    ['password', ['Esta contraseña es demasiado común.']],
    ['PASSWORD', ['Esta contraseña es demasiado común.']],
    ['contraseña', ['Esta contraseña es demasiado común.']],
    ['qwerty123', ['Esta contraseña es demasiado común.']],
    [
      '12345678',
      ['Esta contraseña es demasiado común.', 'Esta contraseña es completamente numérica.'],
    ],
    ['90817263', ['Esta contraseña es completamente numérica.']],
    ['corta', ['Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.']],
    ['cocinera_marta1', ['La contraseña es demasiado similar a la de nombre de usuario.']],
    ['Marta_Cocinera', ['La contraseña es demasiado similar a la de nombre de usuario.']],
    [
      'marta.lopez@example',
      ['La contraseña es demasiado similar a la de dirección de correo electrónico.'],
    ],
  ])('%j → %j', (password, problems) => {
    expect(findPasswordProblems(password, owner)).toEqual(problems);
  });

  it.each(['sal-y-pimienta-2026', 'pimentón-de-la-vera', 'una frase larga de verdad'])(
    'accepts %j',
    (password) => {
      expect(findPasswordProblems(password, owner)).toEqual([]);
    },
  );

  it('does not call a long password similar to a very short username part', () => {
    expect(findPasswordProblems('tarta de queso con arándanos', { username: 'ta' })).toEqual([]);
  });
});
