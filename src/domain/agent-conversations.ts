import type { AgentId } from './agents';

/**
 * What each agent says in a chat: its first message, and the canned answers (made-up figures)
 * each reply is picked from. Apart from the catalogue, so the landing page does not carry them.
 */
export interface AgentConversation {
  greeting: string;
  sampleReplies: readonly [string, string, string];
}

export const AGENT_CONVERSATIONS: Record<AgentId, AgentConversation> = {
  documents: {
    greeting:
      "Hello! I'm your Chat to Documents assistant. Upload a document or ask me anything about your files, and I'll find the answer in the documents you're allowed to see.",
    sampleReplies: [
      'I searched 128 documents you have access to. Based on your security clearance, I can show you results from Public and Classified documents: the Q3 Store Operations Manual (section 4.2) says refrigeration logs must be checked every 4 hours, and 96% of stores met that target last month.',
      'The latest Loss Prevention Policy (updated 14 days ago) sets the shrinkage target at 1.4% of sales. Stores in the North region are at 1.7%, mostly from unscanned items at self-checkout, so the policy recommends 2 extra floor checks per shift.',
      'I found 3 documents that mention returns. The Returns & Refunds Guide allows 30 days with a receipt and 14 days without; electronics are limited to 15 days. Last quarter, 8.2% of online orders were returned in store, up from 6.9%.',
    ],
  },
  attendance: {
    greeting:
      "Hi! I'm your Attendance Tracking agent. Ask me who is on shift, who is late or how attendance compares across your locations.",
    sampleReplies: [
      'Today 412 of 438 scheduled staff have clocked in across 24 locations (94.1%). 9 people are more than 15 minutes late, 6 of them at the Riverside and Harbour Point stores.',
      "This week's absence rate is 3.8%, down from 4.6% last week. Weekend shifts remain the weakest: Saturday attendance was 91.2% against 96.5% on weekdays.",
      'Overtime is up 12% this month: 286 extra hours, mostly in the 3 distribution-linked stores. Rebalancing 2 part-time shifts per store would cover about 70% of it.',
    ],
  },
  sod: {
    greeting:
      "Good morning! I'm your Start of Day agent. Ask me which stores have opened on time and which opening checks are still open.",
    sampleReplies: [
      '21 of 24 stores opened on time today. The Riverside store opened 18 minutes late and 2 stores are still missing their till float check.',
      'Opening checklists are 92% complete across the estate. The most-missed item is the chiller temperature log (7 stores), followed by the fire exit check (3 stores).',
      'Average time from arrival to doors open is 41 minutes, 6 minutes faster than last month. Restaurants take longer (52 minutes) because of the kitchen safety checks.',
    ],
  },
  eod: {
    greeting:
      "Good evening! I'm your End of Day agent. Ask me about closing procedures, cash-up variances and which stores are locked up.",
    sampleReplies: [
      '19 of 24 stores have completed closing. Cash-up variances total $146 across the estate; the largest is -$82 at Harbour Point, flagged for review.',
      'Closing checklists are 88% complete tonight. 4 stores have not confirmed the alarm set and 2 have not submitted waste logs.',
      'Average closing time this week is 47 minutes after doors close, 9 minutes longer than target. Stores with 3 or more closers finish 14 minutes faster on average.',
    ],
  },
  sales: {
    greeting:
      "Hello! I'm your Daily Sales agent. Ask me about today's sales, KPIs and trends for any store or region.",
    sampleReplies: [
      "Yesterday's sales were $284,530 across 24 stores, 6.2% above the same day last year. Average basket value rose to $42.18 and conversion was 31.4%.",
      'Month to date, sales are $4.1M against a $4.3M target (95.3%). Groceries are ahead by 3.1% while home and garden is 11.8% behind plan.',
      'Your top store this week is Westfield Central with $61,240 (+9.4% week on week). The weakest is Lakeside at $28,910 (-4.7%), where footfall dropped 8%.',
    ],
  },
  visual: {
    greeting:
      "Hi! I'm your Visual Merchandising agent. Ask me about seasonal themes, display ideas or how your stores compare with the central planograms.",
    sampleReplies: [
      'The autumn theme is live in 20 of 24 stores. Photo checks show 87% compliance with the central window design; 3 stores placed the hero display on the wrong wall.',
      'For the holiday season I suggest a warm red and gold palette, with the gift bundle table within 3 metres of the entrance, where it lifted add-on sales by 14% last year.',
      'The latest compliance review scored 18 stores above 90% and 6 below 80%. The most common variance is missing shelf-edge pricing on promotional bays (11 stores).',
    ],
  },
};
