import { createTrialRecord } from '@domain/trial';
import { forgetAllTrials, readTrials, saveTrials } from './trial-storage';

const NOW = new Date('2025-03-01T10:00:00Z');
const documentsTrial = createTrialRecord('documents', NOW, 'UTC');

describe('trial storage', () => {
  it("reads back an account's saved trials, and none for another account", () => {
    expect(readTrials('u1')).toEqual([]);
    expect(saveTrials('u1', [documentsTrial])).toBe(true);
    expect(readTrials('u1')).toEqual([documentsTrial]);
    expect(readTrials('u2')).toEqual([]);
  });

  it('never replaces a kept trial: a second start of the same agent keeps the first dates', () => {
    saveTrials('u1', [documentsTrial]);
    const later = createTrialRecord('documents', new Date('2025-04-01T10:00:00Z'), 'UTC');
    const sales = createTrialRecord('sales', NOW, 'UTC');
    saveTrials('u1', [later, sales]);
    expect(readTrials('u1')).toEqual([documentsTrial, sales]);
  });

  it('leaves out what is not a trial record, and reads damaged data as no trials', () => {
    localStorage.setItem(
      'trials:u1',
      JSON.stringify([
        documentsTrial,
        { ...documentsTrial, agentId: 'sales', trialEndsAt: 'soon' },
        { ...documentsTrial, agentId: 'robot' },
        { ...documentsTrial, status: 'paid' },
        null,
      ]),
    );
    expect(readTrials('u1')).toEqual([documentsTrial]);
    localStorage.setItem('trials:u1', '{not json');
    expect(readTrials('u1')).toEqual([]);
    localStorage.setItem('trials:u1', '{"agentId":"documents"}');
    expect(readTrials('u1')).toEqual([]);
  });

  it("forgets every account's trials, and nothing else", () => {
    saveTrials('u1', [documentsTrial]);
    saveTrials('u2', [documentsTrial]);
    localStorage.setItem('token', 't');
    forgetAllTrials();
    expect(readTrials('u1')).toEqual([]);
    expect(readTrials('u2')).toEqual([]);
    expect(localStorage.getItem('token')).toBe('t');
  });
});
