/**
 * Text colours for Mantine's light badges that reach WCAG AA (4.5:1) on the badge's own tinted
 * background: Mantine's shade 9 falls short for teal (4.3:1), orange (3.6:1) and yellow (2.7:1)
 * at badge size (axe, issue 7). Pass as the badge's `c`.
 */
export const BADGE_TEXT: Record<string, string> = {
  teal: '#06694b',
  orange: '#a63c06',
  yellow: '#7a5200',
  red: '#962020',
  gray: '#495057',
  grape: '#862e9c',
};
