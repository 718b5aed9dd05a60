import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import {
  IconChartBar,
  IconFileText,
  IconMoon,
  IconPalette,
  IconSunrise,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { AgentId } from '@domain/agents';

/** How each agent looks: the catalogue in src/domain holds the facts, the UI its icon and colour. */
const AGENT_LOOKS: Record<AgentId, { icon: Icon; color: string | undefined }> = {
  // undefined: the theme's primary colour
  documents: { icon: IconFileText, color: undefined },
  attendance: { icon: IconUsers, color: 'green' },
  sod: { icon: IconSunrise, color: 'orange' },
  eod: { icon: IconMoon, color: 'red' },
  sales: { icon: IconChartBar, color: undefined },
  visual: { icon: IconPalette, color: 'green' },
};

interface AgentIconProps extends Omit<ThemeIconProps, 'color' | 'children'> {
  agentId: AgentId;
  /** The icon's own size in px (the ThemeIcon's box is `size`). */
  iconSize: number;
}

/** The agent's icon on its colour, decorative (the agent's title says what it is). */
export function AgentIcon({ agentId, iconSize, variant = 'light', ...props }: AgentIconProps) {
  const { icon: Glyph, color } = AGENT_LOOKS[agentId];
  return (
    <ThemeIcon variant={variant} color={color} aria-hidden {...props}>
      <Glyph size={iconSize} />
    </ThemeIcon>
  );
}
