/** Spanish label for the show/hide button of password inputs. It must not contain "contraseña":
 * getByLabel('Contraseña') would then match two elements. */
export const PASSWORD_TOGGLE_PROPS = { 'aria-label': 'Mostrar u ocultar lo escrito' };
