import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  profileSchema,
  profileUpdateRequestSchema,
  type Profile,
} from '@costeo/domain/contracts/auth';
import { LEFTOVERS_NOTICE_DEFAULT } from '@costeo/domain/leftovers-notice';
import { http } from 'msw';
import { PROFILE_UPDATE_URL } from '../../../api/urls.ts';
import { PROFILE, TOKENS } from '../../../test/fixtures.ts';
import { answer, sentBodyOf } from '../../../test/handlers/respond.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { requestsTo, server } from '../../../test/server.ts';
import { LeftoversNoticeForm } from './leftovers-notice-form.tsx';

/* Mi perfil, «Sobras para llevar» (issue 35 point 5, Ley 1/2025 art. 8). */

function renderForm(profile: Profile = PROFILE) {
  const saved: Profile[] = [];
  const view = renderComponent(
    <LeftoversNoticeForm profile={profile} onSaved={(next) => saved.push(next)} />,
    { tokens: TOKENS, noRetry: true },
  );
  return { ...view, saved };
}

describe('the leftovers notice in Mi perfil', () => {
  it('cites the law, offers the default as the placeholder and says what will be printed', async () => {
    renderForm();
    expect(await screen.findByText(/Ley 1\/2025.*artículo 8/)).toBeInTheDocument();
    const text = screen.getByLabelText('Texto del aviso');
    expect(text).toHaveAttribute('placeholder', LEFTOVERS_NOTICE_DEFAULT);
    expect(
      screen.getByText(`Desactivado. Si lo activas, se imprimirá: «${LEFTOVERS_NOTICE_DEFAULT}»`),
    ).toBeInTheDocument();
  });

  it('turns it on with the keyboard and the owner’s words: the PATCH carries both', async () => {
    const { user, saved } = renderForm();
    let body: unknown;
    server.use(
      http.patch(PROFILE_UPDATE_URL, async ({ request }) => {
        body = await sentBodyOf(request, profileUpdateRequestSchema);
        return answer(profileSchema, {
          ...PROFILE,
          leftovers_notice: true,
          leftovers_notice_text: 'Pida su táper: no cuesta nada.',
        });
      }),
    );
    const toggle = await screen.findByRole('switch', {
      name: /Imprimir el aviso en la carta y el menú del día/,
    });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.type(screen.getByLabelText('Texto del aviso'), 'Pida su táper: no cuesta nada.');
    expect(screen.getByText('Se imprimirá: «Pida su táper: no cuesta nada.»')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar aviso' }));
    expect(
      await screen.findByText('Aviso guardado: la carta y el menú del día en PDF lo imprimen.'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      leftovers_notice: true,
      leftovers_notice_text: 'Pida su táper: no cuesta nada.',
    });
    expect(saved.at(-1)?.leftovers_notice).toBe(true);
  });

  it('goes back to the default wording, and refuses over 500 characters without sending', async () => {
    const { user } = renderForm({
      ...PROFILE,
      leftovers_notice: true,
      leftovers_notice_text: 'Texto propio',
    });
    await user.click(await screen.findByRole('button', { name: 'Usar el texto por defecto' }));
    const text = screen.getByLabelText('Texto del aviso');
    expect(text).toHaveValue('');
    expect(screen.getByText(`Se imprimirá: «${LEFTOVERS_NOTICE_DEFAULT}»`)).toBeInTheDocument();
    await user.click(text);
    await user.paste('a'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Guardar aviso' }));
    expect(
      await screen.findByText('Asegúrate de que este campo no tenga más de 500 caracteres.'),
    ).toBeInTheDocument();
    expect(requestsTo('PATCH', '/api/profile/')).toHaveLength(0);
  });
});
