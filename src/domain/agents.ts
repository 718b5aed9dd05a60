/**
 * The one catalogue of agents: every page, machine and the mock read ids, titles, texts, states
 * and tags from here. Icons and colours are the UI's (src/components/agent-look.ts).
 */
export const AGENT_IDS = ['documents', 'attendance', 'sod', 'eod', 'sales', 'visual'] as const;
export type AgentId = (typeof AGENT_IDS)[number];

export type AgentStatus = 'available' | 'launching-soon';

export interface Agent {
  id: AgentId;
  title: string;
  /** The name the pricing sheet uses. */
  pricingName: string;
  description: string;
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
    status: 'available',
    tags: ['Document search', 'Classification', 'Chat'],
  },
  {
    id: 'attendance',
    title: 'Attendance Tracking',
    pricingName: 'Attendance Tracking Agent',
    description: 'Follow workforce presence across every location in real time.',
    status: 'launching-soon',
    tags: ['Workforce', 'Multi-location', 'Presence'],
  },
  {
    id: 'sod',
    title: 'Start of Day (SOD) Tracking',
    pricingName: 'Start of Day Operations Agent',
    description: 'Check that opening activities in stores and restaurants happen on time.',
    status: 'launching-soon',
    tags: ['Opening', 'Checklists', 'Stores'],
  },
  {
    id: 'eod',
    title: 'End of Day (EOD) Tracking',
    pricingName: 'End of Day Operations Agent',
    description: 'Track end-of-day and closing procedures, from cash-up to lock-up.',
    status: 'launching-soon',
    tags: ['Closing', 'Procedures', 'Compliance'],
  },
  {
    id: 'sales',
    title: 'Daily Sales Tracking',
    pricingName: 'Sales Analytics Agent',
    description: 'Daily sales performance, KPIs and trends for every store.',
    status: 'launching-soon',
    tags: ['Sales', 'KPIs', 'Trends'],
  },
  {
    id: 'visual',
    title: 'Visual Merchandising',
    pricingName: 'Visual Merchandising Agent',
    description:
      'Seasonal themes, generated display ideas and compliance feedback on variance from central designs.',
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
