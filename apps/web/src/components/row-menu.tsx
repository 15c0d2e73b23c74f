import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

export interface RowMenuItem {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A destructive action (Eliminar): red, after a divider. */
  danger?: boolean;
}

interface RowMenuProps {
  /** The row's name: the button is "Acciones de {name}". */
  name: string;
  items: RowMenuItem[];
  width?: number;
}

/** The "…" menu at the end of a table row or a card: its actions, the destructive ones last. */
export function RowMenu({ name, items, width = 200 }: RowMenuProps) {
  const safe = items.filter((item) => !item.danger);
  const danger = items.filter((item) => item.danger);
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={width}
      // Its focus placeholder (role="presentation") is not a valid child of role="menu" (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {safe.map((item) => (
          <Menu.Item key={item.label} leftSection={item.icon} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
        {safe.length > 0 && danger.length > 0 ? <Menu.Divider /> : null}
        {danger.map((item) => (
          <Menu.Item key={item.label} color="red" leftSection={item.icon} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
