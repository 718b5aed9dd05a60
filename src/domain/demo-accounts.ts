import type { Clearance } from '@domain/classification';

/**
 * The seeded demo company and its four accounts, one per clearance. Plain data (no Mirage), so
 * the sign-in dialog's hint, the seeds and the browser tests all read this one list.
 */
export const DEMO_COMPANY = { id: 'demo-retail-co', name: 'Demo Retail Co' } as const;

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  designation: string;
  clearance: Clearance;
}

export const DEMO_ACCOUNTS = [
  {
    id: 'demo-owner',
    name: 'Olivia Grant',
    email: 'owner@demo-retail.example',
    phone: '+15550100001',
    designation: 'Managing Director',
    clearance: 'Private',
  },
  {
    id: 'demo-ops',
    name: 'Omar Haddad',
    email: 'ops@demo-retail.example',
    phone: '+15550100002',
    designation: 'Head of Operations',
    clearance: 'Confidential',
  },
  {
    id: 'demo-manager',
    name: 'Maya Chen',
    email: 'manager@demo-retail.example',
    phone: '+15550100003',
    designation: 'Store Manager',
    clearance: 'Classified',
  },
  {
    id: 'demo-associate',
    name: 'Alex Rivera',
    email: 'associate@demo-retail.example',
    phone: '+15550100004',
    designation: 'Sales Associate',
    clearance: 'Public',
  },
] as const satisfies readonly DemoAccount[];
