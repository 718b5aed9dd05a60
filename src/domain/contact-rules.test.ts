import {
  isEmailAddress,
  isOtpCode,
  isPhoneNumber,
  normalizeEmail,
  normalizePhone,
  toE164,
} from './contact-rules';

describe('contact rules', () => {
  it.each(['a@b.co', ' Owner@Demo-Retail.example ', 'first.last+tag@sub.example.org'])(
    'accepts the email address %j',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    '',
    'plain',
    'a@b',
    'a@.com',
    'a b@c.com',
    '@c.com',
    'a@b..com',
    'müller@example.com',
    'a@exämple.com',
    'a@-b.com',
  ])('rejects the email address %j', (email) => expect(isEmailAddress(email)).toBe(false));

  it('normalises emails to trimmed lower case', () => {
    expect(normalizeEmail('  Owner@Demo-Retail.EXAMPLE ')).toBe('owner@demo-retail.example');
  });

  it.each(['+15550100001', '+1 (555) 010-0001', '555.010.0001', '5550100'])(
    'accepts the phone number %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['', '12345', '+1555abc0001', '+1234567890123456', '++15550100001'])(
    'rejects the phone number %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  it('strips formatting from phone numbers', () => {
    expect(normalizePhone(' +1 (555) 010-0001 ')).toBe('+15550100001');
  });

  it.each([
    ['+15550100001', '+15550100001'],
    ['15550100001', '+15550100001'],
    [' +1 (555) 010-0001 ', '+15550100001'],
    ['+1.555.010.0001', '+15550100001'],
    ['+015557654321', '+15557654321'],
    ['0015557654321', '+15557654321'],
    ['00015557654321', '+15557654321'],
    ['05557654321', '+5557654321'],
    ['5550100', '+5550100'],
  ])('writes %j in E.164 as %j', (typed, e164) => expect(toE164(typed)).toBe(e164));

  it.each([
    '',
    '12345',
    '+1555abc0001',
    '+1234567890123456',
    '++15550100001',
    '0000000',
    '00 123456',
  ])('finds no E.164 number in %j', (typed) => expect(toE164(typed)).toBeNull());

  it('takes exactly six digits as a code', () => {
    expect(isOtpCode('012345')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('1234567')).toBe(false);
    expect(isOtpCode('12345a')).toBe(false);
  });
});
