/** Below Mantine's `sm` breakpoint (48em = 768 px): phone layouts (full-screen modal, stacked rows). */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';
