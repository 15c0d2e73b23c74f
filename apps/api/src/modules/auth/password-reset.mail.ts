import {
  escapeHtml,
  htmlButton,
  htmlLayout,
  htmlParagraph,
  type NewMail,
} from '../mail/mail.service.ts';

/** The reset mail: plain text and HTML, in Spanish, with the single-use link. */
export function passwordResetMail(input: { to: string; username: string; link: string }): NewMail {
  const intro = `Hola, ${input.username}:`;
  const why =
    'Alguien (esperamos que tú) ha pedido elegir una contraseña nueva para tu cuenta de Costeo.';
  const expiry = 'El enlace sirve una sola vez y caduca en 1 hora.';
  const ignore = 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.';
  return {
    to: input.to,
    kind: 'password_reset',
    subject: 'Restablecer tu contraseña de Costeo',
    text: [
      intro,
      '',
      why,
      'Para elegirla, abre este enlace:',
      '',
      input.link,
      '',
      expiry,
      ignore,
    ].join('\n'),
    html: htmlLayout(
      'Restablecer tu contraseña',
      [
        htmlParagraph(intro),
        htmlParagraph(why),
        htmlButton(input.link, 'Elegir una contraseña nueva'),
        htmlParagraph(expiry),
        htmlParagraph(ignore),
        `<p style="margin:16px 0 0;font-size:12px;color:#52606d;word-break:break-all;">${escapeHtml(input.link)}</p>`,
      ].join('\n'),
    ),
  };
}
