import { answerFit, readAsked } from './answer-type';

const typeOf = (question: string) => readAsked(question).type;

test.each([
  ['How many days of paid vacation does Clef offer?', { kind: 'amount', measure: 'time' }],
  ['How many people can work on one project?', { kind: 'amount', measure: 'count' }],
  ['How much parental bereavement leave can you receive?', { kind: 'amount', measure: 'time' }],
  [
    'If I am hired in July, how much money is available for courses?',
    { kind: 'amount', measure: 'money' },
  ],
  ['What is the annual learning budget for each employee?', { kind: 'amount', measure: 'money' }],
  ['What percentage of the cost does Clef contribute?', { kind: 'amount', measure: 'percent' }],
  ['What portion of my pay does disability replace?', { kind: 'amount', measure: 'percent' }],
  [
    'What is the cap on banked illness time off?',
    { kind: 'amount', measure: 'time', limit: 'max' },
  ],
  ['How far in advance should I book leave?', { kind: 'amount', measure: 'time' }],
  ['Over what period do stock options vest?', { kind: 'amount', measure: 'time' }],
  ['At what rate does sick leave build up?', { kind: 'amount', measure: 'rate' }],
  [
    'What temperature must chilled deliveries arrive at?',
    { kind: 'amount', measure: 'temperature' },
  ],
  ['How often are the fire extinguishers inspected?', { kind: 'frequency' }],
  ['What are the Sunday trading hours?', { kind: 'clock' }],
  ['When does the learning budget reset?', { kind: 'date' }],
  ['If I start in July, when is the budget reset?', { kind: 'date' }],
  ['What happens to my content when I cancel my account?', { kind: 'open' }],
  ['Whose written approval do I need?', { kind: 'person' }],
  ['To whom do I send the form?', { kind: 'person' }],
  // 'who' after another question word only says which employee is meant.
  ['What happens to an employee who retaliates against a whistleblower?', { kind: 'open' }],
  ['Where do staff who work remotely send receipts?', { kind: 'place' }],
  ['Where were the razors moved?', { kind: 'place' }],
  ['Where do I ask for Max.gov access?', { kind: 'place' }],
  ['How quickly will I be reimbursed?', { kind: 'amount', measure: 'time' }],
  ['How young can someone be to join?', { kind: 'amount', measure: 'age' }],
  ['What is the minimum age for drivers?', { kind: 'amount', measure: 'age' }],
  ['Is there a maximum amount of sick leave you can accrue?', { kind: 'open' }],
  ['What is the process for claiming expenses?', { kind: 'open' }],
])('%s → %o', (question, type) => {
  expect(typeOf(question)).toMatchObject(type);
});

test('a sentence fits an amount question only with the amount, the unit and the cap it asks for', () => {
  const days = typeOf('How many days of leave do I get?');
  expect(answerFit('You get 25 days of leave.', days)).toBe(2);
  expect(answerFit('You get five weeks of leave.', days)).toBe(1);
  expect(answerFit('Leave is booked in HR Links.', days)).toBe(0);
  const people = typeOf('How many people can join a team?');
  expect(answerFit('Teams can be up to 4 people.', people)).toBe(2);
  expect(answerFit('Teams meet 4 times a year.', people)).toBe(0);
  const cap = typeOf('What is the maximum number of hours you can carry over?');
  expect(answerFit('You can carry over a maximum of 240 hours.', cap)).toBe(2);
  expect(answerFit('You must book 240 hours in advance.', cap)).toBe(0);
  expect(
    answerFit('Book at least a week in advance.', typeOf('What is the cap on leave time?')),
  ).toBe(0);
});

test('amounts as handbooks write them: hyphenated times, pay counted in weeks, places by their nouns', () => {
  expect(
    answerFit('There is a 7-calendar-day waiting period.', typeOf('How long is the wait?')),
  ).toBe(2);
  const severance = typeOf('What is the maximum severance pay?');
  expect(answerFit('Severance is at most 4 months of pay.', severance)).toBe(2);
  expect(answerFit('Severance is paid at most monthly.', severance)).toBe(0);
  const where = typeOf('Where were the razors moved?');
  expect(answerFit('They were moved into a locked cabinet by the tills.', where)).toBe(1);
  expect(answerFit('Leave is prorated based on your start date.', where)).toBe(0);
});

test("the question's own figures and dates do not answer it", () => {
  const { type, given } = readAsked(
    'When the Fourth of July falls on a Saturday, which day is off?',
  );
  expect(answerFit('Independence Day is July 4.', type, given)).toBe(0);
  expect(answerFit('We observe it on the Friday before.', type, given)).toBe(2);
});

test('the words that ask are not what the question is about', () => {
  expect([...readAsked('How long is the break, and which day?').asking]).toEqual([
    'long',
    'day',
    'date',
    'time',
    'week',
    'weekday',
    'month',
    'year',
  ]);
  expect([...readAsked('What is the cap on time off?').asking]).toEqual(['cap']);
  expect([...readAsked('Is there a maximum?').asking]).toEqual([]);
});

test("'how long' is answered by a span of time of its own before one counted from something else", () => {
  const howLong = typeOf('How long can a parent stay home?');
  expect(answerFit('Parents get 12 weeks of paid leave.', howLong)).toBe(2);
  expect(answerFit('The leave should be taken within a year of the birth.', howLong)).toBe(1);
  expect(answerFit('After every 5 years, take 12 contiguous weeks off.', howLong)).toBe(2);
  expect(answerFit('Parents may stay home.', howLong)).toBe(0);
  // 'How long before …' asks for a wait: counted from something, not a span of its own.
  const wait = typeOf('How long must I work here before a sabbatical?');
  expect(answerFit('After every 5 years, take 12 contiguous weeks off.', wait)).toBe(2);
  expect(answerFit('Hack weeks last a week.', wait)).toBe(1);
});

test('an age is a figure said as one: age 13, 18-25 year olds, 13 or over', () => {
  const age = typeOf('How old must you be to sign up?');
  expect(answerFit('You must be age 13 or older.', age)).toBe(2);
  expect(answerFit('No fee for drivers between the ages of 18-25.', age)).toBe(2);
  expect(answerFit('We do not permit any Users under 13.', age)).toBe(2);
  expect(answerFit('Sign up takes 13 minutes.', age)).toBe(0);
});

test("legal drafting's figure in brackets counts: 'thirty (30) days'", () => {
  const days = typeOf('Within how many days must invoices be paid?');
  expect(
    answerFit('User must pay the fees within thirty (30) days of the invoice date.', days),
  ).toBe(2);
});

test('a figure the question gives is dropped only where it counts what the question counts', () => {
  const { type, given } = readAsked('How many free Accounts may one person maintain?');
  expect(answerFit('One person may maintain no more than one free Account.', type, given)).toBe(2);
  expect(answerFit('One person may sign in.', type, given)).toBe(0);
});

test('an email address is exactly where to send something, and whom to write to', () => {
  const address = 'Contact kc-travel.finance@gsa.gov and describe the issue.';
  expect(answerFit(address, typeOf('Where do I send the approval email?'))).toBe(2);
  expect(answerFit('Log in via the app.', typeOf('Where do I send the approval email?'))).toBe(1);
  expect(answerFit(address, typeOf('Where are the forms kept?'))).toBe(1);
  expect(answerFit(address, typeOf('Who do I write to if my refund never came?'))).toBe(2);
});

test('an email address asked for is answered exactly by one; an email only mentioned asks nothing', () => {
  const asked = readAsked("What is the Compliance Officer's email address?");
  expect(asked.type).toEqual({ kind: 'place', sendTo: true });
  expect(asked.asking.has('address')).toBe(true);
  expect(answerFit('Emailing the Compliance Officer at compliance@contoso.com.', asked.type)).toBe(
    2,
  );
  expect(typeOf('Which email do I use for payroll questions?')).toEqual({
    kind: 'place',
    sendTo: true,
  });
  const primary = readAsked('What is the primary contact email for Code of Conduct concerns?');
  expect(primary.type).toEqual({ kind: 'place', sendTo: true });
  expect(primary.head).toBeNull();
  expect(readAsked('Where do I send the approval email?').asking.has('email')).toBe(false);
  const mentioned = typeOf('What should I include in the subject line when I email about it?');
  expect(mentioned).toEqual({ kind: 'open' });
});

test("a full name after a list item's label names exactly who; other capitals only may", () => {
  const who = typeOf('Who is the Concur approver for 10x?');
  expect(answerFit('10x: Nico Papafil', who)).toBe(2);
  expect(answerFit('Centers of Excellence: Jenny Rostami.', who)).toBe(2);
  expect(answerFit('There are no refunds with an open Account.', who)).toBe(1);
});

test("a year says when: 'since 1998 when the law was written'", () => {
  const when = typeOf('When was the DMCA written?');
  expect(answerFit('Technology has changed since 1998 when the DMCA was written.', when)).toBe(2);
  expect(answerFit('The DMCA was written by Congress.', when)).toBe(0);
});

test("a rate is not a span of time: '$50 per day' and '1 event per quarter' do not say how long", () => {
  const howLong = typeOf('How long can I be away to vote?');
  expect(answerFit('You may request up to $50 per day with a maximum of $250.', howLong)).toBe(0);
  expect(answerFit('Our recommended cadence is 1 event per quarter.', howLong)).toBe(0);
  expect(answerFit('Meals are $80 a day.', howLong)).toBe(0);
  expect(answerFit('You can take up to 4 hours per election.', howLong)).toBe(2);
  expect(answerFit('You work 8 hours, 5 days a week.', howLong)).toBe(2);
});

test("'when may …' is answered by a date first, then by the condition it happens under", () => {
  const when = typeOf('When may GitHub delay notification?');
  expect(when).toMatchObject({ kind: 'date', condition: true });
  expect(answerFit('In (rare) exigent circumstances, we may delay notification.', when)).toBe(1);
  expect(answerFit('We may delay notification if an investigation is ongoing.', when)).toBe(1);
  // 'upon' says the event it happens on (the Linux Foundation's generic FOSS policy).
  const effective = typeOf('When shall this policy be effective?');
  expect(answerFit('This policy shall be effective immediately upon approval.', effective)).toBe(1);
  expect(answerFit('Notices are sent on the 1st of each month.', when)).toBe(2);
  expect(answerFit('We may delay notification.', when)).toBe(0);
  // 'Which day' asks for a day, never a condition.
  expect(answerFit('If it rains, we close.', typeOf('Which day do we close?'))).toBe(0);
});

test("'when must …' is answered by the point of something else it happens at, or how often", () => {
  const when = typeOf('When must timesheet corrections be made?');
  const fits = (sentence: string) => answerFit(sentence, when);
  expect(fits('Make all corrections prior to the timesheet period being closed.')).toBe(1);
  expect(fits('Approve it no later than the following business day.')).toBe(1);
  expect(fits('Complete the training at the start of employment and annually thereafter.')).toBe(1);
  expect(fits('Members must disclose a conflict as soon as they become aware of it.')).toBe(1);
  expect(fits('Corrections are made by the Team Member or their Manager.')).toBe(0);
});

test("'when may …' is also answered by the step it follows or precedes ('after reporting it')", () => {
  const when = typeOf('When may I mark a phishing email as spam?');
  expect(answerFit('You may mark it as spam after reporting it to the security team.', when)).toBe(
    1,
  );
  expect(answerFit('Lock the till before leaving the counter.', when)).toBe(1);
  // A step's order without a gerund ('after the meeting', 'before lunch') is not one of these.
  expect(answerFit('You may mark it as spam after the meeting.', when)).toBe(0);
});

test("where something is emailed, sent or served is exactly an email address; 'may' the verb asks", () => {
  const emailed = readAsked('Where may courtesy copies be emailed?');
  expect(emailed.type).toEqual({ kind: 'place', sendTo: true });
  expect(answerFit('Courtesy copies may be emailed to legal@example.com', emailed.type)).toBe(2);
  expect(emailed.asking.has('may')).toBe(true);
  expect(readAsked('May I put passwords in a repository?').asking.has('may')).toBe(true);
  expect(readAsked('Is the office closed in May?').asking.has('may')).toBe(false);
});

test("'how much is …' naming no unit is a figure or a price, and 'free' is a price", () => {
  const search = readAsked('How much is the initial search of up to 25 identifiers?');
  expect(search.type).toMatchObject({ kind: 'amount', measure: 'quantity' });
  expect(answerFit('Initial search of up to 25 identifiers: Free', search.type, search.given)).toBe(
    1,
  );
  expect(
    answerFit('Legal advice is offered at no cost to them.', typeOf('How much is advice?')),
  ).toBe(1);
  expect(answerFit('Feel free to ask.', typeOf('How much is advice?'))).toBe(0);
  // 'How many' counts: 'free' is no count.
  expect(answerFit('Searches are free.', typeOf('How many searches are there?'))).toBe(0);
  expect(typeOf('What is the maximum per diem for meals?')).toMatchObject({ measure: 'money' });
});

test("'through this platform' and 'through Navan' say where, as 'in' and 'via' do", () => {
  const where = typeOf('Where must travel be booked?');
  expect(answerFit('All travel must be booked through this platform.', where)).toBe(1);
  expect(answerFit('Book your trip through Navan.', where)).toBe(1);
  expect(answerFit('Book your trip through careful planning.', where)).toBe(0);
});

test("'who' is answered by experts, lawyers and reviewers, and by whoever the sentence opens with as acting", () => {
  expect(
    answerFit(
      'GitHub will review circumvention claims closely, including by legal experts.',
      typeOf('Who reviews circumvention claims?'),
    ),
  ).toBe(2);
  expect(answerFit('Finance approves every request.', typeOf('Who approves requests?'))).toBe(1);
  expect(answerFit('Requests are approved quickly.', typeOf('Who approves requests?'))).toBe(0);
});

test("'who do I contact …' is answered exactly by a sentence sending the reader to someone", () => {
  const contact = typeOf('Who do I contact about privacy?');
  expect(contact).toMatchObject({ kind: 'person', contact: true });
  const fits = (sentence: string) => answerFit(sentence, contact);
  expect(fits('Please contact the Privacy Officer at privacy@contoso.com.')).toBe(2);
  expect(fits('Report it to your manager.')).toBe(2);
  // A role merely named only may be the one.
  expect(fits('We protect the privacy of our customers, employees, and partners.')).toBe(1);
  // 'Who approves …' asks no contact: a role named is the answer.
  expect(answerFit('The finance team approves it.', typeOf('Who approves refunds?'))).toBe(2);
});

test("'who should it be disclosed to?' is answered exactly by a sentence saying to whom", () => {
  const recipient = typeOf('Who should a conflict of interest be disclosed to?');
  expect(recipient).toEqual({ kind: 'person', recipient: true });
  const fits = (sentence: string) => answerFit(sentence, recipient);
  expect(fits('You can disclose the conflict to the Operations Working Group (OWG).')).toBe(2);
  expect(fits('Send it to your manager.')).toBe(2);
  // Its subject, named with capitals, only may be the one.
  expect(fits('Disclosure is Mandatory: all members must disclose any conflict.')).toBe(1);
});

test("'how can I …' asks how to do something, whatever amount it mentions", () => {
  expect(typeOf('How can I confirm how much budget I have left?')).toEqual({ kind: 'open' });
  expect(typeOf('How do I know how many days I have?')).toEqual({ kind: 'open' });
  expect(typeOf('How much budget do I have left?')).toMatchObject({ kind: 'amount' });
});

test("'who' is answered by whoever a sentence makes responsible: 'your responsibility'", () => {
  const who = typeOf('Who is responsible for cancelling bookings?');
  expect(answerFit('Your bookings are your responsibility.', who)).toBe(2);
  expect(
    answerFit('Bookings not cancelled will be the monetary responsibility of the teammate.', who),
  ).toBe(2);
  expect(answerFit('Teammates are responsible for utilizing this budget.', who)).toBe(2);
  expect(answerFit('Bookings are cancelled automatically.', who)).toBe(0);
});

test('a decimal is not a date, and a dotted or hyphenated name is not a cap', () => {
  const date = typeOf('When is the holiday party this year?');
  expect(answerFit('Vacation accrues 1.25 of a day per month of work.', date)).toBe(0);
  expect(answerFit('The party is on 12.12.2025.', date)).toBe(2);
  expect(answerFit('It falls on 12/12.', date)).toBe(2);
  const cap = typeOf('What is the maximum number of apps?');
  expect(answerFit('Register on Max.gov and set up 2 apps.', cap)).toBe(0);
  expect(answerFit('Set up a max of 2 apps.', cap)).toBeGreaterThan(0);
});

test("'off-limits' says forbidden: it asks for no cap", () => {
  expect(typeOf("Which apps are off-limits for patients' medical files?")).toEqual({
    kind: 'open',
  });
});

test("'this year' says when, and 'period' in a 'how long' question says a span is asked", () => {
  expect([...readAsked('When is the holiday party this year?').asking]).toContain('year');
  expect(readAsked('How long is the probation period for new hires?').asking).toEqual(
    new Set(['long', 'period']),
  );
  // Elsewhere 'period' is the topic.
  expect(readAsked('What is the pay period?').asking.has('period')).toBe(false);
});

test("'how much warning' asks for a span of time, as 'how much notice' does", () => {
  expect(typeOf('How much warning do customers get before the contract is revised?')).toEqual(
    expect.objectContaining({ kind: 'amount', measure: 'time' }),
  );
});

test("'what is … called' asks for a name the question does not give", () => {
  const type = typeOf('What is the Ruby library for handling OTP called?');
  expect(type.kind).toBe('name');
  expect(answerFit("Ruby's is called `rotp`.", type)).toBe(2);
  expect(answerFit('Most languages have a library for handling OTP.', type)).toBe(0);
  // A name in a sentence that does not say it names ('specify the protocol (https://)').
  expect(answerFit('Unrelated to HSTS: specify the protocol in all your links.', type)).toBe(0);
});

test("'age' in 'what is the minimum age' asks how old, as 'how old' does", () => {
  expect(readAsked('What is the minimum age to sell alcohol at the till?').asking).toEqual(
    new Set(['minimum', 'age']),
  );
});

test("'most' before the word it qualifies is a superlative, not a cap", () => {
  expect(typeOf('What are the most common password hashing algorithms?')).toEqual({
    kind: 'open',
  });
  expect(typeOf('What is the most I can spend per night?')).toEqual(
    expect.objectContaining({ kind: 'amount', limit: 'max' }),
  );
});

test("'where should … be sent' is answered by a sentence sending it to someone; the verb asks", () => {
  const where = typeOf('Where should credit card data be sent from the client?');
  expect(answerFit('Send any credit card data directly to the payment processor.', where)).toBe(1);
  expect(answerFit('Credit card data is sensitive.', where)).toBe(0);
  expect(readAsked('Where do I send money back?').sending).toEqual(new Set(['send']));
});

test("'when' is answered by a span before something ('1 week prior to your return') and a numbered day ('day 1 of employment')", () => {
  const when = typeOf('When will Tilt reach out to confirm your return?');
  expect(answerFit('Tilt will reach out 1 week prior to your return.', when)).toBe(1);
  expect(answerFit('Submit it two days before departure.', when)).toBe(1);
  expect(answerFit('Tilt will reach out to confirm your return.', when)).toBe(0);
  const start = typeOf('When does eligibility start?');
  expect(answerFit('Eligibility starts on day 1 of employment.', start)).toBe(2);
  expect(answerFit('Benefits begin on the first day of the month.', start)).toBe(2);
  expect(answerFit('Eligibility starts soon.', start)).toBe(0);
  // 'How long' still reads '2 weeks before' as a span of its own.
  expect(answerFit('Book 2 weeks before you travel.', typeOf('How long is the notice?'))).toBe(2);
});

test("'when is … required' is answered by the threshold it applies above ('exceeds … 5,000 USD')", () => {
  const when = typeOf('When is a Purchase Order required in Airbase?');
  expect(when).toMatchObject({ kind: 'date', condition: true });
  const threshold =
    'For procurement that exceeds the equivalent of 5,000 USD, a Purchase Order (PO) will be required in Airbase.';
  expect(answerFit(threshold, when)).toBe(1);
  expect(answerFit('Approval is needed for purchases over $500.', when)).toBe(1);
  expect(answerFit('A Purchase Order is required in Airbase.', when)).toBe(0);
  // A threshold is no day: 'which day' still wants one.
  expect(answerFit(threshold, typeOf('Which day is the order placed?'))).toBe(0);
});

test('where something is communicated or notified to is a place to send to: an email address answers exactly', () => {
  const where = readAsked(
    'Where must the justification for limiting the number of suppliers be communicated?',
  );
  expect(where.type).toEqual({ kind: 'place', sendTo: true });
  expect(where.sending.has('communicated')).toBe(true);
  expect(
    answerFit('The justification must be communicated via email to ap@example.com.', where.type),
  ).toBe(2);
  expect(
    answerFit('Changes are notified to the finance team.', typeOf('Where are changes notified?')),
  ).toBe(1);
});

test("a role a 'who' question names is whom it asks about: 'everyone on the team' does not answer 'who is the head of the moderation team?'", () => {
  const asked = readAsked('Who is the head of the moderation team?');
  expect([...asked.roles]).toEqual(['head', 'team']);
  const notice =
    'You should give everyone on the team as much notice as possible, but at least 7 days.';
  expect(answerFit(notice, asked.type, asked.roles)).toBe(0);
  expect(answerFit('The community managers lead moderation.', asked.type, asked.roles)).toBe(2);
  // 'Which team …' asks for a team: the word asks, and a team answers.
  expect([...readAsked('Which team approves travel?').roles]).toEqual([]);
});

test("a pronoun opening a sentence ('You should …', 'We will …') names no one who acts", () => {
  const who = typeOf('Who decides?');
  expect(answerFit('You should decide before the call ends.', who)).toBe(0);
  expect(answerFit('We will decide within a week.', who)).toBe(0);
  expect(answerFit('Finance will decide within a week.', who)).toBe(1);
});

test("the noun a 'what is …' question asks for is its head: 'motto' of 'What is our motto about escalating issues?'", () => {
  expect(readAsked('What is our motto about escalating issues?').head).toBe('motto');
  expect(readAsked('What happens when I cancel?').head).toBeNull();
});

test("a 'how do I …' question asks about the noun its verb acts on; a clause after the verb names none", () => {
  expect(readAsked('How do I report a workplace injury to my manager?').head).toBe('injury');
  expect(readAsked('How do I delete my user profile?').head).toBe('profile');
  expect(readAsked('How can I confirm how much budget I have left?').head).toBeNull();
  expect(readAsked('What happens if I miss a page?').head).toBeNull();
});

test("'when / where / who is …' asks about its subject's noun: 'party' of 'When is the holiday party this year?'", () => {
  expect(readAsked('When is the holiday party this year?').head).toBe('party');
  expect(readAsked('Where is the head office located?').head).toBe('office');
  expect(readAsked('Who is the head of the moderation team?').head).toBe('head');
});

test("'how long / many … is the …' asks about its subject's noun past the words asking; 'what is the length of …' names none", () => {
  expect(readAsked('How long is the probation period for new hires?').head).toBe('probation');
  expect(readAsked('How many days in advance is the weekly rota published?').head).toBe('rota');
  expect(readAsked('What is the length of Pregnancy Disability Leave?').head).toBeNull();
  expect(readAsked('What is the minimum age to have an account?').head).toBeNull();
  expect(readAsked('What is the cap on banked illness time off?').head).toBeNull();
});

test("a noun naming the kind of answer ('the phone number', 'leave') is not the subject's noun; moderators and maintainers are roles", () => {
  expect(readAsked('What is the phone number of the incident call?').head).toBeNull();
  expect(readAsked('How long is leave for full time staff?').head).toBeNull();
  const who = typeOf('Who is responsible for the forum?');
  expect(answerFit('Moderators have special authority over it.', who)).toBe(2);
  expect(answerFit('Ask the maintainers of the project.', who)).toBe(2);
});

test("'need to', as 'may', is a modal verb: it asks and says nothing of the topic", () => {
  expect(
    readAsked('What do investigators need to see the code in my hidden projects?').asking,
  ).toContain('need');
  expect(readAsked('What is the need for a purchase order?').asking).not.toContain('need');
});

test("'how much notice', 'how much warning' ask for a span: the noun asks, as 'long' does in 'how long'", () => {
  const notice = readAsked('How much notice do I need to give before I resign?');
  expect(notice.type).toMatchObject({ kind: 'amount', measure: 'time' });
  expect(notice.asking.has('notice')).toBe(true);
  expect(readAsked('How much warning do customers get?').asking.has('warning')).toBe(true);
  // Leave is what such a question is about, not how it asks.
  expect(readAsked('How much leave do I get for jury duty?').asking.has('leave')).toBe(false);
});

test("a contact word after an article names a thing ('the contact list'), not whom to turn to", () => {
  expect(typeOf('Who is the contact list composed of?')).toEqual({ kind: 'person' });
  expect(typeOf('Who do I contact about payroll?')).toEqual({ kind: 'person', contact: true });
  expect(typeOf('Who to call when the alarm sounds?')).toEqual({ kind: 'person', contact: true });
  expect(readAsked('Who is the contact list composed of?').asking.has('contact')).toBe(false);
});

test("'who is responsible for …' has no one noun for a head, and a thread is a place", () => {
  const question =
    'Who is responsible for making sure the measures on the register are implemented?';
  expect(readAsked(question).head).toBeNull();
  expect(readAsked('Who is the head of the moderation team?').head).toBe('head');
  const posted = 'Notes will be posted on the Well Working Group Loomio thread.';
  expect(answerFit(posted, typeOf('Where are the meeting notes posted?'))).toBe(1);
  const desk = 'Ask the parent to come to the information desk.';
  expect(answerFit(desk, typeOf('Where do we tell the parent to go?'))).toBe(1);
});

test("'what time' asks for a clock time and 'how early' for a span; a postal address is where to mail", () => {
  const time = typeOf('What time on the first Wednesday of the month is the call?');
  expect(time).toEqual({ kind: 'clock' });
  expect(answerFit('When: First Wednesday of the month at 12pm ET', time)).toBe(2);
  expect(answerFit('Meet before the call begins to test tech', time)).toBe(0);
  const early = typeOf('How early should I join the call?');
  expect(answerFit('Join call at least 10 minutes early', early)).toBeGreaterThan(0);
  expect(answerFit('Anyone is free to join the call.', early)).toBe(0);
  const mail = typeOf('Where can I mail anonymous donations?');
  expect(
    answerFit('Donations are welcome in the mail (P.O. 3672, Washington, DC 20027).', mail),
  ).toBe(2);
  expect(answerFit('Write to us at 1600 Pennsylvania Avenue.', mail)).toBe(2);
  expect(answerFit('Donations are always welcome.', mail)).toBe(0);
});

test("one unit said with how it counts is a span: 'a full hour', 'a whole day'", () => {
  const howLong = typeOf('How long must welding tools be monitored after use?');
  expect(answerFit('They must be monitored for a full hour after use.', howLong)).toBe(2);
  expect(answerFit('Allow a whole day for the kiln to cool.', howLong)).toBe(2);
  expect(answerFit('Tools must be monitored after use.', howLong)).toBe(0);
});

test("a figure written against its unit is a figure: 'a 35l box', '500ml'", () => {
  const size = typeOf('What size storage box are members entitled to?');
  expect(answerFit('Members are entitled to a 35l storage box.', size)).toBeGreaterThan(0);
  expect(answerFit('Members are entitled to a storage box.', size)).toBe(0);
});

test("a payment, a charge or a fee asked for is money; 'the payment method' is not", () => {
  expect(typeOf('What is the fixed minimum membership payment?')).toMatchObject({
    kind: 'amount',
    measure: 'money',
    limit: 'min',
  });
  expect(typeOf('What is the monthly charge?')).toMatchObject({ measure: 'money' });
  expect(typeOf('What is the payment method for local vouchers?')).not.toMatchObject({
    measure: 'money',
  });
  expect(typeOf('What are our standard payment terms?')).not.toMatchObject({ measure: 'money' });
});

test("'what share of' asks for a percentage; 'which days' for a date; a list's 'limits:' says a cap", () => {
  expect(typeOf('What share of my salary do I receive during care leave?')).toMatchObject({
    measure: 'percent',
  });
  expect(typeOf('Which days in July is buildup?')).toEqual({ kind: 'date' });
  const limit = typeOf('What is the site speed limit during teardown?');
  expect(answerFit('15 mph during teardown', limit)).toBe(0);
  expect(answerFit('Site speed limits: 15 mph during teardown', limit)).toBe(2);
});

test("'where' after another question word says when, not where; 'within what time' asks a span", () => {
  expect(typeOf('What should be clearly added where personal views are expressed?')).toEqual({
    kind: 'open',
  });
  expect(typeOf('Where is the first aid cabin?')).toEqual({ kind: 'place' });
  expect(typeOf('Within what time will the hackspace respond to a request?')).toMatchObject({
    kind: 'amount',
    measure: 'time',
  });
});
