import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
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
