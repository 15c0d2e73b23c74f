import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_NAME } from '../lib/titles.ts';

interface BrandLogoProps {
  /** Where the logo links to; no link when omitted. */
  to?: string;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = {
  sm: { icon: 28, glyph: 18, text: 'lg' },
  md: { icon: 34, glyph: 21, text: 'xl' },
  lg: { icon: 42, glyph: 26, text: '1.75rem' },
} as const;

export function BrandLogo({ to, size = 'md' }: BrandLogoProps) {
  const dimensions = SIZES[size];
  const logo = (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={dimensions.icon} radius="md" variant="filled" aria-hidden>
        <IconChefHat size={dimensions.glyph} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={dimensions.text} lts={-0.5} c="dark.8">
        {APP_NAME}
      </Text>
    </Group>
  );
  if (!to) return logo;
  return (
    <Link to={to} aria-label={APP_NAME} style={{ textDecoration: 'none', display: 'inline-flex' }}>
      {logo}
    </Link>
  );
}
