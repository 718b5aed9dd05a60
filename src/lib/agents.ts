import {
  IconChartBar,
  IconFileText,
  IconMoon,
  IconPalette,
  IconSunrise,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** The one catalogue of agents: every page reads titles, states and tags from here. */
export const AGENT_IDS = ['documents', 'attendance', 'sod', 'eod', 'sales', 'visual'] as const;
export type AgentId = (typeof AGENT_IDS)[number];

export type AgentColor = 'primary' | 'success' | 'warning' | 'error';
export type AgentStatus = 'available' | 'launching-soon';

export interface Agent {
  id: AgentId;
  title: string;
  /** The name the pricing sheet uses. */
  pricingName: string;
  description: string;
  icon: Icon;
  color: AgentColor;
  status: AgentStatus;
  tags: readonly string[];
}

export const AGENTS: readonly Agent[] = [
  {
    id: 'documents',
    title: 'Chat to Documents',
    pricingName: 'Chat to Documents Agent',
    description:
      'Search and chat with your documents, protected by four classification levels: Public, Classified, Confidential and Private.',
    icon: IconFileText,
    color: 'primary',
    status: 'available',
    tags: ['Document search', 'Classification', 'Chat'],
  },
  {
    id: 'attendance',
    title: 'Attendance Tracking',
    pricingName: 'Attendance Tracking Agent',
    description: 'Follow workforce presence across every location in real time.',
    icon: IconUsers,
    color: 'success',
    status: 'launching-soon',
    tags: ['Workforce', 'Multi-location', 'Presence'],
  },
  {
    id: 'sod',
    title: 'Start of Day (SOD) Tracking',
    pricingName: 'Start of Day Operations Agent',
    description: 'Check that opening activities in stores and restaurants happen on time.',
    icon: IconSunrise,
    color: 'warning',
    status: 'launching-soon',
    tags: ['Opening', 'Checklists', 'Stores'],
  },
  {
    id: 'eod',
    title: 'End of Day (EOD) Tracking',
    pricingName: 'End of Day Operations Agent',
    description: 'Track end-of-day and closing procedures, from cash-up to lock-up.',
    icon: IconMoon,
    color: 'error',
    status: 'launching-soon',
    tags: ['Closing', 'Procedures', 'Compliance'],
  },
  {
    id: 'sales',
    title: 'Daily Sales Tracking',
    pricingName: 'Sales Analytics Agent',
    description: 'Daily sales performance, KPIs and trends for every store.',
    icon: IconChartBar,
    color: 'primary',
    status: 'launching-soon',
    tags: ['Sales', 'KPIs', 'Trends'],
  },
  {
    id: 'visual',
    title: 'Visual Merchandising',
    pricingName: 'Visual Merchandising Agent',
    description:
      'Seasonal themes, generated display ideas and compliance feedback on variance from central designs.',
    icon: IconPalette,
    color: 'success',
    status: 'launching-soon',
    tags: ['Seasonal themes', 'Image generation', 'Compliance'],
  },
];

export function isAgentId(value: string): value is AgentId {
  return (AGENT_IDS as readonly string[]).includes(value);
}

export function findAgent(id: AgentId): Agent {
  const agent = AGENTS.find((a) => a.id === id);
  if (!agent) throw new Error(`Unknown agent: ${id}`);
  return agent;
}

/** Maps the catalogue's semantic colours to Mantine colours ('primary' follows the theme). */
export const AGENT_COLOR_TO_MANTINE: Record<AgentColor, string | undefined> = {
  primary: undefined,
  success: 'green',
  warning: 'orange',
  error: 'red',
};
