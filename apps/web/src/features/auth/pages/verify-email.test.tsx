import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFICATION_INVALID_LINK,
  EMAIL_VERIFICATION_SENT,
  EMAIL_VERIFIED,
  passwordResetResponseSchema,
  profileSchema,
} from '@costeo/domain/contracts/auth';
import {
  EMAIL_VERIFICATION_CONFIRM_URL,
  PROFILE_URL,
  RESEND_VERIFICATION_URL,
} from '../../../api/urls.ts';
import { PROFILE, TOKENS } from '../../../test/fixtures.ts';
import { answer, answerError, answerOtherPathsWith404 } from '../../../test/handlers/respond.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo, server } from '../../../test/server.ts';

const UNVERIFIED = { ...PROFILE, email_verified: false };
const REMINDER = 'Confirma tu correo electrónico';

describe('an unconfirmed address (issue 22)', () => {
  it('the signed-in app shows a reminder that can mail the link again', async () => {
    answerOtherPathsWith404();
    server.use(
      http.get(PROFILE_URL, () => answer(profileSchema, UNVERIFIED)),
      http.post(RESEND_VERIFICATION_URL, () =>
        answer(passwordResetResponseSchema, { detail: EMAIL_VERIFICATION_SENT }),
      ),
    );
    const { user } = renderApp('/dashboard', { tokens: TOKENS });
    expect(await screen.findByRole('region', { name: REMINDER })).toBeVisible();
    expect(screen.getByText(PROFILE.email)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reenviar el enlace' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_SENT)).toBeVisible();
    expect(requestsTo('POST', RESEND_VERIFICATION_URL)).toHaveLength(1);
  });

  it('a confirmed address shows no reminder', async () => {
    answerOtherPathsWith404();
    server.use(http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)));
    renderApp('/dashboard', { tokens: TOKENS });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    expect(screen.queryByRole('region', { name: REMINDER })).not.toBeInTheDocument();
  });

  it('closed, it stays away for the session (a reload too); a new session shows it again (issue 31)', async () => {
    answerOtherPathsWith404();
    server.use(http.get(PROFILE_URL, () => answer(profileSchema, UNVERIFIED)));
    const first = renderApp('/dashboard', { tokens: TOKENS });
    const reminder = await screen.findByRole('region', { name: REMINDER });
    await first.user.click(within(reminder).getByRole('button', { name: 'Ocultar el aviso' }));
    expect(screen.queryByRole('region', { name: REMINDER })).not.toBeInTheDocument();
    first.unmount();

    // The same session, the app loaded again: the profile arrives, the reminder does not.
    const reloaded = renderApp('/dashboard', { tokens: TOKENS });
    expect(await screen.findByRole('button', { name: new RegExp(PROFILE.username) })).toBeVisible();
    expect(screen.queryByRole('region', { name: REMINDER })).not.toBeInTheDocument();
    reloaded.unmount();

    // A new browser session starts with an empty sessionStorage: it is back.
    sessionStorage.clear();
    renderApp('/dashboard', { tokens: TOKENS });
    expect(await screen.findByRole('region', { name: REMINDER })).toBeVisible();
  });

  it('/verificar confirms the token of the link and says so', async () => {
    server.use(
      http.post(EMAIL_VERIFICATION_CONFIRM_URL, () =>
        answer(passwordResetResponseSchema, { detail: EMAIL_VERIFIED }),
      ),
    );
    renderApp('/verificar?token=7.1999999999.firma');
    expect(await screen.findByText(EMAIL_VERIFIED)).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Confirmar correo - Costeo');
    });
    expect(requestsTo('POST', EMAIL_VERIFICATION_CONFIRM_URL)[0]?.body).toEqual({
      token: '7.1999999999.firma',
    });
  });

  it('/verificar with a link that no longer works shows why', async () => {
    server.use(
      http.post(EMAIL_VERIFICATION_CONFIRM_URL, () =>
        answerError(400, { token: [EMAIL_VERIFICATION_INVALID_LINK] }),
      ),
    );
    renderApp('/verificar?token=viejo');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_INVALID_LINK);
  });
});
