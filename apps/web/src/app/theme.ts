import {
  createTheme,
  Modal,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Warm terracotta/paprika: reads "kitchen" while shade 7 keeps white text above 5:1 contrast. */
const terracotta: MantineColorsTuple = [
  '#fff4ec',
  '#ffe7d6',
  '#fdcbab',
  '#fbad7c',
  '#f98f52',
  '#f77c37',
  '#e8671f',
  '#c2410c',
  '#9c3409',
  '#7a2906',
];

/**
 * Mantine's red with shades 6 to 9 darkened: white text on the filled red (shade 7, "Eliminar")
 * is 5.5:1 and red text on white (shade 6, "Cerrar Sesión") 5:1, above WCAG AA's 4.5:1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d32f2f',
  '#c92a2a',
  '#b02525',
  '#962020',
];

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta, red },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  // A cook who asks the system for less motion (prefers-reduced-motion) gets modals, drawers and
  // menus that appear at once, without their transitions (WCAG 2.3.3). The journeys run so too.
  respectReducedMotion: true,
  components: {
    // Notifications: a named close button, and the description in the AA "dimmed" gray below.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // Modals: the same named close button (Inventario's «Nuevo recuento» had an unnamed one, axe's
    // critical button-name); a modal that passes its own closeButtonProps names it there.
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } },
    }),
  },
});

/**
 * Mantine's default "dimmed" (gray-6) is 3.3:1 on white, below WCAG AA for the small helper text
 * it is used for; this gray is 6:1 and still reads as secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
