/*
 * The notice diners read on the carta and the menú del día (issue 35 point 5): Ley 1/2025,
 * art. 8, obliges restaurants to let a diner take home, at no extra cost, the food they did not
 * eat (buffets libres excepted) and to say so clearly and visibly, preferably on the carta or the
 * menu. Decision 042.
 */

/** What the PDFs print when the owner turned the notice on and left its text empty. */
export const LEFTOVERS_NOTICE_DEFAULT =
  'Si no termina su comida, puede llevarse lo que no haya consumido sin coste adicional. Pida un envase a nuestro equipo.';

/** The longest wording the owner may write (Mi perfil). */
export const LEFTOVERS_NOTICE_MAX = 500;

/** The words to print: the owner's own, or the default when they left the text empty; null when off. */
export function leftoversNoticeWording(setting: { enabled: boolean; text: string }): string | null {
  if (!setting.enabled) return null;
  const own = setting.text.trim();
  return own === '' ? LEFTOVERS_NOTICE_DEFAULT : own;
}
