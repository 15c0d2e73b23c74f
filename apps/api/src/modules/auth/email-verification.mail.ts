import {
  escapeHtml,
  htmlButton,
  htmlLayout,
  htmlParagraph,
  type NewMail,
} from '../mail/mail.service.ts';

/** The address-verification mail: plain text and HTML, in Spanish. */
export function verificationMail(input: { to: string; username: string; link: string }): NewMail {
  const intro = `Hola, ${input.username}:`;
  const why = 'Confirma que esta es la dirección de correo de tu cuenta de Costeo.';
  const use =
    'La usaremos para enviarte el enlace si olvidas tu contraseña y, si quieres, un resumen semanal.';
  const expiry = 'El enlace caduca en 7 días.';
  const ignore = 'Si no has creado ninguna cuenta en Costeo, ignora este correo.';
  return {
    to: input.to,
    kind: 'email_verification',
    subject: 'Confirma tu dirección de correo en Costeo',
    text: [intro, '', why, use, '', input.link, '', expiry, ignore].join('\n'),
    html: htmlLayout(
      'Confirma tu dirección de correo',
      [
        htmlParagraph(intro),
        htmlParagraph(why),
        htmlParagraph(use),
        htmlButton(input.link, 'Confirmar mi correo'),
        htmlParagraph(expiry),
        htmlParagraph(ignore),
        `<p style="margin:16px 0 0;font-size:12px;color:#52606d;word-break:break-all;">${escapeHtml(input.link)}</p>`,
      ].join('\n'),
    ),
  };
}
