import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID_LINK,
  PASSWORD_RESET_SENT,
  passwordResetResponseSchema,
} from '@costeo/domain/contracts/auth';
import { PASSWORD_RESET_CONFIRM_URL, PASSWORD_RESET_URL } from '../../../api/urls.ts';
import { answer, answerError } from '../../../test/handlers/respond.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo, server } from '../../../test/server.ts';

/** Types a value at once (no per-character events: these tests are about states, not typing). */
async function fill(label: RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('"¿Has olvidado tu contraseña?" → /recuperar', () => {
  it('the login page links to it; a request shows the same answer the API gives', async () => {
    server.use(
      http.post(PASSWORD_RESET_URL, () =>
        answer(passwordResetResponseSchema, { detail: PASSWORD_RESET_SENT }),
      ),
    );
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' }));
    expect(await screen.findByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/recuperar');
    await waitFor(() => expect(document.title).toBe('Recuperar contraseña - Costeo'));

    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeVisible();
    expect(requestsTo('POST', PASSWORD_RESET_URL)).toHaveLength(0);

    await fill(/^Correo electrónico o usuario/, '  marta@casamarta.es ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT);
    expect(requestsTo('POST', PASSWORD_RESET_URL).map((request) => request.body)).toEqual([
      { email: 'marta@casamarta.es' },
    ]);
    expect(screen.getByRole('link', { name: 'Volver a Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('too many requests: the 429 detail is shown and the form stays', async () => {
    const detail =
      'Demasiadas solicitudes para restablecer la contraseña. Inténtalo de nuevo en 59 minutos.';
    server.use(
      http.post(PASSWORD_RESET_URL, () =>
        answerError(429, { detail, code: 'throttled' }, { 'Retry-After': '3540' }),
      ),
    );
    const { user } = renderApp('/recuperar');
    await fill(/^Correo electrónico o usuario/, 'marta');
    await user.click(await screen.findByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
  });
});

describe('/restablecer?token=…', () => {
  it('checks the password like registration, sends it with the token and offers the login', async () => {
    server.use(
      http.post(PASSWORD_RESET_CONFIRM_URL, () =>
        answer(passwordResetResponseSchema, { detail: PASSWORD_RESET_DONE }),
      ),
    );
    const { user } = renderApp('/restablecer?token=abc-123_XYZ');
    expect(await screen.findByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Restablecer contraseña - Costeo'));

    await fill(/^Contraseña nueva/, '12345678901');
    await fill(/^Repite la contraseña/, 'otra');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Esta contraseña es completamente numérica.')).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeVisible();
    expect(requestsTo('POST', PASSWORD_RESET_CONFIRM_URL)).toHaveLength(0);

    await fill(/^Contraseña nueva/, 'romero-y-tomillo-77');
    await fill(/^Repite la contraseña/, 'romero-y-tomillo-77');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE);
    expect(requestsTo('POST', PASSWORD_RESET_CONFIRM_URL).map((request) => request.body)).toEqual([
      { token: 'abc-123_XYZ', new_password: 'romero-y-tomillo-77' },
    ]);
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  });

  it("the server's password rules show on the field; a used link offers a new one", async () => {
    let calls = 0;
    server.use(
      http.post(PASSWORD_RESET_CONFIRM_URL, () => {
        calls += 1;
        return calls === 1
          ? answerError(400, { new_password: ['Esta contraseña es demasiado común.'] })
          : answerError(400, { token: [PASSWORD_RESET_INVALID_LINK] });
      }),
    );
    const { user } = renderApp('/restablecer?token=usado');
    await fill(/^Contraseña nueva/, 'password123');
    await fill(/^Repite la contraseña/, 'password123');
    await user.click(await screen.findByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Esta contraseña es demasiado común.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/recuperar',
    );
  });

  it('without a token: the link is not valid, ask for a new one', async () => {
    renderApp('/restablecer');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_INVALID_LINK);
    expect(screen.queryByLabelText(/^Contraseña nueva/)).not.toBeInTheDocument();
  });
});
