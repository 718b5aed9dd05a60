import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A CRM's opportunities as Salesforce exports them (the shape of blind round g's file): API
 * names in CamelCase, flags headed 'Has …' and 'Is …', a custom field ending `__c`, owners as
 * IDs. The file's own plural, 'opportunities', is what each row is.
 */
const OPPORTUNITIES = csvTables(
  'opportunities',
  'opportunities.csv',
  [
    'Id,Name,StageName,Amount,IsWon,HasOpportunityLineItem,HasOpenActivity,OwnerId,Type,Opportunity_Source__c',
    'op1,Opportunity for Ann1,Closed Won,100,True,True,False,own1,New,AE',
    'op2,Opportunity for Bob2,Closed Won,200,True,False,True,own1,New,Marketing',
    'op3,Opportunity for Cy3,Closed Lost,300,False,True,False,own2,Existing,AE',
    'op4,Opportunity for Di4,Prospecting,400,False,False,True,own1,New,BDR',
    'op5,Opportunity for Ed5,Closed Won,500,True,True,False,own2,Existing,AE',
  ].join('\n'),
);

test("'opportunities' is the rows, not a flag headed 'has opportunity line item'", () => {
  const all = tableAnswerTo('How many opportunities are there?', OPPORTUNITIES);
  expect(all.value).toBe(5);
  expect(tableAnswerTo('How many opportunities were won?', OPPORTUNITIES).value).toBe(3);
  // The flag is still named by its own words.
  expect(
    tableAnswerTo('How many opportunities have an opportunity line item?', OPPORTUNITIES).value,
  ).toBe(3);
});

test("'the most opportunities' counts rows, not a custom field's 'opportunity source'", () => {
  const owner = tableAnswerTo('Which owner has the most opportunities?', OPPORTUNITIES);
  expect(owner.names[0]).toBe('own1');
  expect(owner.value).toBe(3);
  // `Opportunity_Source__c` is named whole by 'opportunity source', its `__c` no word of it.
  const bySource = tableAnswerTo('How many opportunities by opportunity source?', OPPORTUNITIES);
  expect(bySource.explanation).toContain('Opportunity_Source__c');
  expect(bySource.table?.rows.length).toBe(3);
});

test("'open opportunities' of an `IsClosed` flag are the rows not closed", () => {
  const table = csvTables(
    'opportunities',
    'opportunities.csv',
    [
      'Id,Probability,IsClosed,HasOpenActivity,Type',
      'op1,10,False,True,New Business',
      'op2,30,False,False,Existing Business',
      'op3,100,True,True,New Business',
      'op4,0,True,False,New Business',
    ].join('\n'),
  );
  const open = tableAnswerTo('What is the average probability of the open opportunities?', table);
  expect(open.value).toBe(20);
  expect(open.explanation).toContain('IsClosed is False');
});
