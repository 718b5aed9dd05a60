#!/usr/bin/env node
// A second, independent computation of some expected table answers: plain Node with its own CSV
// reader and its own parsing of "$1,706", "20%" and "11/8/2016" (no SQLite, nothing shared with
// setup.sql or compute-expected.mjs), compared with expected-tables.json.
//
//   node scripts/eval/cross-check.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import readXlsxFile from 'read-excel-file/node';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * RFC 4180 reader: quoted fields, doubled quotes, CRLF; drops a byte-order mark. A .tsv file is
 * read the same way with the tab as the delimiter.
 */
function readCsv(path, delimiter = ',', encoding = 'utf8') {
  const text = readFileSync(path, encoding).replace(/^\uFEFF/, '');
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, k) => [name, cells[k]])));
}

const money = (text) => {
  const m = /^(-?)\$([\d,]+(?:\.\d+)?)$/.exec(text);
  if (!m) throw new Error(`not money: ${text}`);
  return (m[1] ? -1 : 1) * Number(m[2].split(',').join(''));
};
const percent = (text) => {
  const m = /^(-?\d+(?:\.\d+)?)%$/.exec(text);
  if (!m) throw new Error(`not a percentage: ${text}`);
  return Number(m[1]);
};
/** "11/8/2016" -> { y: 2016, m: 11, d: 8 } */
const mdy = (text) => {
  const [m, d, y] = text.split('/').map(Number);
  if (!(y > 1900 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) throw new Error(`not a date: ${text}`);
  return { y, m, d };
};
const sum = (rows, f) => rows.reduce((t, r) => t + f(r), 0);
const by = (rows, key, f) => {
  const out = new Map();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + f(r));
  return out;
};
const sorted = (map, dir) => [...map].sort((a, b) => dir * (a[1] - b[1]));

const ss = readCsv(join(HERE, 'data/superstore/superstore.csv')).map((r) => ({
  ...r,
  sales: money(r.Sales),
  profit: money(r.Profit),
  discount: percent(r.Discount),
  od: mdy(r['Order Date']),
  sd: mdy(r['Ship Date']),
}));
const cc = readCsv(join(HERE, 'data/coffee-chain/Starbucks.csv')).map((r) => ({
  ...r,
  sales: Number(r.Sales),
  profit: Number(r.Profit),
  budgetSales: Number(r['Budget Sales']),
  budgetProfit: Number(r['Budget Profit']),
  date: mdy(r.Date),
}));

const am = readCsv(join(HERE, 'data/amazon-purchases/amazon-purchases-sample.csv')).map((r) => ({
  ...r,
  price: Number(r['Purchase Price Per Unit']),
  quantity: Number(r.Quantity),
  od: mdy(r['Order Date']),
}));
/** "7/1/62" -> 1962-07-01, "3/1/02" -> 2002-03-01: the Walmart file spans 1962-2006. */
const mdyShort = (text) => {
  const [m, d, yy] = text.split('/').map(Number);
  return mdy(`${m}/${d}/${yy >= 50 ? 1900 + yy : 2000 + yy}`);
};
const wm = readCsv(join(HERE, 'data/walmart-openings/1962_2006_walmart_store_openings.csv')).map(
  (r) => ({ ...r, opened: mdyShort(r.OPENDATE), super: r.date_super && mdyShort(r.date_super) }),
);
const lastWm = wm.reduce((a, r) => Math.max(a, r.opened.y * 100 + r.opened.m), 0);
const su = readCsv(join(HERE, 'data/supermarket-sales/supermarket_Sales.csv')).map((r) => ({
  ...r,
  date: mdy(r.Date),
  total: Number(r.Total),
  income: Number(r['Gross income']),
}));
/** "3/14/2025 1:20" -> the day, { y: 2025, m: 3, d: 14 } (the time is dropped) */
const mdyTime = (text) => (text === '' ? null : mdy(text.split(' ')[0]));
const ny = readCsv(join(HERE, 'data/nyc-311-animals/311_Animals_short.csv')).map((r) => ({
  ...r,
  created: mdyTime(r['Created Date']),
  closed: mdyTime(r['Closed Date']),
}));
const day = (date) => date.y * 10000 + date.m * 100 + date.d;
// The workbook read with read-excel-file (compute-expected.mjs reads its XML itself): numbers
// arrive as numbers, the Date cells as Date objects at UTC midnight; " Sales" is trimmed here.
const [finSheet] = await readXlsxFile(join(HERE, 'data/financial-sample/Financial Sample.xlsx'));
const [finHeader, ...finBody] = finSheet.data;
const fin = finBody.map((cells) =>
  Object.fromEntries(finHeader.map((name, k) => [name.trim(), cells[k]])),
);
const finYm = (r) => r.Date.getUTCFullYear() * 100 + r.Date.getUTCMonth() + 1;
const tp = readCsv(join(HERE, 'data/restaurant-tips/tips.csv')).map((r) => ({
  ...r,
  bill: Number(r.total_bill),
  tip: Number(r.tip),
}));
// Sixth round: a blank TotalCharges (' ') is no value; a pickup's day is the text before the space.
const tc = readCsv(join(HERE, 'data/telco-churn/telco-customer-churn-by-IBM.csv')).map((r) => ({
  ...r,
  monthly: Number(r.MonthlyCharges),
  total: r.TotalCharges.trim() === '' ? null : Number(r.TotalCharges),
}));
const tx = readCsv(join(HERE, 'data/taxi-trips/yellow_tripdata_sample_2019-01.csv')).map((r) => ({
  ...r,
  day: r.pickup_datetime.split(' ')[0],
  tip: Number(r.tip_amount),
  fare: Number(r.fare_amount),
  total: Number(r.total_amount),
}));

const inMonths = (date, y, m1, m2) => date.y === y && date.m >= m1 && date.m <= m2;
const lastSs = ss.reduce((a, r) => (r.od.y * 100 + r.od.m > a ? r.od.y * 100 + r.od.m : a), 0);
const lastCc = cc.reduce(
  (a, r) => (r.date.y * 100 + r.date.m > a ? r.date.y * 100 + r.date.m : a),
  0,
);
const topPerGroup = (rows, group, name, f, n) => {
  const out = [];
  for (const g of [...new Set(rows.map(group))].sort()) {
    const ranked = sorted(
      by(
        rows.filter((r) => group(r) === g),
        name,
        f,
      ),
      -1,
    );
    ranked
      .slice(0, n)
      .forEach(([item, value], i) => out.push({ group: g, rank: i + 1, name: item, value }));
  }
  return out;
};

/** Independent answers, in the shapes of expected-tables.json. */
const mine = {
  'ss-01': ss.length,
  'ss-03': new Set(ss.map((r) => r['Order ID'])).size,
  'ss-04': new Set(ss.map((r) => r['Customer Name'])).size,
  'ss-05': sum(ss, (r) => r.sales),
  'ss-07': sum(
    ss.filter((r) => inMonths(r.od, 2016, 10, 12)),
    (r) => r.profit,
  ),
  'ss-09': sum(
    ss.filter((r) => inMonths(r.od, 2017, 3, 6)),
    (r) => r.sales,
  ),
  'ss-10': sum(
    ss.filter((r) => r.od.y * 100 + r.od.m === lastSs),
    (r) => r.profit,
  ),
  'ss-12': sorted(
    by(
      ss,
      (r) => r['Product Name'],
      (r) => r.sales,
    ),
    -1,
  )[0][0],
  'ss-13': sorted(
    by(
      ss,
      (r) => r['Product Name'],
      (r) => r.profit,
    ),
    1,
  )[0][0],
  'ss-14': by(
    ss,
    (r) => r.Segment,
    (r) => r.sales,
  ),
  'ss-18': ss.filter((r) => r.Discount === '0%').length,
  'ss-20': new Map(
    [
      ...by(
        ss,
        (r) => r.Category,
        (r) => r.profit,
      ),
    ].map(([g, p]) => [
      g,
      (100 * p) /
        sum(
          ss.filter((r) => r.Category === g),
          (r) => r.sales,
        ),
    ]),
  ),
  'ss-22': topPerGroup(
    ss,
    (r) => r.Category,
    (r) => r['Product Name'],
    (r) => r.sales,
    3,
  ),
  'ss-29': ss.filter((r) => r.sd.y === 2017 && r.sd.m === 1).length,
  'ss-34': sorted(
    by(
      ss,
      (r) => r['Sub-Category'],
      (r) => r.profit,
    ),
    1,
  )
    .filter(([, p]) => p < 0)
    .map(([g]) => g),
  'cc-04': sum(
    cc.filter((r) => r.date.y === 1999),
    (r) => r.sales,
  ),
  'cc-06': new Map(
    [...new Set(cc.map((r) => r['Product Type']))].map((g) => {
      const rows = cc.filter((r) => r['Product Type'] === g);
      return [g, sum(rows, (r) => r.profit) / rows.length];
    }),
  ),
  'cc-08': sorted(
    by(
      cc,
      (r) => r.Product,
      (r) => r.profit,
    ),
    1,
  )[0][0],
  'cc-09': cc.filter((r) => r.sales > r.budgetSales).length,
  'cc-11': sorted(
    by(
      cc.filter((r) => r.date.y === 1999),
      (r) => r.State,
      (r) => r.profit - r.budgetProfit,
    ),
    1,
  )
    .filter(([, d]) => d < 0)
    .map(([g]) => g),
  'cc-16': sum(
    cc.filter((r) => r.date.y * 100 + r.date.m === lastCc),
    (r) => r.profit,
  ),
  'cc-22': topPerGroup(
    cc,
    (r) => r.Market,
    (r) => r.Product,
    (r) => r.sales,
    2,
  ),
  'am-01': am.length,
  'am-06': am.filter((r) => r.od.y === 2021).length,
  'am-13': sorted(
    by(
      am,
      (r) => r.Category,
      () => 1,
    ),
    -1,
  )[0][0],
  'am-15': [...am].filter((r) => r.Title !== '').sort((a, b) => b.price - a.price)[0].Title,
  'am-19': sum(
    am.filter((r) => r.od.y === 2022),
    (r) => r.price * r.quantity,
  ),
  'wm-03': wm.filter((r) => r.opened.y === 1990).length,
  'wm-05': wm.filter((r) => r.super && r.super.y === 1997).length,
  'wm-09': wm.filter((r) => r.opened.y * 100 + r.opened.m === lastWm).length,
  'wm-12': sorted(
    by(
      wm,
      (r) => r.STRSTATE,
      () => 1,
    ),
    -1,
  )[0][0],
  'wm-16': topPerGroup(
    wm,
    (r) => r.type_store,
    (r) => r.STRSTATE,
    () => 1,
    2,
  ),
  'cc-25': sorted(
    by(
      cc.filter((r) => inMonths(r.date, 1999, 10, 12)),
      (r) => r.Market,
      (r) => r.sales,
    ),
    1,
  )[0][0],
};

Object.assign(mine, {
  'su-03': sum(
    su.filter((r) => inMonths(r.date, 2019, 2, 2)),
    (r) => r.total,
  ),
  'su-05': sorted(
    by(
      su,
      (r) => r['Product line'],
      (r) => r.total,
    ),
    -1,
  )[0][0],
  'su-12': (100 * sum(su, (r) => r.income)) / sum(su, (r) => r.total),
  'su-15': sorted(
    by(
      su,
      (r) => r.City,
      (r) => r.income,
    ),
    1,
  )[0][0],
  'ny-05': ny.filter((r) => r.Status !== 'Closed').length,
  'ny-08': ny.filter((r) => day(r.created) >= 20250110 && day(r.created) <= 20250120).length,
  'ny-12': ny.filter((r) => r['Complaint Type'] === 'Dead Animal' && r.Descriptor === 'Cat').length,
  'ny-14': ny.filter((r) => r.closed && inMonths(r.closed, 2025, 1, 1)).length,
});

Object.assign(mine, {
  'fs-03': sum(fin, (r) => r.Profit),
  'fs-06': sorted(
    by(
      fin,
      (r) => r.Country,
      (r) => r.Sales,
    ),
    1,
  )[0][0],
  'fs-09': sum(
    fin.filter((r) => finYm(r) >= 201310 && finYm(r) <= 201312),
    (r) => r.Profit,
  ),
  'fs-16': fin.filter((r) => r.COGS > r.Sales).length,
  'fs-18': sum(
    fin.filter((r) => finYm(r) >= 201403 && finYm(r) <= 201406),
    (r) => r.Profit,
  ),
  'tp-05': sorted(
    by(
      tp,
      (r) => r.day,
      (r) => r.tip,
    ),
    -1,
  )[0][0],
  'tp-07': tp.filter((r) => r.smoker === 'Yes').length,
  'tp-09': (100 * sum(tp, (r) => r.tip)) / sum(tp, (r) => r.bill),
  'tp-16': sum(
    tp.filter((r) => r.sex === 'Female' && r.smoker === 'Yes' && r.day === 'Sat'),
    (r) => r.tip,
  ),
  'tc-02': tc.filter((r) => r.Churn === 'Yes').length,
  'tc-06': sorted(
    by(
      tc.filter((r) => r.Churn === 'Yes'),
      (r) => r.PaymentMethod,
      () => 1,
    ),
    -1,
  )[0][0],
  'tc-12': sum(
    tc.filter((r) => r.InternetService === 'Fiber optic' && r.Contract === 'Month-to-month'),
    (r) => r.total ?? 0,
  ),
  'tc-16': (() => {
    const known = tc.filter((r) => r.total !== null);
    return sum(known, (r) => r.total) / known.length;
  })(),
  'tc-19': tc.filter((r) => r.SeniorCitizen === '1' && r.Churn === 'Yes').length,
  'tx-06': tx.filter((r) => r.day >= '2019-01-10' && r.day <= '2019-01-20').length,
  'tx-07': tx.length / new Set(tx.map((r) => r.day)).size,
  'tx-08': sorted(
    by(
      tx,
      (r) => r.day,
      () => 1,
    ),
    -1,
  )[0][0],
  'tx-12': (100 * sum(tx, (r) => r.tip)) / sum(tx, (r) => r.total),
  'tx-13': tx.filter((r) => r.tip > r.fare).length,
  'tx-18': tx.filter((r) => r.dropoff_datetime.startsWith('2019-02')).length,
});

// Seventh round: day-first dates (24/08/2008) and counts written "25,649     ".
const dmy = (text) => {
  const [d, m, y] = text.split('/').map(Number);
  if (!(y > 1900 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) throw new Error(`not a date: ${text}`);
  return { y, m, d };
};
const ol = readCsv(join(HERE, 'data/olympic-winners/olympic-winners.csv')).map((r) => ({
  ...r,
  when: dmy(r.date),
  year: Number(r.year),
  gold: Number(r.gold),
  medals: Number(r.total),
}));
const counted = (text) => Number(text.trim().split(',').join(''));
const la = readCsv(join(HERE, 'data/county-unemployment/laucnty16.csv')).map((r) => ({
  county: r['County Name/State Abbreviation'],
  force: counted(r['Labor Force']),
  jobless: counted(r.Unemployed),
  rate: Number(r['Unemployment Rate (%)'].trim()),
}));
Object.assign(mine, {
  'ol-05': sorted(
    by(
      ol,
      (r) => r.country,
      (r) => r.gold,
    ),
    -1,
  )[0][0],
  'ol-12': sum(
    ol.filter((r) => r.when.y === 2008 && r.when.m === 8),
    (r) => r.medals,
  ),
  'ol-13': sum(
    ol.filter((r) => day(r.when) >= 20040101 && day(r.when) <= 20081231),
    (r) => r.medals,
  ),
  'ol-17': topPerGroup(
    ol,
    (r) => r.year.toString(),
    (r) => r.country,
    (r) => r.medals,
    3,
  ),
  'la-02': sum(la, (r) => r.force),
  'la-05': [...la].sort((a, b) => b.rate - a.rate)[0].county,
  'la-11': (100 * sum(la, (r) => r.jobless)) / sum(la, (r) => r.force),
  'la-14': la.filter((r) => r.rate >= 20).map((r) => r.county),
});

// Eighth round: headers with a trailing space, "68,641.00", "93,951" and one discharge count
// written "1,571", a CRLF file with a byte-order mark and codes for experience levels.
const mc = readCsv(join(HERE, 'data/medicare-charges/medicare.csv')).map((r) => ({
  state: r['Provider State'],
  classification: r.Classification,
  discharges: counted(r['Total Discharges ']),
  paid: counted(r['Total Payment']),
  covered: Number(r['Average Covered Charges ']),
  averagePaid: Number(r['Average Total Payments ']),
}));
const sa = readCsv(join(HERE, 'data/ai-salaries/salaries-ai-jobs-net.csv')).map((r) => ({
  ...r,
  usd: Number(r.salary_in_usd),
}));
const mean = (rows, value) => sum(rows, value) / rows.length;
Object.assign(mine, {
  'mc-05': sum(mc, (r) => r.discharges),
  'mc-06': sum(
    mc.filter((r) => r.state === 'AZ'),
    (r) => r.paid,
  ),
  'mc-08': sorted(
    by(
      mc,
      (r) => r.state,
      (r) => r.discharges,
    ),
    -1,
  )[0][0],
  'mc-14': mc.filter((r) => r.averagePaid > r.covered).length,
  'mc-15': sum(mc, (r) => r.paid) / sum(mc, (r) => r.discharges),
  'mc-17': topPerGroup(
    mc,
    (r) => r.classification,
    (r) => r.state,
    (r) => r.discharges,
    2,
  ),
  'sa-04': mean(
    sa.filter((r) => r.work_year === '2022'),
    (r) => r.usd,
  ),
  'sa-08': new Map(
    [...new Set(sa.map((r) => r.experience_level))].map((level) => [
      level,
      mean(
        sa.filter((r) => r.experience_level === level),
        (r) => r.usd,
      ),
    ]),
  ),
  'sa-12': sa.filter((r) => r.employee_residence !== r.company_location).length,
  'sa-14': topPerGroup(
    sa,
    (r) => r.company_size,
    (r) => r.job_title,
    () => 1,
    2,
  ),
});

// Ninth round: date-times M/D/YYYY H:MM, a line's value as quantity times price, ISO dates.
const or = readCsv(join(HERE, 'data/online-retail-germany/germany.csv')).map((r) => ({
  ...r,
  when: mdy(r.InvoiceDate.split(' ')[0]),
  quantity: Number(r.Quantity),
  price: Number(r.UnitPrice),
}));
const em = readCsv(join(HERE, 'data/houston-employees/employee.csv'));
const invoices = (rows) => new Set(rows.map((r) => r.InvoiceNo)).size;
Object.assign(mine, {
  'or-02': invoices(or),
  'or-10': invoices(or.filter((r) => r.when.y === 2011 && r.when.m === 11)),
  'or-14': sorted(
    by(
      or,
      (r) => r.Description.trim(),
      (r) => r.quantity,
    ),
    -1,
  )[0][0],
  'or-16': sum(or, (r) => r.quantity * r.price),
  'em-04': (() => {
    const paid = em.filter((r) => r.BASE_SALARY !== '');
    return sum(paid, (r) => Number(r.BASE_SALARY)) / paid.length;
  })(),
  'em-12': em.filter((r) => r.HIRE_DATE >= '2000-01-01' && r.HIRE_DATE <= '2004-12-31').length,
  'em-19': em.filter((r) => r.JOB_DATE !== '' && r.JOB_DATE > r.HIRE_DATE).length,
  'em-21': topPerGroup(
    em,
    (r) => r.GENDER,
    (r) => r.DEPARTMENT,
    () => 1,
    2,
  ),
});

// Eleventh round: a region written NA (a value, not a missing cell), ISO dates, a median, two
// text columns compared row by row, the top 2 names of each group by a sum.
const ns = readCsv(join(HERE, 'data/narrator-sales/sales.csv'));
const uk = readCsv(join(HERE, 'data/uk-government-flights/tutorial_flights.csv'));
const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
Object.assign(mine, {
  'ns-04': sum(
    ns.filter((r) => r.Region === 'NA'),
    (r) => Number(r.Quantity),
  ),
  'ns-07': sum(
    ns.filter((r) => r.Date >= '2021-10-01' && r.Date <= '2021-12-31'),
    (r) => Number(r.Sales),
  ),
  'ns-19': topPerGroup(
    ns,
    (r) => r.Region,
    (r) => r.Product,
    (r) => Number(r.Sales),
    2,
  ),
  'ns-20': median(ns.map((r) => Number(r.Price))),
  'uk-05': uk.filter((r) => r['Ticket Single or Return'] === 'Single').length,
  'uk-19': median(uk.filter((r) => r['Travel Class'] === 'Economy').map((r) => Number(r.Cost))),
  // Excel's #N/A is no destination: neither the same country nor a different one.
  'uk-21': uk.filter(
    (r) => r['Destination Country'] !== '#N/A' && r['Destination Country'] !== r['Origin Country'],
  ).length,
  'uk-22': uk.filter((r) => r['Destination Region'] === 'Scotland').length,
});

// Tenth round: FiveThirtyEight's sports owners' donations and foul balls.
const sd = readCsv(join(HERE, 'data/sports-donations/sports-political-donations.csv')).map((r) => ({
  ...r,
  amount: Number(r.Amount.trim().replace('$', '').replaceAll(',', '')),
}));
const fb = readCsv(join(HERE, 'data/foul-balls/foul-balls.csv'));
const speeds = fb.filter((r) => r.exit_velocity !== '').map((r) => Number(r.exit_velocity));
Object.assign(mine, {
  'sd-03': sum(sd, (r) => r.amount),
  'sd-07': sd.filter((r) => r.amount >= 10000).length,
  'sd-10': sorted(
    by(
      sd,
      (r) => r.Owner,
      (r) => r.amount,
    ),
    -1,
  )[0][0],
  'sd-15':
    (100 *
      sum(
        sd.filter((r) => r.Party === 'Democrat'),
        (r) => r.amount,
      )) /
    sum(sd, (r) => r.amount),
  'fb-04': speeds.reduce((a, b) => a + b, 0) / speeds.length,
  'fb-18': fb.filter((r) => r.camera_zone !== '' && r.camera_zone !== r.predicted_zone).length,
  'fb-11': new Map(
    [
      ...by(
        fb,
        (r) => r.game_date.slice(0, 7),
        () => 1,
      ),
    ].sort(([a], [b]) => a.localeCompare(b)),
  ),
});

// Twelfth round: Adventure Works order lines (no amount column, item names holding a comma) and
// Global Superstore order lines (tab-separated, decimal commas, two-digit years).
const aw = readCsv(join(HERE, 'data/adventure-works-sales/sales.csv')).map((r) => ({
  ...r,
  revenue: Number(r.UnitPrice) * Number(r.Quantity),
}));
const decimalComma = (text) => {
  if (!/^-?\d+(,\d+)?$/.test(text)) throw new Error(`not a decimal-comma number: ${text}`);
  return Number(text.replace(',', '.'));
};
/** "6/13/13" -> "2013-06-13" (the file spans 2011-2015). */
const shortDate = (text) => {
  const [m, d, y] = text.split('/').map(Number);
  if (!(y >= 11 && y <= 15 && m >= 1 && m <= 12 && d >= 1 && d <= 31))
    throw new Error(`not a date: ${text}`);
  return `20${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const gs = readCsv(
  join(HERE, 'data/global-superstore-orders/global_super_store_orders.tsv'),
  '\t',
).map((r) => ({
  ...r,
  sales: decimalComma(r.Sales),
  profit: decimalComma(r.Profit),
  shipping: decimalComma(r['Shipping Cost']),
  ordered: shortDate(r['Order Date']),
  shipped: shortDate(r['Ship Date']),
}));
const distinct = (rows, key) => new Set(rows.map(key)).size;
Object.assign(mine, {
  'aw-02': distinct(aw, (r) => r.SalesOrderNumber),
  'aw-11': sorted(
    by(
      aw,
      (r) => r.Item,
      (r) => r.revenue,
    ),
    -1,
  )[0][0],
  'aw-15': sum(
    aw.filter((r) => r.Item === 'Road-150 Red, 62'),
    (r) => r.revenue,
  ),
  'aw-20': median(aw.map((r) => Number(r.UnitPrice))),
  'gs-04': sum(
    gs.filter((r) => r.ordered.startsWith('2013-')),
    (r) => r.sales,
  ),
  'gs-07': distinct(
    gs.filter((r) => r['Ship Mode'] === 'Same Day'),
    (r) => r['Order ID'],
  ),
  'gs-14': sorted(
    by(
      gs,
      (r) => r['Sub-Category'],
      (r) => r.profit,
    ),
    1,
  )[0][0],
  'gs-20': gs.filter((r) => r.shipping > r.profit).length,
  'gs-22': distinct(
    gs.filter((r) => r.shipped.startsWith('2014-01-')),
    (r) => r['Order ID'],
  ),
});

// Thirteenth round: Facebook posts whose dates carry a time of day (the day is the text before the
// space), and an HR list with 0/1 flags and a misspelt header (`average_montly_hours`).
const fl = readCsv(join(HERE, 'data/facebook-live-sellers/facebook.csv')).map((r) => ({
  ...r,
  published: day(mdyTime(r.status_published)),
}));
const lastFl = fl.reduce((a, r) => Math.max(a, Math.floor(r.published / 100)), 0);
const hr = readCsv(join(HERE, 'data/hr-employees/employee.csv'));
const leftShare = (rows) => (100 * rows.filter((r) => r.left === '1').length) / rows.length;
Object.assign(mine, {
  'fl-07': sum(
    fl.filter((r) => r.published >= 20180101 && r.published <= 20180331),
    (r) => Number(r.num_comments),
  ),
  'fl-10': fl.filter((r) => Math.floor(r.published / 100) === lastFl).length,
  'fl-17': fl.filter((r) => Number(r.num_comments) > Number(r.num_reactions)).length,
  'fl-20': topPerGroup(
    fl,
    (r) => r.status_type,
    (r) => String(Math.floor(r.published / 10000)),
    () => 1,
    2,
  ),
  'fl-21': fl.filter((r) => r.published === 20180320).length,
  'hr-05': mean(
    hr.filter((r) => r.department === 'sales'),
    (r) => Number(r.average_montly_hours),
  ),
  'hr-09': sorted(
    by(
      hr,
      (r) => r.department,
      () => 1,
    ),
    -1,
  )[0][0],
  'hr-15': new Map(
    [...new Set(hr.map((r) => r.department))].map((d) => [
      d,
      leftShare(hr.filter((r) => r.department === d)),
    ]),
  ),
  'hr-16': hr.filter((r) => r.salary === 'low' && r.left === '1').length,
  'hr-21': median(hr.map((r) => Number(r.satisfaction_level))),
});

// Fourteenth round: a one-sheet workbook read with read-excel-file (its dates are text with a time
// of day, so they arrive as strings) and a CSV whose `Tax rate` is a fraction (0.07 = 7 %).
const [srSheet] = await readXlsxFile(join(HERE, 'data/sales-reps-workbook/sample-sales-reps.xlsx'));
const [srHeader, ...srBody] = srSheet.data;
const sr = srBody.map((cells) => Object.fromEntries(srHeader.map((name, k) => [name, cells[k]])));
const sx = readCsv(join(HERE, 'data/sales-tax/sample-sales-tax.csv')).map((r) => ({
  ...r,
  ext: Number(r['ext price']),
  tax: Number(r['Tax amount']),
}));
Object.assign(mine, {
  'sr-05': sum(
    sr.filter((r) => r.date >= '2016-01-01' && r.date < '2016-04-01'),
    (r) => r['ext price'],
  ),
  'sr-10': sorted(
    by(
      sr,
      (r) => r['sales rep'],
      (r) => r['ext price'],
    ),
    -1,
  )[0][0],
  'sr-15': sr.filter((r) => r.quantity > 15).length,
  'sr-18': topPerGroup(
    sr,
    (r) => r['sales rep'],
    (r) => r['customer name'],
    (r) => r['ext price'],
    2,
  ),
  'sx-07': sum(
    sx.filter((r) => r.category === 'Belt' && r.date.startsWith('2013-12-')),
    (r) => Number(r.quantity),
  ),
  'sx-15': sx.filter((r) => Number(r['Tax rate']) > 0.05).length,
  'sx-19': (100 * sum(sx, (r) => r.tax)) / sum(sx, (r) => r.ext),
  'sx-22': sx.filter((r) => r.tax > Number(r['unit price'])).length,
});

// Fifteenth round: orange juice purchases with camelCase brand-coded headers and CRLF endings,
// and films whose grosses are written `#N/A` when unknown (no value: skipped, never compared).
const oj = readCsv(join(HERE, 'data/orange-juice-purchases/juice.csv'));
const gross = (text) => (text === '#N/A' ? null : Number(text));
const bm = readCsv(join(HERE, 'data/bechdel-movies/movies.csv')).map((r) => ({
  ...r,
  budget: Number(r.budget),
  dom: gross(r.domgross),
  int: gross(r.intgross),
}));
Object.assign(mine, {
  'oj-04': (100 * oj.filter((r) => r.Purchase === 'CH').length) / oj.length,
  'oj-15': oj.filter((r) => Number(r.SalePriceMM) < Number(r.SalePriceCH)).length,
  'oj-16': median(oj.map((r) => Number(r.LoyalCH))),
  'oj-17': topPerGroup(
    oj,
    (r) => r.Purchase,
    (r) => r.StoreID,
    () => 1,
    2,
  ),
  'bm-13': bm.filter((r) => r.dom !== null && r.dom > r.budget).length,
  'bm-17': sum(bm, (r) => r.int ?? 0) / sum(bm, (r) => r.budget),
  'bm-18': topPerGroup(
    bm.filter((r) => r.dom !== null),
    (r) => r.binary,
    (r) => r.title,
    (r) => r.dom,
    2,
  ),
  'bm-21': sum(
    bm.filter((r) => Number(r.year) >= 1990 && Number(r.year) <= 1999),
    (r) => r.dom ?? 0,
  ),
});

// Sixteenth round: orange juice purchases whose camelCase headers run into brand codes
// (`SalePriceMM`), and order lines with IDs only, several lines per order.
const oo = readCsv(join(HERE, 'data/online-orders/orders.csv')).map((r) => ({
  ...r,
  total: Number(r.LineItemTotal),
}));
const ordersOf = (rows) => new Set(rows.map((r) => r.SalesOrderID)).size;
Object.assign(mine, {
  'oq-11': oj.filter((r) => Number(r.SalePriceMM) > Number(r.SalePriceCH)).length,
  'oq-12': median(oj.map((r) => Number(r.LoyalCH))),
  'oq-17': oj.filter((r) => Number(r.WeekofPurchase) >= 250 && Number(r.WeekofPurchase) <= 260)
    .length,
  'oq-20':
    oj.filter((r) => r.Purchase === 'CH').length / oj.filter((r) => r.Purchase === 'MM').length,
  'oo-02': ordersOf(oo),
  'oo-08': sum(
    oo.filter((r) => r.OrderDate.startsWith('2022-12-')),
    (r) => r.total,
  ),
  'oo-12': sorted(
    by(
      oo,
      (r) => r.SalesOrderID,
      (r) => r.total,
    ),
    1,
  )[0][0],
  'oo-15': new Map(
    [...new Set(oo.map((r) => r.OrderDate.slice(0, 7)))].map((m) => [
      m,
      ordersOf(oo.filter((r) => r.OrderDate.startsWith(m))),
    ]),
  ),
  'oo-16': sum(oo, (r) => r.total) / ordersOf(oo),
  'oo-20': topPerGroup(
    oo,
    (r) => r.OrderDate.slice(0, 7),
    (r) => r.ProductID,
    (r) => r.total,
    2,
  ),
});

// Seventeenth round: a CSV with a byte-order mark and day-first dates (09/02/2019 is 9 February)
// and one with camelCase headers, D-Mon-YY dates (1-May-07; 93 and 99 are the 1990s) and blank
// employee counts.
const ov = readCsv(join(HERE, 'data/olive-oil-sales/sales_data.csv')).map((r) => {
  const [d, m, y] = r.order_date.split('/').map(Number);
  return { ...r, ordered: y * 10000 + m * 100 + d, sale: Number(r.sale_price) };
});
const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
const fr = readCsv(join(HERE, 'data/startup-funding/techcrunch.csv')).map((r) => {
  const [d, mon, yy] = r.fundedDate.split('-');
  const year = Number(yy) > 50 ? 1900 + Number(yy) : 2000 + Number(yy);
  const month = MONTHS.indexOf(mon) / 3 + 1;
  return { ...r, funded: year * 10000 + month * 100 + Number(d), raised: Number(r.raisedAmt) };
});
Object.assign(mine, {
  'ov-05': ov.filter((r) => Math.floor(r.ordered / 100) === 201902).length,
  'ov-07': sum(
    ov.filter((r) => r.ordered >= 20200301 && r.ordered <= 20200415),
    (r) => r.sale,
  ),
  'ov-10': sorted(
    by(
      ov,
      (r) => r.employee_name,
      (r) => r.sale,
    ),
    -1,
  )[0][0],
  'ov-17': topPerGroup(
    ov,
    (r) => r.product_category,
    (r) => r.produce_name,
    (r) => r.sale,
    2,
  ),
  'fr-06': fr.filter((r) => Math.floor(r.funded / 100) === 200801).length,
  'fr-09': by(
    fr,
    (r) => String(Math.floor(r.funded / 10000)),
    (r) => r.raised,
  ),
  'fr-18': mean(
    fr.filter((r) => r.numEmps !== ''),
    (r) => Number(r.numEmps),
  ),
  'fr-20': topPerGroup(
    fr.filter((r) => r.category !== ''),
    (r) => r.category,
    (r) => r.company,
    (r) => r.raised,
    2,
  ),
});

// Nineteenth round: a wine list (prices written 18.0, a blank first header) and a wide table of
// daily ridership, one column per service, dates MM/DD/YYYY.
const wn = readCsv(join(HERE, 'data/aussie-wines/Aussie_Wines_Plotting.csv')).map((r) => ({
  ...r,
  cost: Number(r.price),
  score: Number(r.points),
}));
const mt = readCsv(join(HERE, 'data/mta-ridership/MTA_Ridership_by_DATA_NY_GOV.csv')).map((r) => ({
  ...r,
  on: mdy(r.Date),
}));
const riders = (r, service) => Number(r[`${service}: Total Estimated Ridership`]);
Object.assign(mine, {
  'za-06': wn.filter((r) => r.cost > 50).length,
  'za-14': topPerGroup(
    wn,
    (r) => r.province,
    (r) => r.variety,
    () => 1,
    2,
  ),
  'za-16': wn.filter((r) => r.designation === '').length,
  'zb-04': sum(
    mt.filter((r) => inMonths(r.on, 2024, 1, 3)),
    (r) => riders(r, 'LIRR'),
  ),
  'zb-07': sum(
    mt.filter((r) => r.on.y === 2024 && r.on.m === 10),
    (r) => riders(r, 'Staten Island Railway'),
  ),
  'zb-12': mt.filter((r) => Number(r['Metro-North: % of Comparable Pre-Pandemic Day']) > 100)
    .length,
  'zb-17': mt.filter((r) => riders(r, 'Metro-North') > riders(r, 'LIRR')).length,
  'zb-19':
    sum(
      mt.filter((r) => r.on.y === 2023),
      (r) => riders(r, 'LIRR'),
    ) /
    sum(
      mt.filter((r) => r.on.y === 2023),
      (r) => riders(r, 'Metro-North'),
    ),
});

const tk = readCsv(join(HERE, 'data/support-tickets/customer_support_tickets.csv'));
const rated = (rows) => rows.filter((r) => r['Customer Satisfaction Rating'] !== '');
const rf = readCsv(join(HERE, 'data/fuzzy-factory-refunds/order_item_refunds.csv')).map((r) => ({
  ...r,
  day: r.created_at.slice(0, 10),
  amount: Number(r.refund_amount_usd),
}));
Object.assign(mine, {
  'qa-01': tk.length,
  'qa-06': mean(rated(tk.filter((r) => r['Ticket Channel'] === 'Chat')), (r) =>
    Number(r['Customer Satisfaction Rating']),
  ),
  'qa-10': tk.filter((r) => r['Time to Resolution'].startsWith('2023-05-31')).length,
  'qa-19': topPerGroup(
    tk,
    (r) => r['Ticket Channel'],
    (r) => r['Product Purchased'],
    () => 1,
    1,
  ),
  'qb-02': new Set(rf.map((r) => r.order_id)).size,
  'qb-08': sum(
    rf.filter((r) => r.day >= '2013-01-01' && r.day <= '2013-06-30'),
    (r) => r.amount,
  ),
  'qb-09': rf.filter((r) => r.day.startsWith('2015-04')).length,
  'qb-14': median(rf.map((r) => r.amount)),
});

// Twentieth round: SAP's semicolon-separated orders with decimal commas and dates written
// 20190701, and its bike order items with zero-padded order IDs and a 29991212 placeholder.
const compactDate = (text) => ({
  y: Number(text.slice(0, 4)),
  m: Number(text.slice(4, 6)),
  d: Number(text.slice(6, 8)),
});
const so = readCsv(join(HERE, 'data/sap-sales-orders/SalesOrders.csv'), ';').map((r) => ({
  ...r,
  on: compactDate(r.CREATEDAT),
  gross: decimalComma(r.GROSSAMOUNT),
  net: decimalComma(r.NETAMOUNT),
}));
const bi = readCsv(join(HERE, 'data/sap-bike-order-items/SalesOrderItems.csv')).map((r) => ({
  ...r,
  due: compactDate(r.DELIVERYDATE),
  gross: Number(r.GROSSAMOUNT),
}));
Object.assign(mine, {
  'ra-02': new Set(so.map((r) => r.SALESORDERID)).size,
  'ra-13': sum(
    so.filter((r) => inMonths(r.on, 2019, 7, 9)),
    (r) => r.net,
  ),
  'ra-16': median(so.map((r) => r.gross)),
  'ra-19': topPerGroup(
    so,
    (r) => r.SALESORG,
    (r) => r.PARTNERID,
    (r) => r.gross,
    2,
  ),
  'rb-07': sorted(
    by(
      bi,
      (r) => r.PRODUCTID,
      (r) => Number(r.QUANTITY),
    ),
    -1,
  )[0][0],
  'rb-11': bi.filter((r) => r.due.y === 2019).length,
  'rb-18': sorted(
    by(
      bi,
      (r) => r.SALESORDERID,
      (r) => r.gross,
    ),
    -1,
  )[0][0],
  'rb-21': bi.filter((r) => r.due.y > 2019).length,
});

const pz = readCsv(join(HERE, 'data/pizza-place/pizzaplace.csv')).map((r) => ({
  ...r,
  price: Number(r.price),
}));
const bk = readCsv(join(HERE, 'data/bank-marketing/bank.csv'));
const subscribed = (r) => r.deposit === 'yes';
const shareOf = (rows, test) => (100 * rows.filter(test).length) / rows.length;
Object.assign(mine, {
  'rc-02': new Set(pz.map((r) => r.id)).size,
  'rc-12': pz.filter((r) => Number(r.time.split(':')[0]) < 12).length,
  'rc-16': topPerGroup(
    pz,
    (r) => r.type,
    (r) => r.name,
    () => 1,
    3,
  ),
  'rc-19': sum(pz, (r) => r.price) / new Set(pz.map((r) => r.id)).size,
  'rd-03': shareOf(bk, subscribed),
  'rd-12': new Map(
    [...new Set(bk.map((r) => r.education))].map((level) => [
      level,
      shareOf(
        bk.filter((r) => r.education === level),
        subscribed,
      ),
    ]),
  ),
  'rd-14': median(bk.map((r) => Number(r.balance))),
  'rd-15': bk.filter((r) => r.month === 'jun').length,
});

// Twenty-second round: Dominick's weekly orange juice sales (camelCase and ALLCAPS headers, no
// amount column) and the Google Play apps list (ratings written NaN, installs "1,000,000+",
// prices "$4.99 " with a trailing space, dates written 7-Jan-18).
const ojWeeks = readCsv(join(HERE, 'data/oj-weekly-sales/oj-train.csv')).map((r) => {
  const [y, m, d] = r.WeekStarting.split('-').map(Number);
  return { ...r, week: { y, m, d }, quantity: Number(r.Quantity), price: Number(r.Price) };
});
/** "7-Jan-18" -> { y: 2018, m: 1, d: 7 } (the list spans 2010-2018). */
const dayMonthYear = (text) => {
  const [d, mon, yy] = text.split('-');
  const m = MONTHS.indexOf(mon) / 3 + 1;
  if (!(Number.isInteger(m) && m >= 1 && Number(yy) >= 10 && Number(yy) <= 18))
    throw new Error(`not a date: ${text}`);
  return { y: 2000 + Number(yy), m, d: Number(d) };
};
const gp = readCsv(join(HERE, 'data/google-play-apps/googleplaystore.csv')).map((r) => ({
  ...r,
  updated: dayMonthYear(r['Last Updated']),
  installs: Number(r.Installs.replace(/[,+]/g, '')),
  price: r.Price === '0' ? 0 : money(r.Price.trim()),
}));
/** The apps named in `rows`: Excel's `#NAME?` is no name. */
const appsOf = (rows) => new Set(rows.map((r) => r.App).filter((app) => app !== '#NAME?')).size;
Object.assign(mine, {
  're-03': new Set(ojWeeks.map((r) => r.WeekStarting)).size,
  're-12': sum(
    ojWeeks.filter((r) => inMonths(r.week, 1991, 10, 12)),
    (r) => r.quantity,
  ),
  're-21': topPerGroup(
    ojWeeks,
    (r) => r.Store,
    (r) => r.Brand,
    (r) => r.quantity,
    2,
  ),
  're-22': sum(
    ojWeeks.filter((r) => r.Brand === 'tropicana'),
    (r) => r.price * r.quantity,
  ),
  'rf-08': appsOf(gp.filter((r) => r.Rating === 'NaN')),
  'rf-11': sorted(
    by(
      gp,
      (r) => r.App,
      (r) => r.price,
    ),
    -1,
  )[0][0],
  'rf-13': sum(
    gp.filter((r) => r.Category === 'EDUCATION'),
    (r) => r.installs,
  ),
  'rf-16': appsOf(gp.filter((r) => inMonths(r.updated, 2018, 7, 7))),
});

const cp = readCsv(join(HERE, 'data/customer-personality/marketing_campaign.csv'), '\t').map(
  // "04-09-2012" is 4 September 2012, day first like the Olympic dates
  (r) => ({ ...r, enrolled: dmy(r.Dt_Customer.split('-').join('/')) }),
);
const incomes = cp.filter((r) => r.Income.trim() !== '').map((r) => Number(r.Income));
const bc = readCsv(join(HERE, 'data/bank-customer-churn/Churn_Modelling.csv'));
/** The distinct customers among `rows` (two customers are written twice). */
const customersOf = (rows) => new Set(rows.map((r) => r.CustomerId)).size;
Object.assign(mine, {
  'ri-03': sum(incomes, (x) => x) / incomes.length,
  'ri-10': cp.filter((r) => inMonths(r.enrolled, 2012, 10, 12)).length,
  'ri-18': cp.filter((r) => Number(r.NumStorePurchases) > Number(r.NumWebPurchases)).length,
  'ri-20': topPerGroup(
    cp,
    (r) => r.Education,
    (r) => r.Marital_Status,
    (r) => Number(r.MntFishProducts),
    2,
  ),
  'rj-02': customersOf(bc),
  'rj-03': customersOf(bc.filter((r) => r.Exited === '1')),
  'rj-05': (() => {
    const ages = bc.filter((r) => r.Age !== '').map((r) => Number(r.Age));
    return sum(ages, (x) => x) / ages.length;
  })(),
  'rj-17': customersOf(bc.filter((r) => r.HasCrCard === '1' && r.IsActiveMember === '0')),
});

// Twenty-third round: a stock report whose `#REF!` SKU cells are no SKU and whose SKUs may have
// two rows (a SKU's stock is the sum of its rows), and a Latin-1 delivery history whose weights
// and freight costs are numbers or notes ('Freight Included in Commodity Cost': no value).
const ks = readCsv(join(HERE, 'data/kurta-stock/Sale Report.csv')).map((r) => ({
  ...r,
  sku: r['SKU Code'] === '#REF!' ? '' : r['SKU Code'],
  stock: r.Stock === '' ? 0 : Number(r.Stock),
}));
const skuStock = by(
  ks.filter((r) => r.sku !== ''),
  (r) => r.sku,
  (r) => r.stock,
);
/** "2-Jun-06" -> 20060602 (the history spans 2006-2015). */
const dMonYy = (text) => {
  const [d, mon, yy] = text.split('-');
  const m = MONTHS.indexOf(mon) / 3 + 1;
  if (!(Number.isInteger(m) && Number(yy) >= 6 && Number(yy) <= 15 && Number(d) >= 1))
    throw new Error(`not a date: ${text}`);
  return (2000 + Number(yy)) * 10000 + m * 100 + Number(d);
};
const figureOrNull = (text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : null);
const scms = readCsv(
  join(HERE, 'data/scms-deliveries/SCMS_Delivery_History_Dataset_20150929.csv'),
  ',',
  'latin1',
).map((r) => ({
  ...r,
  freight: figureOrNull(r['Freight Cost (USD)']),
  scheduled: dMonYy(r['Scheduled Delivery Date']),
  delivered: dMonYy(r['Delivered to Client Date']),
}));
Object.assign(mine, {
  'rg-01': skuStock.size,
  'rg-15': [...skuStock.values()].filter((stock) => stock === 0).length,
  'rg-20': sum(
    ks.filter((r) => r.Color === 'Pink' && r.Category === 'KURTA SET'),
    (r) => r.stock,
  ),
  'rg-21': topPerGroup(
    ks.filter((r) => r.Category !== '' && r.Color !== ''),
    (r) => r.Category,
    (r) => r.Color,
    (r) => r.stock,
    2,
  ),
  'rh-07': sum(scms, (r) => r.freight ?? 0),
  'rh-09': scms.filter((r) => r.delivered > r.scheduled).length,
  'rh-11': scms.filter((r) => r.delivered >= 20121001 && r.delivered <= 20121231).length,
  'rh-21': topPerGroup(
    scms,
    (r) => r['Product Group'],
    (r) => r.Country,
    (r) => Number(r['Line Item Value']),
    2,
  ),
});

// Twenty-fifth round: IBM's HR attrition sample (a byte-order mark, CRLF endings, Yes/No flags,
// run-together headers with `Curr` for current) and Lahman's baseball salaries (IDs only, a
// player paid twice in one season counted once).
const ibm = readCsv(join(HERE, 'data/ibm-hr-attrition/WA_Fn-UseC_-HR-Employee-Attrition.csv'));
const ml = readCsv(join(HERE, 'data/mlb-salaries/salary.csv')).map((r) => ({
  ...r,
  salary: Number(r.salary),
}));
/** Each group's own share of its rows that left, in percent. */
const attritionRate = (rows, group) => {
  const left = by(rows, group, (r) => (r.Attrition === 'Yes' ? 1 : 0));
  const all = by(rows, group, () => 1);
  return new Map([...all].map(([g, n]) => [g, (100 * left.get(g)) / n]));
};
const playersOf = (rows) => new Set(rows.map((r) => r.player_id)).size;
Object.assign(mine, {
  'rk-05': median(ibm.map((r) => Number(r.MonthlyIncome))),
  'rk-11': attritionRate(ibm, (r) => r.Department),
  'rk-18': topPerGroup(
    ibm,
    (r) => r.Department,
    (r) => r.JobRole,
    (r) => Number(r.MonthlyIncome),
    2,
  ),
  'rk-20': ibm.filter((r) => Number(r.YearsInCurrentRole) > Number(r.YearsWithCurrManager)).length,
  'rl-02': playersOf(ml),
  'rl-06': median(ml.filter((r) => r.year === '1995').map((r) => r.salary)),
  'rl-12': playersOf(ml.filter((r) => r.year === '1992' && r.salary > 1000000)),
  'rl-15': topPerGroup(
    ml,
    (r) => r.league_id,
    (r) => r.team_id,
    (r) => r.salary,
    2,
  ),
});

// Twenty-sixth round: a marketplace listing whose ids repeat on a few rows and whose brands are
// trimmed ('\tOEM' is OEM), and a ledger whose MM/DD/YYYY rows say debit or credit.
const tiki = readCsv(join(HERE, 'data/tiki-men-bags/vietnamese_tiki_products_men_bags.csv')).map(
  (r) => ({ ...r, sold: Number(r.quantity_sold), price: Number(r.price) }),
);
const ledger = readCsv(join(HERE, 'data/personal-transactions/personal_transactions.csv')).map(
  (r) => ({
    ...r,
    amount: Number(r.Amount),
    date: mdy(r.Date),
  }),
);
const debits = ledger.filter((r) => r['Transaction Type'] === 'debit');
Object.assign(mine, {
  'rm-02': new Set(tiki.map((r) => r.id)).size,
  'rm-08': tiki.filter((r) => r.price < Number(r.original_price)).length,
  'rm-12': sorted(
    by(
      tiki,
      (r) => r.current_seller,
      (r) => r.sold,
    ),
    -1,
  )[0][0],
  'rm-22': topPerGroup(
    tiki,
    (r) => r.category,
    (r) => r.brand.trim(),
    (r) => r.sold,
    2,
  ),
  'rn-05': sum(
    ledger.filter((r) => r.Category === 'Restaurants' && r.date.y === 2018),
    (r) => r.amount,
  ),
  'rn-11': by(
    debits,
    (r) => `${r.date.y}-${String(r.date.m).padStart(2, '0')}`,
    (r) => r.amount,
  ),
  'rn-18': median(debits.map((r) => r.amount)),
  'rn-19': topPerGroup(
    debits,
    (r) => r['Account Name'],
    (r) => r.Category,
    (r) => r.amount,
    2,
  ),
});

// Twenty-seventh round: one day of freight orders (CRLF, no quoting) and a freight rate card
// whose money is written " $43.23 " with spaces around it, whose mode "AIR   " is padded and whose
// weight bounds are sometimes quoted with a thousands comma ("9,999.99").
const freightOrders = readCsv(join(HERE, 'data/freight-orders/OrderList.csv')).map((r) => ({
  ...r,
  weight: Number(r.Weight),
  late: Number(r['Ship Late Day count']) > 0,
}));
const freightRates = readCsv(join(HERE, 'data/freight-rates/FreighRates.csv')).map((r) => ({
  ...r,
  minCost: money(r['minimum cost'].trim()),
  rate: money(r.rate.trim()),
  mode: r.mode_dsc.trim(),
}));
const ratesOf = (mode) => freightRates.filter((r) => r.mode === mode);
Object.assign(mine, {
  'ro-02': new Set(freightOrders.map((r) => r.Customer)).size,
  'ro-12': (100 * freightOrders.filter((r) => r.late).length) / freightOrders.length,
  'ro-16': topPerGroup(
    freightOrders,
    (r) => r.Carrier,
    (r) => r.Customer,
    (r) => r.weight,
    2,
  ),
  'ro-22': freightOrders.filter((r) => Number(r['Ship ahead day count']) > Number(r.TPT)).length,
  'rp-04': ratesOf('AIR').length,
  'rp-06': sum(freightRates, (r) => r.minCost),
  'rp-14': new Map(['AIR', 'GROUND'].map((mode) => [mode, mean(ratesOf(mode), (r) => r.rate)])),
  'rp-18': freightRates.filter((r) => Number(r.max_wgh_qty.split(',').join('')) > 1000).length,
});

// Twenty-eighth round: a tab-separated house sales table whose sale has only a month and a year
// column and whose `Sale Type` is written 'WD ' with a trailing space, and a book list whose
// prices are rupees with the sign and thousands commas ('₹1,599.00').
const ames = readCsv(join(HERE, 'data/ames-house-sales/AmesHousing.tsv'), '\t').map((r) => ({
  ...r,
  price: Number(r.SalePrice),
}));
const rupees = (text) => {
  const m = /^₹([\d,]+(?:\.\d+)?)$/.exec(text);
  if (!m) throw new Error(`not rupees: ${text}`);
  return Number(m[1].split(',').join(''));
};
const books = readCsv(join(HERE, 'data/amazon-books-ratings/Books_df.csv')).map((r) => ({
  ...r,
  price: rupees(r.Price),
  raters: Number(r['No. of People rated']),
}));
const averageBy = (rows, key, f) => {
  const totals = by(rows, key, f);
  const counts = by(rows, key, () => 1);
  return new Map([...totals].map(([k, total]) => [k, total / counts.get(k)]));
};
Object.assign(mine, {
  'rq-09': sorted(
    averageBy(
      ames,
      (r) => r.Neighborhood,
      (r) => r.price,
    ),
    -1,
  )[0][0],
  'rq-15': (100 * ames.filter((r) => r['Sale Type'].trim() === 'New').length) / ames.length,
  'rq-17': ames.filter((r) => Number(r['Year Remod/Add']) > Number(r['Year Built'])).length,
  'rq-20': ames.filter((r) => r['Yr Sold'] === '2007' && r['Mo Sold'] === '6').length,
  'rq-22': topPerGroup(
    ames,
    (r) => r['Bldg Type'],
    (r) => r['House Style'],
    () => 1,
    2,
  ),
  'rr-03': new Set(books.map((r) => r.Author.trim())).size,
  'rr-05': median(books.map((r) => r.price)),
  'rr-11': sorted(
    by(
      books,
      (r) => r.Author.trim(),
      (r) => r.raters,
    ),
    -1,
  )[0][0],
  'rr-18': books.filter((r) => r.price > 1000).length,
});

// Twenty-ninth round: an Indian clothing seller's sales abroad (ALLCAPS headers, month-first
// two-digit-year dates, pieces written 1.00, a customer with and without a trailing space) and
// daily units and sales of 40 products in four regions (ISO dates).
const intlSales = readCsv(join(HERE, 'data/international-sales/International_sale_Report.csv')).map(
  (r) => {
    const [m, , y] = r.DATE.split('-');
    return { ...r, month: `20${y}-${m}`, customer: r.CUSTOMER.trim() };
  },
);
const grossOf = (rows) => sum(rows, (r) => Number(r['GROSS AMT']));
const regionSales = readCsv(join(HERE, 'data/region-daily-sales/sales.csv')).map((r) => ({
  ...r,
  amount: Number(r.sales_amount),
}));
Object.assign(mine, {
  'rs-02': distinct(intlSales, (r) => r.customer),
  'rs-08': grossOf(intlSales.filter((r) => r.month >= '2021-10' && r.month <= '2021-12')),
  'rs-10': sum(
    intlSales.filter((r) => r.month === '2022-03'),
    (r) => Number(r.PCS),
  ),
  'rs-19': topPerGroup(
    intlSales,
    (r) => r.month,
    (r) => r.customer,
    (r) => Number(r['GROSS AMT']),
    2,
  ),
  'rt-09': by(
    regionSales,
    (r) => r.date.slice(0, 7),
    (r) => r.amount,
  ),
  'rt-10': sum(
    regionSales.filter((r) => r.date.startsWith('2025-07')),
    (r) => r.amount,
  ),
  'rt-14':
    (100 *
      sum(
        regionSales.filter((r) => r.region === 'West'),
        (r) => r.amount,
      )) /
    sum(regionSales, (r) => r.amount),
  'rt-20': median(regionSales.map((r) => r.amount)),
});

// Thirtieth round: car listings whose make is headed `mark` and whose generation is often blank,
// and grocery purchases with day-first dates written with dashes ('21-07-2015'), CRLF line ends
// and blank members, dates and items.
const cars = readCsv(join(HERE, 'data/polish-car-listings/car-listings-poland.csv')).map((r) => ({
  ...r,
  km: Number(r.mileage),
}));
const groceries = readCsv(join(HERE, 'data/groceries-baskets/Groceries_dataset.csv'));
const dashedDmy = (text) => {
  const [d, m, y] = text.split('-').map(Number);
  if (!(y > 1900 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) throw new Error(`not a date: ${text}`);
  return { y, m, d };
};
const members = groceries.map((r) => r.Member_number).filter((m) => m !== '');
Object.assign(mine, {
  'ru-02': new Set(cars.map((r) => r.mark)).size,
  'ru-05': median(cars.map((r) => r.km)),
  'ru-15': topPerGroup(
    cars,
    (r) => r.fuel,
    (r) => r.mark,
    (r) => r.km,
    2,
  ),
  'ru-16': cars.filter((r) => r.km > 200000).length,
  'ru-22': cars.filter((r) => r.generation_name === '').length,
  'rv-02': new Set(members).size,
  'rv-08': groceries.filter((r) => {
    if (r.Date === '') return false;
    const { y, m } = dashedDmy(r.Date);
    return y === 2015 && m === 3;
  }).length,
  'rv-13': sorted(
    by(
      groceries.filter((r) => r.Member_number !== ''),
      (r) => r.Member_number,
      () => 1,
    ),
    -1,
  )[0][0],
  'rv-22': members.length / new Set(members).size,
});

// Thirty-first round: AdventureWorks' purchase orders and their lines, tab-separated, with
// date-times ('2024-08-12 00:00:00.000') and decimals without a leading zero ('.9269').
const decimal = (text) => {
  if (!/^-?\d*\.?\d+$/.test(text)) throw new Error(`not a decimal: ${text}`);
  return Number(text);
};
const purchaseOrders = readCsv(join(HERE, 'data/aw-purchase-orders/PurchaseOrderHeader.tsv'), '\t');
const purchaseLines = readCsv(
  join(HERE, 'data/aw-purchase-order-lines/PurchaseOrderDetail.tsv'),
  '\t',
);
Object.assign(mine, {
  'rw-07': sum(
    purchaseOrders.filter((r) => r.OrderDate >= '2024-07-01' && r.OrderDate < '2024-10-01'),
    (r) => decimal(r.TotalDue),
  ),
  'rw-12': sorted(
    by(
      purchaseOrders,
      (r) => r.VendorID,
      (r) => decimal(r.TotalDue),
    ),
    -1,
  )[0][0],
  'rw-17':
    (100 * sum(purchaseOrders, (r) => decimal(r.Freight))) /
    sum(purchaseOrders, (r) => decimal(r.SubTotal)),
  'rx-02': new Set(purchaseLines.map((r) => r.PurchaseOrderID)).size,
  'rx-06': sum(purchaseLines, (r) => decimal(r.RejectedQty)),
  'rx-18': purchaseLines.filter((r) => decimal(r.ReceivedQty) < decimal(r.OrderQty)).length,
  'rx-20': median(purchaseLines.map((r) => decimal(r.UnitPrice))),
});

const whole = (text) => {
  if (!/^\d+$/.test(text)) throw new Error(`not a whole number: ${text}`);
  return Number(text);
};
const timesheet = readCsv(join(HERE, 'data/truck-driver-timesheet/timesheet.csv'));
const helpdesk = readCsv(join(HERE, 'data/helpdesk-tickets/tickets.csv'));
const resolved = helpdesk.filter((r) => r.resolution_hours !== '');
Object.assign(mine, {
  'sa-24': sorted(
    by(
      timesheet,
      (r) => r.driverid,
      (r) => whole(r.hours_logged),
    ),
    -1,
  )[0][0],
  'sa-27': timesheet.filter((r) => whole(r.hours_logged) === 0).length,
  'sa-33':
    sum(timesheet, (r) => whole(r.miles_logged)) / sum(timesheet, (r) => whole(r.hours_logged)),
  'sa-36': new Set(
    timesheet.filter((r) => r.week === '1' && whole(r.miles_logged) > 2700).map((r) => r.driverid),
  ).size,
  'sb-04': mean(resolved, (r) => Number(r.resolution_hours)),
  'sb-06': sorted(
    by(
      helpdesk.filter((r) => r.status === 'resolved'),
      (r) => r.agent,
      () => 1,
    ),
    -1,
  )[0][0],
  'sb-11': median(resolved.map((r) => Number(r.resolution_hours))),
  // `2026-03-15T23:59` is still 15 March: the day is the text before the `T`.
  'sb-17': helpdesk.filter((r) => {
    const day = r.created_at.split('T')[0];
    return day >= '2026-02-01' && day <= '2026-03-15';
  }).length,
});

// Thirty-second round: Salesforce campaign members with ALLCAPS headers, `NULL` written for a
// missing value, `true`/`false` flags and date-times ('2021-11-21 10:21:15.000'), and daily ad
// results per channel and campaign.
const campaignMembers = readCsv(
  join(HERE, 'data/salesforce-campaign-members/salesforce_sample_data.csv'),
);
const adDays = readCsv(join(HERE, 'data/ad-campaign-days/ad_campaigns.csv')).map((r) => ({
  ...r,
  spend: decimal(r.spend),
  revenue: decimal(r.revenue),
}));
Object.assign(mine, {
  'ry-06': campaignMembers.filter((r) => r.FIRST_RESPONDED_DATE === 'NULL').length,
  'ry-08': campaignMembers.filter(
    (r) => r.FIRST_ASSOCIATED_DATE >= '2023-04-01' && r.FIRST_ASSOCIATED_DATE < '2023-07-01',
  ).length,
  'ry-11': sorted(
    by(
      campaignMembers,
      (r) => r.SALESFORCE_CAMPAIGN_NAME,
      () => 1,
    ),
    -1,
  )[0][0],
  'ry-14':
    (100 * campaignMembers.filter((r) => r.HAS_RESPONDED === 'true').length) /
    campaignMembers.length,
  'rz-09': sum(
    adDays.filter((r) => r.date >= '2026-01-01' && r.date <= '2026-03-31'),
    (r) => r.spend,
  ),
  'rz-12': sorted(
    by(
      adDays,
      (r) => r.channel,
      (r) => r.revenue,
    ),
    -1,
  )[0][0],
  'rz-16': sum(adDays, (r) => r.revenue) / sum(adDays, (r) => r.spend),
  'rz-21': adDays.filter((r) => r.revenue < r.spend).length,
});

const listings = readCsv(join(HERE, 'data/bigbasket-products/BigBasket Products.csv'));
const receivables = readCsv(
  join(HERE, 'data/accounts-receivable/WA_Fn-UseC_-Accounts-Receivable.csv'),
);
/** "03/01/2012" -> "2012-01-03": day first, as the file's days above 12 show. */
const dmyIso = (text) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) throw new Error(`not a day-first date: ${text}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
};
const lastInvoiceMonth = receivables
  .map((r) => dmyIso(r.InvoiceDate).slice(0, 7))
  .sort()
  .at(-1);
Object.assign(mine, {
  'sc-07': listings.filter((r) => r.rating === '').length,
  'sc-08': listings.filter((r) => decimal(r.sale_price) < decimal(r.market_price)).length,
  'sc-09': sorted(
    by(
      listings,
      (r) => r.brand.trim(),
      () => 1,
    ),
    -1,
  )[0][0],
  'sc-16': median(listings.map((r) => decimal(r.sale_price))),
  'se-07': sum(
    receivables.filter((r) => dmyIso(r.InvoiceDate).startsWith('2013-')),
    (r) => decimal(r.InvoiceAmount),
  ),
  'se-10': receivables.filter((r) => {
    const day = dmyIso(r.SettledDate);
    return day >= '2013-01-01' && day <= '2013-03-31';
  }).length,
  'se-11': sorted(
    by(
      receivables,
      (r) => r.customerID,
      (r) => decimal(r.InvoiceAmount),
    ),
    -1,
  )[0][0],
  'se-17': receivables.filter((r) => dmyIso(r.InvoiceDate).slice(0, 7) === lastInvoiceMonth).length,
});

const hotel7 = readCsv(join(HERE, 'data/hotel-reservations-7/dataset_hotel_7.csv'));
const hotel6 = readCsv(join(HERE, 'data/hotel-reservations-6/dataset_hotel_6.csv'));
/** "2894,25" -> 2894.25: euros with a decimal comma and no thousands separator. */
const euros = (text) => {
  if (!/^-?\d+,\d{2}$/.test(text)) throw new Error(`not a decimal-comma amount: ${text}`);
  return Number(text.replace(',', '.'));
};
/** The day of "29/06/2010" or "29/06/2010 10:55:54", as an ISO date. */
const dayOf = (text) => dmyIso(text.slice(0, 10));
const confirmed6 = hotel6.filter((r) => r.Status === 'Confermata');
const lastArrivalMonth6 = hotel6
  .map((r) => dayOf(r.Arrivo).slice(0, 7))
  .sort()
  .at(-1);
Object.assign(mine, {
  'sf-04': sum(hotel7, (r) => euros(r.Totale)),
  'sf-09': hotel7.filter((r) => dayOf(r.Data).startsWith('2019-03')).length,
  'sf-11': sorted(
    by(
      hotel7,
      (r) => r.Canale,
      (r) => euros(r.Totale),
    ),
    -1,
  )[0][0],
  'sf-18': median(hotel7.map((r) => Number(r.Window))),
  'sj-05': sum(confirmed6, (r) => Number(r.Notti)) / confirmed6.length,
  'sj-07': sum(
    hotel6.filter((r) => dayOf(r.Arrivo).startsWith('2023-')),
    (r) => euros(r.Totale),
  ),
  'sj-16': median(confirmed6.map((r) => euros(r.Totale))),
  'sj-18': hotel6.filter((r) => dayOf(r.Arrivo).slice(0, 7) === lastArrivalMonth6).length,
});

// Thirty-sixth round: daily stock rows compared with their own reorder point, the last month of
// ISO dates, RFM scores written "12.0" and one-letter score headers compared row by row.
const stockDays = readCsv(join(HERE, 'data/inventory-stock-levels/inventory_transactions.csv'));
const rfmCustomers = readCsv(
  join(HERE, 'data/customer-rfm-segments/datamart_rfm_scores_named_segment.csv'),
);
const lastStockMonth = stockDays
  .map((r) => r.date.slice(0, 7))
  .sort()
  .at(-1);
Object.assign(mine, {
  'sh-07': sum(
    stockDays.filter((r) => r.date.slice(0, 7) === lastStockMonth),
    (r) => decimal(r.units_sold),
  ),
  'sh-09': sorted(
    by(
      stockDays,
      (r) => r.product_name,
      (r) => decimal(r.revenue),
    ),
    -1,
  )[0][0],
  'sh-11': stockDays.filter((r) => decimal(r.stock_level) < decimal(r.reorder_point)).length,
  'sh-18': median(
    stockDays.filter((r) => r.product_name === 'Product_8').map((r) => decimal(r.stock_level)),
  ),
  'si-08': rfmCustomers.filter((r) => decimal(r.RFM_Score) === 12).length,
  'si-11':
    (100 *
      sum(
        rfmCustomers.filter((r) => r.RFM_Level === 'Top'),
        (r) => decimal(r.MonetaryValue),
      )) /
    sum(rfmCustomers, (r) => decimal(r.MonetaryValue)),
  'si-18': rfmCustomers.filter((r) => decimal(r.F) > decimal(r.R)).length,
  'si-05': median(rfmCustomers.map((r) => decimal(r.Recency))),
});

// Thirty-seventh round: a return flag written "1.0", the last month of the order dates, the
// category with the most returns, a median over the returned orders, the win rate over the two
// closed stages, the owner with the most money, and Closed Won owners ranked within each region.
const returnOrders = readCsv(join(HERE, 'data/order-returns/return_predictions.csv'));
const crmDeals = readCsv(join(HERE, 'data/crm-deals/deals_meta.csv'));
const returned = returnOrders.filter((r) => decimal(r.Return) === 1);
const lastOrderMonth = returnOrders
  .map((r) => r.Order_Date.slice(0, 7))
  .sort()
  .at(-1);
const closedDeals = crmDeals.filter((r) => r.deal_stage.startsWith('Closed '));
Object.assign(mine, {
  'sk-02': returned.length,
  'sk-08': sorted(
    by(
      returned,
      (r) => r.Product_Category,
      () => 1,
    ),
    -1,
  )[0][0],
  'sk-16': median(returned.map((r) => decimal(r.Price))),
  'sk-17': returned.filter((r) => r.Order_Date.slice(0, 7) === lastOrderMonth).length,
  'sl-04':
    (100 * closedDeals.filter((r) => r.deal_stage === 'Closed Won').length) / closedDeals.length,
  'sl-09': sorted(
    by(
      crmDeals,
      (r) => r.owner_id,
      (r) => decimal(r.deal_amount),
    ),
    -1,
  )[0][0],
  'sl-14': topPerGroup(
    crmDeals.filter((r) => r.deal_stage === 'Closed Won'),
    (r) => r.account_region,
    (r) => r.owner_id,
    (r) => decimal(r.deal_amount),
    2,
  ),
  'sl-18': median(
    crmDeals.filter((r) => r.deal_stage === 'Closed Lost').map((r) => decimal(r.deal_amount)),
  ),
});

// Thirty-eighth round: order lines counted apart from their orders, a channel's share of sales
// and lines sold below cost (the round's BikeStores orders were left out: their terms forbid
// commercial use).
const brazilLines = readCsv(join(HERE, 'data/brazil-sales-lines/sales_transactions.csv'));
Object.assign(mine, {
  'so-02': new Set(brazilLines.map((r) => r['Order ID'])).size,
  'so-13':
    (100 *
      sum(
        brazilLines.filter((r) => r['Sales Channel'] === 'Online'),
        (r) => decimal(r['Sales Amount']),
      )) /
    sum(brazilLines, (r) => decimal(r['Sales Amount'])),
  'so-18': brazilLines.filter((r) => decimal(r.Cost) > decimal(r['Sales Amount'])).length,
});

// Thirty-ninth round: a 0/1 flag under a header with full stops, each code's own default rate,
// two numbered money columns compared row by row and a median of the defaulters' limits; a
// flag written True or False, a value with an underscore, the month with the most purchases, each
// month's own purchase rate and the top traffic type within each visitor type.
const cardClients = readCsv(join(HERE, 'data/credit-card-bills/UCI_Credit_Card.csv'));
const shopperSessions = readCsv(
  join(HERE, 'data/online-shoppers-sessions/online_shoppers_intention.csv'),
);
const defaulted = (r) => r['default.payment.next.month'] === '1';
const bought = (r) => r.Revenue === '1';
const ownRate = (rows, key, flag) => {
  const all = by(rows, key, () => 1);
  const flagged = by(rows, key, (r) => (flag(r) ? 1 : 0));
  return new Map([...all].map(([k, n]) => [k, (100 * flagged.get(k)) / n]));
};
// Eight bounce or exit rates are written in exponent form (9.83e-05).
const exponent = (text) => {
  if (!/^\d*\.?\d+(e-\d+)?$/.test(text)) throw new Error(`not a rate: ${text}`);
  return Number(text);
};
const newVisitors = shopperSessions.filter((r) => r.VisitorType === 'New_Visitor');
Object.assign(mine, {
  'tf-02': cardClients.filter(defaulted).length,
  'tf-10': ownRate(cardClients, (r) => r.EDUCATION, defaulted),
  'tf-12': cardClients.filter((r) => decimal(r.PAY_AMT1) > decimal(r.BILL_AMT1)).length,
  'tf-13': median(cardClients.filter(defaulted).map((r) => decimal(r.LIMIT_BAL))),
  'tg-04': shopperSessions.filter((r) => r.Weekend === 'True').length,
  'tg-05': sum(newVisitors, (r) => exponent(r.BounceRates)) / newVisitors.length,
  'tg-09': sorted(
    by(
      shopperSessions.filter(bought),
      (r) => r.Month,
      () => 1,
    ),
    -1,
  )[0][0],
  'tg-13': ownRate(shopperSessions, (r) => r.Month, bought),
  'tg-15': shopperSessions.filter((r) => exponent(r.ExitRates) > exponent(r.BounceRates)).length,
  'tg-18': topPerGroup(
    shopperSessions,
    (r) => r.VisitorType,
    (r) => r.TrafficType,
    () => 1,
    1,
  ),
});

// Fortieth round: an online shop's sessions (a 1/0 flag beside True/False, a share per visitor
// type, two rate columns compared row by row) and car models' ratings (blanks as no review, a
// median skipping blanks, the brand with the most reviews written 5.0, a name with runs of spaces).
const shopSessions = readCsv(
  join(HERE, 'data/online-shoppers-sessions/online_shoppers_intention.csv'),
);
const carRatings = readCsv(join(HERE, 'data/car-model-ratings/Car_Rates.csv'));
const filledNumbers = (rows, key) => rows.filter((r) => r[key] !== '').map((r) => Number(r[key]));
Object.assign(mine, {
  'th-05': shopSessions.filter((r) => r.Weekend === 'True').length,
  'th-10': new Map(
    [...new Set(shopSessions.map((r) => r.VisitorType))].map((type) => {
      const ofType = shopSessions.filter((r) => r.VisitorType === type);
      return [type, (100 * ofType.filter((r) => r.Revenue === '1').length) / ofType.length];
    }),
  ),
  'th-14': shopSessions.filter((r) => Number(r.BounceRates) > Number(r.ExitRates)).length,
  'ti-03': carRatings.filter((r) => r.Num_of_reviews === '').length,
  'ti-06': sorted(
    by(
      carRatings,
      (r) => r.Brand,
      (r) => Number(r.Num_of_reviews),
    ),
    -1,
  )[0][0],
  'ti-12': median(
    filledNumbers(
      carRatings.filter((r) => r.Brand === 'Ford'),
      'Value for the money',
    ),
  ),
  'ti-13': [...carRatings].sort((a, b) => Number(b.Num_of_reviews) - Number(a.Num_of_reviews))[0]
    .Car_name,
});

// Forty-first round: a clothing seller's price list (`Nill` and `#VALUE!` as no value, two
// marketplace prices compared row by row, a median skipping `#VALUE!`) and a company's employees
// with their pay (a Yes/No flag, each department's own overtime share, a sum skipping blanks).
const priceList = readCsv(join(HERE, 'data/kurta-price-list/May-2022.csv'));
const payEmployees = readCsv(join(HERE, 'data/people-analytics-employees/employees.csv'));
const priced = (value) => (value === 'Nill' || value === '#VALUE!' ? null : Number(value));
Object.assign(mine, {
  'tl-07': priceList.filter((r) => {
    const [myntra, amazon] = [priced(r['Myntra MRP']), priced(r['Amazon MRP'])];
    return myntra !== null && amazon !== null && myntra !== amazon;
  }).length,
  'tl-10': median(priceList.map((r) => priced(r.TP)).filter((tp) => tp !== null)),
  'tl-15': priceList.filter((r) => priced(r.TP) === null).length,
  'tm-02': payEmployees.filter((r) => r.overtime === 'Yes').length,
  'tm-08': payEmployees.reduce(
    (total, r) => total + (r.ytd_sales === '' ? 0 : Number(r.ytd_sales)),
    0,
  ),
  'tm-16': new Map(
    [...new Set(payEmployees.map((r) => r.dept))].map((dept) => {
      const inDept = payEmployees.filter((r) => r.dept === dept);
      return [dept, (100 * inDept.filter((r) => r.overtime === 'Yes').length) / inDept.length];
    }),
  ),
});

// Forty-second round: food delivery orders (cells with a trailing space, NaN as no value, day-first
// dates, a misspelt time column) and a streaming service's subscribers (dates day first in two
// spellings, 15-01-22 and 5/9/21, a second date column, a ratio of two plans' revenue).
const deliveries = readCsv(join(HERE, 'data/food-delivery-orders/food-delivery-test.csv'));
const present = (text) => (text.trim() === 'NaN' ? undefined : text.trim());
/** "30-03-2022", "15-01-22" or "5/9/21", day first -> "2022-03-30" */
const dayFirst = (text) => {
  const [d, m, y] = text.split(/[-/]/);
  return `${y.length === 2 ? `20${y}` : y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
};
const subscribers = readCsv(join(HERE, 'data/netflix-subscriptions/Netflix Userbase.csv'));
const revenueOf = (plan) =>
  sum(
    subscribers.filter((r) => r['Subscription Type'] === plan),
    (r) => Number(r['Monthly Revenue']),
  );
Object.assign(mine, {
  'tn-03': deliveries.filter((r) => present(r.Festival) === 'Yes').length,
  'tn-07': deliveries.filter((r) => {
    const day = dayFirst(r.Order_Date);
    return day >= '2022-03-01' && day <= '2022-03-15';
  }).length,
  'tn-15': deliveries.filter((r) => Number(present(r.multiple_deliveries) ?? 0) > 1).length,
  'tn-16': deliveries.filter((r) => present(r.Time_Orderd) === undefined).length,
  'tn-18': median(
    deliveries
      .map((r) => present(r.Delivery_person_Age))
      .filter(Boolean)
      .map(Number),
  ),
  'to-06': subscribers.filter((r) => {
    const day = dayFirst(r['Join Date']);
    return day >= '2022-07-01' && day <= '2022-09-30';
  }).length,
  'to-07': subscribers.filter((r) => dayFirst(r['Last Payment Date']).startsWith('2023-07')).length,
  'to-09': sorted(
    by(
      subscribers,
      (r) => r.Country,
      (r) => Number(r['Monthly Revenue']),
    ),
    -1,
  )[0][0],
  'to-16': revenueOf('Premium') / revenueOf('Basic'),
});

// Forty-sixth round: an auto insurer's claims (two M/D/YYYY date columns, the second one asked
// for; claim parts compared row by row) and Lending Club loans (months written `Mar-2018`, a
// purpose written `debt_consolidation`, grades kept by their average rate).
const claims = readCsv(join(HERE, 'data/insurance-claims/insurance_claims.csv'));
const isoOfMdy = (text) => {
  const [month, day, year] = text.split('/');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
};
const loans = readCsv(join(HERE, 'data/lending-club-loans/loans_full_schema.csv'));
const loanAmount = (r) => Number(r.loan_amount);
const averagesBy = (rows, key, value) => {
  const totals = by(rows, key, value);
  const counts = by(rows, key, () => 1);
  return new Map([...totals].map(([group, total]) => [group, total / counts.get(group)]));
};
const issueMonths = [...new Set(loans.map((r) => r.issue_month))].map((text) => {
  const [month, year] = text.split('-');
  return {
    text,
    iso: `${year}-${String(new Date(`${month} 1, ${year}`).getMonth() + 1).padStart(2, '0')}`,
  };
});
const lastIssueMonth = issueMonths.sort((a, b) => a.iso.localeCompare(b.iso)).at(-1).text;
Object.assign(mine, {
  'tw-08': claims.filter((r) => {
    const day = isoOfMdy(r.incident_date);
    return day >= '2015-01-15' && day <= '2015-02-10';
  }).length,
  'tw-09': claims.filter((r) => isoOfMdy(r.policy_bind_date).startsWith('2000')).length,
  'tw-12': sorted(
    by(
      claims,
      (r) => r.auto_make,
      (r) => Number(r.total_claim_amount),
    ),
    -1,
  )[0][0],
  'tw-17': claims.filter((r) => Number(r.injury_claim) > Number(r.property_claim)).length,
  'ty-05': sum(
    loans.filter((r) => r.loan_purpose === 'debt_consolidation'),
    loanAmount,
  ),
  'ty-08': sum(
    loans.filter((r) => r.issue_month === lastIssueMonth),
    loanAmount,
  ),
  'ty-11': sorted(
    averagesBy(loans, (r) => r.loan_purpose, loanAmount),
    1,
  )[0][0],
  'ty-17': [
    ...averagesBy(
      loans,
      (r) => r.grade,
      (r) => Number(r.interest_rate),
    ),
  ]
    .filter(([, average]) => average > 20)
    .map(([grade]) => grade),
});

// Forty-fourth round: an e-mail marketing portfolio's sends (campaign numbers beside UUIDs, ISO
// send dates, clicks compared with opens) and its purchases credited to campaigns (customers
// counted once, customers with more than one purchase, the campaign with the lowest total).
const sends = readCsv(join(HERE, 'data/email-campaign-sends/email_campaigns.csv'));
const purchases = readCsv(join(HERE, 'data/campaign-purchases/customer_transactions.csv'));
const purchasesPerCustomer = by(
  purchases,
  (r) => r.customer_id,
  () => 1,
);
Object.assign(mine, {
  'ts-07': sends.filter((r) => r.send_date >= '2024-02-10' && r.send_date <= '2024-03-20').length,
  'ts-12': sum(sends, (r) => Number(r.clicks)) / sum(sends, (r) => Number(r.opens)),
  'ts-14': sends.filter((r) => Number(r.clicks) > Number(r.opens)).length,
  'tt-02': new Set(purchases.map((r) => r.customer_id)).size,
  'tt-10': sorted(
    by(
      purchases,
      (r) => r.campaign_id,
      (r) => Number(r.amount),
    ),
    1,
  )[0][0],
  'tt-12': [...purchasesPerCustomer.values()].filter((n) => n > 1).length,
  'tt-16': median(purchases.map((r) => Number(r.amount))),
});

// Forty-fifth round: two more Tiki listings (backpacks and suitcases; men's shoes with a second
// index column and tab-led brands): reviews summed, ratings averaged over reviewed rows only, a
// share of reviews, the top sellers of each fulfillment type and a median rating.
const listing = (file) =>
  readCsv(join(HERE, file)).map((r) => ({
    ...r,
    reviews: Number(r.review_count),
    rating: Number(r.rating_average),
    brand: r.brand.trim(),
  }));
const backpacks = listing('data/tiki-backpacks/vietnamese_tiki_products_backpacks_suitcases.csv');
const shoes = listing('data/tiki-men-shoes/vietnamese_tiki_products_men_shoes.csv');
const reviewedBackpacks = backpacks.filter((r) => r.reviews > 0);
Object.assign(mine, {
  'tu-04': sum(backpacks, (r) => r.reviews),
  'tu-05': sum(reviewedBackpacks, (r) => r.rating) / reviewedBackpacks.length,
  'tu-12':
    (100 * sum(backpacks, (r) => (r.fulfillment_type === 'tiki_delivery' ? r.reviews : 0))) /
    sum(backpacks, (r) => r.reviews),
  'tu-17': topPerGroup(
    backpacks,
    (r) => r.fulfillment_type,
    (r) => r.current_seller,
    (r) => r.reviews,
    2,
  ),
  'tv-03': new Set(shoes.map((r) => r.brand)).size,
  'tv-08': sorted(
    by(
      shoes,
      (r) => r.brand,
      (r) => Number(r.quantity_sold),
    ),
    -1,
  )[0][0],
  'tv-15': median(shoes.filter((r) => r.reviews > 0).map((r) => r.rating)),
});

// Forty-third round: an airline NPS survey (the score headed by the question asked, airline names
// holding commas) and a supply chain's warehouse orders (blank receive dates and lead times, a ratio
// of two quantity columns, two columns compared row by row).
const npsAnswers = readCsv(join(HERE, 'data/airline-nps-survey/airline-nps.csv'));
const recommendScore = (r) => Number(r['How likely are you to recommend this airline?']);
const airlineAverages = (() => {
  const totals = by(npsAnswers, (r) => r.Airline, recommendScore);
  const counts = by(
    npsAnswers,
    (r) => r.Airline,
    () => 1,
  );
  return new Map([...totals].map(([airline, total]) => [airline, total / counts.get(airline)]));
})();
const warehouseOrders = readCsv(join(HERE, 'data/warehouse-orders/warehouse_orders.csv'));
Object.assign(mine, {
  'tq-07': sorted(airlineAverages, -1)[0][0],
  'tq-11': (100 * npsAnswers.filter((r) => recommendScore(r) >= 9).length) / npsAnswers.length,
  'tq-13': [...airlineAverages].filter(([, average]) => average > 7.5).map(([airline]) => airline),
  'tq-14': npsAnswers.filter(
    (r) => r.Airline === 'Schulist, Adams and Hilpert' && recommendScore(r) < 7,
  ).length,
  'tr-07':
    sum(
      warehouseOrders.filter((r) => r.lead_time_days !== ''),
      (r) => Number(r.lead_time_days),
    ) / warehouseOrders.filter((r) => r.lead_time_days !== '').length,
  'tr-08': warehouseOrders.filter((r) => r.receive_date.startsWith('2025-09')).length,
  'tr-12': sorted(
    by(
      warehouseOrders,
      (r) => r.warehouse_name,
      (r) => Number(r.total_quantity_received),
    ),
    1,
  )[0][0],
  'tr-16': warehouseOrders.filter(
    (r) => Number(r.total_quantity_received) < Number(r.total_quantity_required),
  ).length,
  'tr-17':
    sum(warehouseOrders, (r) => Number(r.total_quantity_received)) /
    sum(warehouseOrders, (r) => Number(r.total_quantity_required)),
});

// Forty-seventh round: AdventureWorks' product list (padded line codes, blank colours, a unit code
// beside the weight) and its stock on hand by location (IDs only, `N/A` shelves, date-times).
const awProducts = readCsv(join(HERE, 'data/aw-products/Product.tsv'), '\t');
const awStock = readCsv(join(HERE, 'data/aw-product-inventory/ProductInventory.tsv'), '\t');
const lineAverages = (() => {
  const lined = awProducts.filter((r) => r.ProductLine.trim() !== '');
  const totals = by(
    lined,
    (r) => r.ProductLine.trim(),
    (r) => Number(r.ListPrice),
  );
  const counts = by(
    lined,
    (r) => r.ProductLine.trim(),
    () => 1,
  );
  return new Map([...totals].map(([line, total]) => [line, total / counts.get(line)]));
})();
const poundWeights = awProducts.filter((r) => r.WeightUnitMeasureCode.trim() === 'LB');
const stockPerProduct = by(
  awStock,
  (r) => r.ProductID,
  (r) => Number(r.Quantity),
);
Object.assign(mine, {
  'tz-03': awProducts.filter((r) => r.Color === '').length,
  'tz-14': sorted(lineAverages, -1)[0][0],
  'tz-17': awProducts.filter((r) => Number(r.ListPrice) > Number(r.StandardCost)).length,
  'tz-18': sum(poundWeights, (r) => Number(r.Weight)) / poundWeights.length,
  'ua-02': [...stockPerProduct.values()].filter((total) => total > 0).length,
  'ua-08': awStock.filter((r) => r.Shelf === 'N/A').length,
  'ua-13': awStock.filter((r) => r.ModifiedDate >= '2025-07-01' && r.ModifiedDate < '2025-10-01')
    .length,
  'ua-17': [...stockPerProduct].filter(([, total]) => total > 1800).map(([product]) => product),
});

// Fiftieth round: a delivery company's stores (Latin-1 bytes, names ending in a space, blank plan
// prices and coordinates, hubs named by number).
const deliveryStores = readCsv(join(HERE, 'data/delivery-stores/stores.csv'), ',', 'latin1');
const planPriced = deliveryStores.filter((r) => r.store_plan_price !== '');
const storesPerHub = by(
  deliveryStores,
  (r) => r.hub_id,
  () => 1,
);
Object.assign(mine, {
  'ug-02': distinct(deliveryStores, (r) => r.store_name.trim()),
  'ug-05': deliveryStores.length - planPriced.length,
  'ug-06': mean(
    planPriced.filter((r) => r.store_segment === 'FOOD'),
    (r) => Number(r.store_plan_price),
  ),
  'ug-09': sorted(storesPerHub, -1)[0][0],
  'ug-11': shareOf(deliveryStores, (r) => r.store_segment === 'GOOD'),
  'ug-13': deliveryStores.filter((r) => r.store_latitude === '').length,
  'ug-15': [...storesPerHub].filter(([, count]) => count > 50).map(([hub]) => Number(hub)),
});

// Forty-ninth round: Preppin' Data's store order lines (prices written `£60.07`, a return state
// written only on returned lines, day-first dates) and bike orders (a value per bike beside the
// quantity, an order and a shipping date, both day first).
const storeLines = readCsv(join(HERE, 'data/store-order-returns/store-orders.csv'));
const bikeOrders = readCsv(join(HERE, 'data/bike-order-shipping/bike-orders.csv'));
const pounds = (text) => Number(text.replace('£', ''));
/** "15/05/2020" -> days since 1970, read day first. */
const dayNumber = (text) => Date.parse(dayFirst(text)) / 86_400_000;
const returnedLines = storeLines.filter((r) => r['Return State'] === 'Return Processed');
const bikeValue = (r) => Number(r['Value per Bike']) * Number(r.Quantity);
Object.assign(mine, {
  'ud-05': sum(storeLines, (r) => pounds(r['Unit Price']) * Number(r.Quantity)),
  'ud-07': (100 * returnedLines.length) / storeLines.length,
  'ud-16': sorted(
    by(
      storeLines,
      (r) => r.Customer,
      (r) => pounds(r['Unit Price']) * Number(r.Quantity),
    ),
    -1,
  )[0][0],
  'ud-18': [
    ...by(
      returnedLines,
      (r) => r['Sub-Category'],
      () => 1,
    ),
  ]
    .filter(([, count]) => count > 60)
    .map(([sub]) => sub),
  'ue-03': sum(bikeOrders, bikeValue),
  'ue-10': bikeOrders.filter((r) => dayNumber(r['Shipping Date']) - dayNumber(r['Order Date']) > 14)
    .length,
  'ue-14':
    (100 * sum(bikeOrders, (r) => (r['Bike Type'] === 'Mountain' ? Number(r.Quantity) : 0))) /
    sum(bikeOrders, (r) => Number(r.Quantity)),
  'ue-17': bikeOrders.filter((r) => r.Quantity === '1').length,
});

// Forty-eighth round: a cafe's coffee sales (day-first dates written with spaces, money as text
// with a rand sign, a card code blank on cash sales) and Citi Bike trips (station and bike
// codes, start and stop date-times in UTC, no duration column).
const cafe = readCsv(join(HERE, 'data/cafe-coffee-sales/coffee_sales.csv')).map((r) => {
  const [d, m, y] = r.date.split(' ');
  return { ...r, day: `${y}-${m}-${d}`, amount: Number(r.money.replace(/^R/, '')) };
});
const trips = readCsv(join(HERE, 'data/citi-bike-trips/nyc_bikes.csv'));
const minutes = (r) => (Date.parse(r.stop_time) - Date.parse(r.start_time)) / 60000;
Object.assign(mine, {
  'ub-02': sum(cafe, (r) => r.amount),
  'ub-04': cafe.filter((r) => r.cash_type === 'cash').length,
  'ub-06': sorted(
    by(
      cafe,
      (r) => r.coffee_name,
      (r) => r.amount,
    ),
    -1,
  )[0][0],
  'ub-09': sum(
    cafe.filter((r) => r.day.startsWith('2024-10')),
    (r) => r.amount,
  ),
  'ub-16': new Set(cafe.filter((r) => r.card !== '').map((r) => r.card)).size,
  'uc-07': trips.filter((r) => r.start_time.startsWith('2018-07')).length,
  'uc-10': sum(trips, minutes) / trips.length,
  'uc-14': trips.filter((r) => r.start_station === r.end_station).length,
  'uc-17': trips.filter((r) => Number(r.birth_year) < 1970).length,
});

// Fifty-first round: Preppin' Data's costume sales (the amount in one of three price-level
// columns, written with the country's currency before it, day-first dates) and a support desk's
// ticket status log (the department packed into the ticket column, one row per status change).
const costumes = readCsv(join(HERE, 'data/costume-sales/costume-sales.csv'));
const tickets = readCsv(join(HERE, 'data/ticket-status-log/ticket-status.csv'));
/** "A$ 46660.55", "New Leu 310.00" -> the number after the currency; empty -> 0. */
const afterCurrency = (text) => (text === '' ? 0 : Number(text.split(' ').at(-1)));
Object.assign(mine, {
  'uh-04': sum(
    costumes.filter((r) => r.Country === 'UK'),
    (r) => afterCurrency(r['Sales at Full Price']),
  ),
  'uh-07': costumes.filter((r) => r.Date.endsWith('/2019')).length,
  'uh-13': sorted(
    by(
      costumes.filter((r) => r.Country === 'Ireland'),
      (r) => r.Costume,
      (r) => afterCurrency(r['Sales at Full Price']),
    ),
    -1,
  )[0][0],
  'uh-16': (100 * costumes.filter((r) => r['Sales at Full Price'] !== '').length) / costumes.length,
  'uh-17': ((uk) =>
    sum(uk, (r) => afterCurrency(r['Sales at Half Price'])) /
    sum(uk, (r) => afterCurrency(r['Sales at Quarter Price'])))(
    costumes.filter((r) => r.Country === 'UK'),
  ),
  'ui-02': new Set(tickets.map((r) => r.Ticket)).size,
  'ui-03': new Set(tickets.filter((r) => r['Status Name'] === 'Closed').map((r) => r.Ticket)).size,
  'ui-08': tickets.filter((r) => r.Timestamp >= '2020-02-10' && r.Timestamp < '2020-02-17').length,
  'ui-15': tickets.filter((r) => r.Ticket.split(' / ')[1] === 'Sales').length,
});

// Fifty-third round: Maven Fuzzy Factory's order items (the first 10,000; one item sold per row at
// `price_usd`, a `cogs_usd` beside it, a 0/1 `is_primary_item`, date-times in `created_at`).
const shopItems = readCsv(join(HERE, 'data/fuzzy-factory-order-items/order_items.csv'));
const itemPrice = (r) => Number(r.price_usd);
Object.assign(mine, {
  'um-02': new Set(shopItems.map((r) => r.order_id)).size,
  'um-03': sum(shopItems, itemPrice),
  'um-05': sum(
    shopItems.filter((r) => r.product_id === '2'),
    itemPrice,
  ),
  'um-07': shopItems.filter((r) => r.is_primary_item === '0').length,
  'um-09': shopItems.filter((r) => r.created_at >= '2012-10-01' && r.created_at < '2013-01-01')
    .length,
  'um-10': sum(
    shopItems.filter((r) => r.created_at.startsWith('2013-11')),
    itemPrice,
  ),
  'um-14': sorted(
    by(shopItems, (r) => r.product_id, itemPrice),
    -1,
  )[0][0],
  'um-17':
    (100 * (sum(shopItems, itemPrice) - sum(shopItems, (r) => Number(r.cogs_usd)))) /
    sum(shopItems, itemPrice),
});

// Fifty-second round: a toy shop's web orders (IDs only, a date-time, the order's price and cost
// in dollars) and an airline loyalty programme's members (a byte order mark, blank and negative
// salaries, joining and leaving split into year and month columns).
const webOrders = readCsv(join(HERE, 'data/fuzzy-factory-orders/orders.csv'));
const loyalty = readCsv(join(HERE, 'data/airline-loyalty-members/customer-loyalty-history.csv'));
Object.assign(mine, {
  'uj-02': new Set(webOrders.map((r) => r.user_id)).size,
  'uj-04': sum(
    webOrders.filter((r) => r.created_at.startsWith('2013')),
    (r) => Number(r.cogs_usd),
  ),
  'uj-08': sum(
    webOrders.filter((r) => r.created_at.startsWith('2013-11')),
    (r) => Number(r.price_usd),
  ),
  'uj-10': ((last) => webOrders.filter((r) => r.created_at.startsWith(last)).length)(
    webOrders
      .map((r) => r.created_at.slice(0, 7))
      .sort()
      .at(-1),
  ),
  'uj-17': webOrders.filter((r) => Number(r.price_usd) > 100).length,
  'ul-04': ((paid) => sum(paid, (r) => Number(r.Salary)) / paid.length)(
    loyalty.filter((r) => r.Education === 'Doctor' && r.Salary !== ''),
  ),
  'ul-05': loyalty.filter((r) => r['Cancellation Year'] !== '').length,
  'ul-11': sorted(
    ((rows) => {
      const totals = by(
        rows,
        (r) => r.City,
        (r) => Number(r.CLV),
      );
      const counts = by(
        rows,
        (r) => r.City,
        () => 1,
      );
      return new Map([...totals].map(([city, total]) => [city, total / counts.get(city)]));
    })(loyalty),
    1,
  )[0][0],
  'ul-16': loyalty.filter((r) => r.Salary === '').length,
});

// Fifty-fourth round: a restaurant's food deliveries (no date, a decimal hour of order, a weekday
// as three letters, 27 item-count columns) and a bike-share scheme's hourly rentals with the
// weather (number codes for season and weather, casual and registered riders adding up to count).
const foodDeliveries = readCsv(join(HERE, 'data/restaurant-deliveries/deliveries.csv'));
const bikeHours = readCsv(join(HERE, 'data/bike-share-hours/yulu_bike_sharing_dataset.csv'));
Object.assign(mine, {
  'uo-05': ((friday) => sum(friday, (r) => Number(r.time_to_delivery)) / friday.length)(
    foodDeliveries.filter((r) => r.day === 'Fri'),
  ),
  'uo-06': sorted(
    by(
      foodDeliveries,
      (r) => r.day,
      () => 1,
    ),
    1,
  ).at(-1)[0],
  'uo-10': foodDeliveries.filter((r) => Number(r.time_to_delivery) > 30).length,
  'uo-14': foodDeliveries.filter((r) => Number(r.hour) >= 18).length,
  'uo-16': foodDeliveries.filter((r) => Number(r.item_10) > 0).length,
  'up-04': sum(
    bikeHours.filter((r) => r.datetime.startsWith('2012')),
    (r) => Number(r.count),
  ),
  'up-09': by(
    bikeHours,
    (r) => r.season,
    (r) => Number(r.count),
  ),
  'up-14': bikeHours.filter((r) => Number(r.casual) > Number(r.registered)).length,
  'up-18': sum(bikeHours, (r) => Number(r.casual)) / sum(bikeHours, (r) => Number(r.registered)),
});

// Fifty-ninth round: graded coffee lots (blank altitudes and varieties, a partner name with a line
// break in its cell) and magazine price listings of PCs (yes/no columns, the month as a number).
const coffeeLots = readCsv(join(HERE, 'data/coffee-cup-ratings/coffee_ratings.csv'));
const pcListings = readCsv(join(HERE, 'data/pc-price-listings/Computers.csv'));
const ethiopianLots = coffeeLots.filter((r) => r.country_of_origin === 'Ethiopia');
const filledAltitudes = coffeeLots.filter((r) => r.altitude_mean_meters !== '');
const withCd = pcListings.filter((r) => r.cd === 'yes');
Object.assign(mine, {
  'uz-03': mean(ethiopianLots, (r) => Number(r.total_cup_points)),
  'uz-07': coffeeLots.filter((r) => Number(r.total_cup_points) >= 85).length,
  'uz-09': sum(coffeeLots, (r) => Number(r.number_of_bags)),
  'uz-13': coffeeLots.filter((r) => Number(r.aroma) > Number(r.flavor)).length,
  'uz-16': mean(filledAltitudes, (r) => Number(r.altitude_mean_meters)),
  'va-02': mean(withCd, (r) => Number(r.price)),
  'va-09': pcListings.filter((r) => Number(r.price) > 3000).length,
  'va-11': pcListings.filter((r) => Number(r.ram) > 8 && Number(r.hd) > 500).length,
});

// Fifty-eighth round: a trucking fleet's maintenance log (money in `Cost_USD`, two parts replaced
// in one quoted cell) and a delivery-drone fleet's flights (date-times, 0/1 flags, planned minutes).
const truckJobs = readCsv(join(HERE, 'data/truck-maintenance/maintenance.csv'));
const droneFlights = readCsv(join(HERE, 'data/drone-delivery-flights/flights.csv'));
Object.assign(mine, {
  'ux-03': sum(truckJobs, (r) => Number(r.Cost_USD)),
  'ux-06': truckJobs.filter((r) => Number(r.Downtime_Days) > 5).length,
  'ux-07': sum(
    truckJobs.filter((r) => r.Maintenance_Date.startsWith('2024')),
    (r) => Number(r.Cost_USD),
  ),
  'ux-16': sum(
    truckJobs.filter((r) => r.Parts_Replaced === 'Battery, Alternator'),
    (r) => Number(r.Cost_USD),
  ),
  'uy-04': droneFlights.filter((r) => r.cancelled === '1').length,
  'uy-05': (100 * droneFlights.filter((r) => r.success === '1').length) / droneFlights.length,
  'uy-09': droneFlights.filter(
    (r) => r.start_time.slice(0, 10) >= '2025-11-01' && r.start_time.slice(0, 10) <= '2025-11-15',
  ).length,
  'uy-17': sum(
    droneFlights.filter((r) => r.cancelled === '1'),
    (r) => Number(r.planned_duration_min),
  ),
});

// Fifty-sixth round: a warehouse's purchase orders to suppliers (every cell quoted, two date
// columns, suppliers as number codes) and a retailer's product returns log (a reason and a status).
const supplierOrders = readCsv(join(HERE, 'data/supplier-purchase-orders/purchase_orders.csv'));
const returnsLog = readCsv(join(HERE, 'data/product-returns-log/returns.csv'));
Object.assign(mine, {
  'us-03': sum(supplierOrders, (r) => Number(r.order_qty)),
  'us-07': supplierOrders.filter((r) => r.order_date.startsWith('2025')).length,
  'us-09': supplierOrders.filter((r) => r.received_date.startsWith('2025-03')).length,
  'us-13': sorted(
    by(
      supplierOrders,
      (r) => r.supplier_id,
      (r) => Number(r.order_qty),
    ),
    1,
  ).at(-1)[0],
  'ut-03': sum(returnsLog, (r) => Number(r.quantity_returned)),
  'ut-06': sum(
    returnsLog.filter((r) => r.return_reason === 'Defective'),
    (r) => Number(r.quantity_returned),
  ),
  'ut-08':
    (100 * returnsLog.filter((r) => r.return_status === 'Exchanged').length) / returnsLog.length,
  'ut-18': sum(returnsLog, (r) => Number(r.quantity_returned)) / returnsLog.length,
});

// Fifty-fifth round: a car dealers' sales (M/D/YYYY dates, a make column called `Company`, a
// header with a trailing space) and a wage survey (categories written with their code, such as
// `4. College Grad`; wages in thousands of dollars).
const carSales = readCsv(join(HERE, 'data/car-dealer-sales/car_data.csv'));
const workerWages = readCsv(join(HERE, 'data/worker-wages/Wage.csv'));
Object.assign(mine, {
  'uq-03': sum(carSales, (r) => Number(r['Price ($)'])),
  'uq-05': carSales.filter((r) => r.Transmission === 'Manual').length,
  'uq-08': by(
    carSales,
    (r) => r.Dealer_Region,
    (r) => Number(r['Price ($)']),
  ),
  'uq-13': carSales.filter((r) => /^3\/\d+\/2022$/.test(r.Date)).length,
  'uq-17': carSales.filter((r) => Number(r['Price ($)']) > 50000).length,
  'ur-04': workerWages.filter((r) => r.health_ins === '2. No').length,
  'ur-10': workerWages.filter((r) => r.year === '2005').length,
  'ur-13': sum(
    workerWages.filter((r) => r.year === '2009'),
    (r) => Number(r.wage),
  ),
  'ur-14': workerWages.filter((r) => Number(r.age) > 60).length,
});

// Fifty-seventh round: a phone company's subscribers (yes/no plans and churn, a count of customer
// service calls) and restaurant inspections (a TRUE/FALSE weekend, a double space in one name).
const phoneSubscribers = readCsv(join(HERE, 'data/phone-plan-churn/mlc_churn.csv'));
const inspections = readCsv(join(HERE, 'data/restaurant-inspections/restaurant_inspections.csv'));
Object.assign(mine, {
  'uv-02': phoneSubscribers.filter((r) => r.churn === 'yes').length,
  'uv-06':
    (100 * phoneSubscribers.filter((r) => r.voice_mail_plan === 'yes').length) /
    phoneSubscribers.length,
  'uv-09': sorted(
    by(
      phoneSubscribers,
      (r) => r.state,
      () => 1,
    ),
    1,
  ).at(-1)[0],
  'uv-12': phoneSubscribers.filter((r) => Number(r.number_customer_service_calls) > 3).length,
  'uv-13': phoneSubscribers.filter((r) => Number(r.total_eve_minutes) > Number(r.total_day_minutes))
    .length,
  'uw-02': new Set(inspections.map((r) => r.business_name.replace(/ {2}/g, ' '))).size,
  'uw-05': inspections.filter((r) => r.Weekend === 'TRUE').length,
  'uw-14': inspections.filter((r) => Number(r.Year) >= 2005 && Number(r.Year) <= 2009).length,
});

// Sixtieth round: a carrier shipments export (three ISO dates; periods read from `ship_date`) and
// a store chain's orders (number codes, `Store` also a channel, a blank `promotion_id`).
const carrierShipments = readCsv(join(HERE, 'data/carrier-shipments/shipments.csv'));
const channelOrders = readCsv(join(HERE, 'data/store-channel-orders/orders.csv'));
Object.assign(mine, {
  'vb-06': carrierShipments.filter((r) => r.ship_date.startsWith('2025-')).length,
  'vb-07': sum(
    carrierShipments.filter((r) => r.ship_date >= '2024-07-01' && r.ship_date <= '2024-09-30'),
    (r) => Number(r.shipping_cost),
  ),
  'vb-12': sorted(
    by(
      carrierShipments,
      (r) => r.carrier,
      () => 1,
    ),
    1,
  ).at(-1)[0],
  'vb-17': carrierShipments.filter((r) => r.delivery_date > r.promised_date).length,
  'vc-11': sorted(
    by(
      channelOrders,
      (r) => r.store_id,
      () => 1,
    ),
    1,
  ).at(-1)[0],
  'vc-15': channelOrders.filter((r) => r.promotion_id === '').length,
  'vc-16': channelOrders.filter((r) => r.store_id === '5' && r.order_status === 'Completed').length,
  'vc-17': channelOrders.length / new Set(channelOrders.map((r) => r.customer_id)).size,
});

// Sixty-first round: a hiring funnel's stage log (one row per applicant and stage reached, the
// applicant's fields repeated) and simulated candidates with a 0/1 flag per funnel step.
const funnelStages = readCsv(join(HERE, 'data/hiring-funnel-stages/hr_recruitment_funnel.csv'));
const funnelFlags = readCsv(join(HERE, 'data/candidate-funnel-flags/simulated_funnel_data.csv'));
const distinctApplicants = (rows) => new Set(rows.map((r) => r.Applicant_ID)).size;
Object.assign(mine, {
  'vd-05': mean(
    funnelFlags.filter((r) => r.offer === '1'),
    (r) => Number(r.score),
  ),
  'vd-12':
    (100 * funnelFlags.filter((r) => r.hired === '1').length) /
    funnelFlags.filter((r) => r.offer === '1').length,
  'vd-14': funnelFlags.filter((r) => r.job_role === 'Software Engineer' && r.screening === '1')
    .length,
  've-02': distinctApplicants(funnelStages),
  've-07': funnelStages.filter(
    (r) => r.Stage === 'Application Received' && r.Application_Date.startsWith('2025-'),
  ).length,
  've-09': mean(
    [...new Map(funnelStages.map((r) => [r.Applicant_ID, Number(r.Age)])).values()],
    (age) => age,
  ),
  've-13': funnelStages.filter((r) => r.Gender === 'Female' && r.Stage === 'Hired').length,
  've-14':
    (100 * distinctApplicants(funnelStages.filter((r) => r.Stage === 'Offer Extended'))) /
    distinctApplicants(funnelStages),
});

// Sixty-second round: ticket sales (two ISO dates, events held read from `event_date`, a price
// per ticket and no amount column) and a pharmacy's daily sales (`True`/`False` promotions, a
// `month` column beside dates over two years).
const ticketSales = readCsv(join(HERE, 'data/event-ticket-sales/ticket_sales.csv'));
const pharmaDays = readCsv(join(HERE, 'data/pharma-store-sales/pharma_sales.csv'));
const ticketRevenue = (r) => Number(r.ticket_price) * Number(r.quantity_sold);
Object.assign(mine, {
  'vf-03': sum(ticketSales, (r) => Number(r.quantity_sold)),
  'vf-04': sum(ticketSales, ticketRevenue),
  'vf-08': ticketSales.filter((r) => r.event_date >= '2024-07-01' && r.event_date <= '2024-09-30')
    .length,
  'vf-11': sorted(
    by(ticketSales, (r) => r.city, ticketRevenue),
    1,
  ).at(-1)[0],
  'vf-15':
    (100 * ticketSales.filter((r) => r.seat_section === 'Floor').length) / ticketSales.length,
  'vg-03': sum(pharmaDays, (r) => Number(r.revenue)),
  'vg-05':
    sum(
      pharmaDays.filter((r) => r.promotion === 'True'),
      (r) => Number(r.revenue),
    ) / pharmaDays.filter((r) => r.promotion === 'True').length,
  'vg-10': by(
    pharmaDays,
    (r) => r.date.slice(0, 7),
    (r) => Number(r.revenue),
  ),
  'vg-16': sum(pharmaDays, (r) => Number(r.revenue)) / sum(pharmaDays, (r) => Number(r.units_sold)),
});

// Sixty-fourth round: marketplace order lines (hex seller ids, a `shipping_limit_date` with its
// time of day) and the same orders' status and timestamps (blank delivery dates when canceled).
const orderLines = readCsv(
  join(HERE, 'data/marketplace-order-items/olist_order_items_dataset.csv'),
);
const marketOrders = readCsv(join(HERE, 'data/marketplace-orders/olist_orders_dataset.csv'));
const linePrice = (r) => Number(r.price);
const canceled = marketOrders.filter((r) => r.order_status === 'canceled').length;
const delivered = marketOrders.filter((r) => r.order_status === 'delivered');
const daysBetween = (from, to) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 86_400_000;
Object.assign(mine, {
  'vj-03': sum(orderLines, linePrice),
  'vj-06': sum(
    orderLines.filter((r) => r.shipping_limit_date.startsWith('2018')),
    linePrice,
  ),
  'vj-11': sorted(
    by(orderLines, (r) => r.seller_id, linePrice),
    1,
  ).at(-1)[0],
  'vj-14': sum(orderLines, (r) => Number(r.freight_value)) / sum(orderLines, linePrice),
  'vj-15': (100 * orderLines.filter((r) => Number(r.price) > 200).length) / orderLines.length,
  'vk-02': canceled,
  'vk-08': marketOrders.filter(
    (r) =>
      r.order_delivered_customer_date !== '' &&
      r.order_delivered_customer_date > r.order_estimated_delivery_date,
  ).length,
  'vk-09':
    sum(delivered, (r) =>
      daysBetween(
        r.order_purchase_timestamp.replace(' ', 'T'),
        r.order_delivered_customer_date.replace(' ', 'T'),
      ),
    ) / delivered.length,
  'vk-15': delivered.length / canceled,
});

// Sixty-third round: a wholesale market's pumpkin price reports (a byte-order mark, two headerless
// columns, `M/D/YY` dates, no column named after what a row is: 'reports' are rows).
const pumpkins = readCsv(join(HERE, 'data/us-pumpkin-prices/US-pumpkins.csv')).map((r) => ({
  ...r,
  reported: mdyShort(r.Date),
}));
const meanOf = (rows, column) => mean(rows, (r) => Number(r[column]));
const perCity = by(
  pumpkins,
  (r) => r['City Name'],
  () => 1,
);
Object.assign(mine, {
  'vh-01': pumpkins.length,
  'vh-04': meanOf(
    pumpkins.filter((r) => r.Package === '36 inch bins'),
    'Low Price',
  ),
  'vh-05': sorted(
    new Map(
      [...perCity.keys()].map((city) => [
        city,
        meanOf(
          pumpkins.filter((r) => r['City Name'] === city),
          'High Price',
        ),
      ]),
    ),
    1,
  ).at(-1)[0],
  'vh-07': pumpkins.filter((r) => r.reported.y === 2016 && r.reported.m === 10).length,
  'vh-11': new Map(
    [...new Set(pumpkins.map((r) => r.Package))].map((pack) => [
      pack,
      meanOf(
        pumpkins.filter((r) => r.Package === pack),
        'High Price',
      ),
    ]),
  ),
  'vh-13': shareOf(pumpkins, (r) => r.Color === 'WHITE'),
  'vh-17': [...perCity].filter(([, n]) => n > 200).map(([city]) => city),
  'vh-18': pumpkins.filter((r) => inMonths(r.reported, 2016, 10, 12)).length,
});

// Seventy-third round: a drug store chain's calendar of store-days (every column a code: 0/1
// Open, Promo and SchoolHoliday flags, StateHoliday 0, a or c, DayOfWeek 1 to 7).
const storeDays = readCsv(join(HERE, 'data/rossmann-store-days/batch_aug_dec_2015.csv'));
const flagged = (column, value = '1') => storeDays.filter((r) => r[column] === value);
Object.assign(mine, {
  'wc-01': storeDays.length,
  'wc-02': new Set(storeDays.map((r) => r.Store)).size,
  'wc-04': flagged('Open', '0').length,
  'wc-06': storeDays.filter((r) => r.StateHoliday !== '0').length,
  'wc-07': flagged('SchoolHoliday').filter((r) => r.Date.startsWith('2015-10')).length,
  'wc-13': (100 * flagged('Open').length) / storeDays.length,
  'wc-14': flagged('Promo').filter((r) => r.Date >= '2015-12-01' && r.Date <= '2015-12-15').length,
  'wc-17': flagged('Open').filter((r) => r.SchoolHoliday === '1').length,
});

// Seventy-second round: a pizza restaurant's till lines (ids and quantities written `1.00`,
// day-first dates, a total price beside the unit price).
const pizzaLines = readCsv(join(HERE, 'data/pizza-sales-lines/pizza_sales1000.csv'));
const pizzaLinePrice = (r) => Number(r.total_price);
const lineRevenue = sum(pizzaLines, pizzaLinePrice);
Object.assign(mine, {
  'wa-02': new Set(pizzaLines.map((r) => Number(r.order_id))).size,
  'wa-04': sum(pizzaLines, (r) => Number(r.quantity)),
  'wa-05': mean(
    pizzaLines.filter((r) => r.pizza_category === 'Veggie'),
    (r) => Number(r.unit_price),
  ),
  'wa-07': by(pizzaLines, (r) => r.pizza_category, pizzaLinePrice),
  'wa-12':
    (100 *
      sum(
        pizzaLines.filter((r) => r.pizza_size === 'L'),
        pizzaLinePrice,
      )) /
    lineRevenue,
  'wa-13': lineRevenue / new Set(pizzaLines.map((r) => r.order_id)).size,
  // Day first: 3/1/2015 is 3 January.
  'wa-14': sum(
    pizzaLines.filter((r) => r.order_date.split('/')[0] === '3'),
    pizzaLinePrice,
  ),
  'wa-17': pizzaLines.filter(
    (r) => Math.abs(pizzaLinePrice(r) - Number(r.unit_price) * Number(r.quantity)) > 0.005,
  ).length,
});

// Seventy-first round: a store's gift card till log (PURCHASE, REFUND and BALANCE rows over five
// registers, date-time stamps) and its gift card register (a run-together status).
const till = readCsv(join(HERE, 'data/gift-card-pos-log/pos_transactions.csv'));
const giftCards = readCsv(join(HERE, 'data/gift-card-register/gift_cards.csv'));
const ofType = (type) => till.filter((r) => r.transaction_type === type);
const tillAmount = (r) => Number(r.amount);
Object.assign(mine, {
  'vx-03': sum(ofType('PURCHASE'), tillAmount),
  'vx-05': mean(ofType('REFUND'), tillAmount),
  'vx-07': by(ofType('REFUND'), (r) => r.terminal_id, tillAmount),
  'vx-11': sum(ofType('REFUND'), tillAmount) / sum(ofType('PURCHASE'), tillAmount),
  'vx-14': till.filter((r) => r.timestamp >= '2025-03-01' && r.timestamp < '2025-03-08').length,
  'vy-04': sum(
    giftCards.filter((r) => r.status === 'ACTIVE'),
    (r) => Number(r.current_balance),
  ),
  'vy-07': giftCards.filter((r) => r.activation_date.startsWith('2025-01')).length,
  'vy-11': (100 * giftCards.filter((r) => r.status === 'INACTIVE').length) / giftCards.length,
});

// Sixty-ninth round: a car hire desk's bookings (M/D/YYYY H:MM pickup and return dates, the
// return often blank; IDs only; 0/1 flags) and a warehouse's orders with picking and packing minutes.
const hires = readCsv(join(HERE, 'data/sar-car-rental-bookings/SAR Rental.csv'));
const picks = readCsv(join(HERE, 'data/warehouse-picking-times/warehouse_orders.csv'));
const pickupMonth = (r) => {
  const { y, m } = mdy(r.from_date.split(' ')[0]);
  return y * 100 + m;
};
Object.assign(mine, {
  'vt-04': (100 * hires.filter((r) => r.Car_Cancellation === '1').length) / hires.length,
  'vt-10': hires.filter((r) => pickupMonth(r) === 201303).length,
  'vt-13':
    (100 * hires.filter((r) => r.online_booking === '1' && r.Car_Cancellation === '1').length) /
    hires.filter((r) => r.online_booking === '1').length,
  'vt-15': hires.filter((r) => r.to_date === '').length,
  'vu-03': sum(picks, (r) => Number(r.items_count)),
  'vu-06': mean(
    picks.filter((r) => r.order_priority === 'Urgent'),
    (r) => Number(r.total_time),
  ),
  'vu-11': picks.filter((r) => Number(r.total_time) > Number(r.target_time)).length,
  'vu-13': sum(picks, (r) => Number(r.picking_time)) / sum(picks, (r) => Number(r.packing_time)),
});

// Sixty-eighth round: one cardholder's card transactions (CRLF endings, the date split over
// year, month and day, amounts as `$134.09 ` with refunds in accounting parentheses) and airline
// bookings (a departure date with a midnight time, True/False flags).
const statement = readCsv(join(HERE, 'data/card-statement-mcc/transactions.csv'));
const flightBookings = readCsv(join(HERE, 'data/airline-bookings-fraud/airline_bookings.csv'));
const cardAmount = (r) => {
  const written = r.amount.trim();
  const figure = Number(written.replace(/[()$,]/g, ''));
  return written.startsWith('(') ? -figure : figure;
};
const totalFare = (r) => Number(r.total_fare);
Object.assign(mine, {
  'vr-03': sum(statement, cardAmount),
  'vr-06': statement.filter((r) => r.errors !== '').length,
  'vr-08': sum(
    statement.filter((r) => r.year === '2015' && Number(r.month) >= 10),
    cardAmount,
  ),
  'vr-14':
    (100 * statement.filter((r) => r.use_chip === 'Chip Transaction').length) / statement.length,
  'vr-16': sum(
    statement.filter((r) => r.merchant_state === 'TX'),
    cardAmount,
  ),
  'vs-06': sum(
    flightBookings.filter((r) => r.is_cancelled === 'True'),
    totalFare,
  ),
  'vs-08': flightBookings.filter(
    (r) =>
      r.departure_date.slice(0, 10) >= '2025-02-01' &&
      r.departure_date.slice(0, 10) <= '2025-03-15',
  ).length,
  'vs-10': sorted(
    by(flightBookings, (r) => r.destination, totalFare),
    1,
  ).at(-1)[0],
  'vs-14': averageBy(
    flightBookings,
    (r) => r.cabin_class,
    (r) => (r.is_cancelled === 'True' ? 100 : 0),
  ),
});

// Sixty-seventh round: a food delivery app's coupons (CRLF endings, ISO start and end dates, a
// 1/0 active flag) and Vancouver rental listings (no dates, bathrooms as text).
const coupons = readCsv(join(HERE, 'data/food-delivery-coupons/coupons.csv'));
const rentals = readCsv(join(HERE, 'data/vancouver-airbnb/listings.csv'));
const rentalsIn = (rows) => rows.filter((r) => r.room_type === 'Entire home/apt').length;
Object.assign(mine, {
  'vp-03': coupons.filter((r) => r.is_active === '1').length,
  'vp-06': coupons.filter((r) => r.end_date >= '2027-01-01' && r.end_date <= '2027-03-31').length,
  'vp-11': sorted(
    averageBy(
      coupons,
      (r) => r.coupon_name,
      (r) => Number(r.usage_limit),
    ),
    1,
  )[0][0],
  'vp-15':
    coupons.filter((r) => r.is_active === '1').length /
    coupons.filter((r) => r.is_active === '0').length,
  'vq-03': mean(rentals, (r) => Number(r.price)),
  'vq-10': (100 * rentalsIn(rentals)) / rentals.length,
  'vq-12': sorted(
    by(
      rentals,
      (r) => r.id,
      (r) => Number(r.price),
    ),
    -1,
  ).map(([id]) => rentals.find((r) => r.id === id).neighbourhood)[0],
  'vq-13': rentals.filter((r) => Number(r.beds) > Number(r.bedrooms)).length,
  'vq-18': rentals.filter((r) => r.bathrooms.includes('shared')).length,
});

// Sixty-sixth round: stores' daily inventory and demand (day-first dashed dates, `05-01-2022` is 5
// January; store and product codes; a 0/1 `Holiday/Promotion`).
const stock = readCsv(join(HERE, 'data/store-inventory-demand/retail_store_inventory.csv'));
const unitsSold = (r) => Number(r['Units Sold']);
Object.assign(mine, {
  'vo-04': sum(
    stock.filter((r) => r['Store ID'] === 'S003'),
    (r) => Number(r['Units Ordered']),
  ),
  'vo-06': stock.filter((r) => r['Holiday/Promotion'] === '1').length,
  'vo-07': sum(
    stock.filter((r) => r.Date === '03-01-2022'),
    unitsSold,
  ),
  'vo-09': averageBy(
    stock,
    (r) => r.Category,
    (r) => Number(r['Inventory Level']),
  ),
  'vo-11': sorted(
    by(stock, (r) => r['Product ID'], unitsSold),
    1,
  ).at(-1)[0],
  'vo-13': stock.filter((r) => unitsSold(r) > Number(r['Demand Forecast'])).length,
  'vo-14': sum(stock, unitsSold) / sum(stock, (r) => Number(r['Inventory Level'])),
  'vo-15':
    (100 *
      sum(
        stock.filter((r) => r.Category === 'Toys'),
        unitsSold,
      )) /
    sum(stock, unitsSold),
});

// Sixty-fifth round: a shopping survey's purchases (one per customer, US states as `location`)
// and the first 10,000 rows of video game sales (one sales column per region, 'N/A' years).
const shoppers = readCsv(join(HERE, 'data/shopper-purchases/customer_behavior_cleaned.csv'));
const amount = (r) => Number(r.purchase_amount);
const games = readCsv(join(HERE, 'data/video-game-sales/vgsales.csv'));
const sales = (column) => (r) => Number(r[column]);
Object.assign(mine, {
  'vl-06': sum(
    shoppers.filter((r) => r.season === 'Winter'),
    amount,
  ),
  'vl-07': sorted(
    by(shoppers, (r) => r.location, amount),
    1,
  ).at(-1)[0],
  'vl-11': by(shoppers, (r) => r.category, amount),
  'vl-18': mean(
    shoppers.filter((r) => r.shipping_type === 'Express'),
    (r) => Number(r.previous_purchases),
  ),
  'vm-04': sum(
    games.filter((r) => r.Publisher === 'Nintendo'),
    sales('NA_Sales'),
  ),
  'vm-05': games.filter((r) => r.Year === '2008').length,
  'vm-11': games.filter((r) => Number(r.JP_Sales) > Number(r.NA_Sales)).length,
  'vm-12': (100 * sum(games, sales('EU_Sales'))) / sum(games, sales('Global_Sales')),
  'vm-17': sum(games, sales('NA_Sales')) / sum(games, sales('EU_Sales')),
});

// Seventieth round: a payment processor's hourly volumes by payment type (underscored type
// names, 0/1 flags) and a building's hourly meter readings (M/D/YYYY H:MM under `time_of_day`,
// On/Off and Yes/No columns, a `DayOfWeek` written per row).
const payments = readCsv(join(HERE, 'data/payment-volume-hours/payment_volume.csv'));
const readings = readCsv(join(HERE, 'data/building-energy-hours/Energy_consumption.csv'));
const paid = (r) => Number(r.value);
const used = (r) => Number(r.energy_usage);
Object.assign(mine, {
  'vv-05': sum(
    payments.filter((r) => r.transaction_type === 'card_payment'),
    paid,
  ),
  'vv-07': payments.filter((r) => r.fraud_flag === '1').length,
  'vv-09': sum(
    payments.filter((r) => ['07', '08', '09'].includes(r.timestamp.slice(5, 7))),
    (r) => Number(r.volume),
  ),
  'vv-13':
    (100 *
      sum(
        payments.filter((r) => r.transaction_type === 'mobile_wallet'),
        paid,
      )) /
    sum(payments, paid),
  'vw-04': readings.filter((r) => r.Holiday === 'Yes').length,
  'vw-06': sum(
    readings.filter((r) => mdy(r.time_of_day.split(' ')[0]).m === 1),
    used,
  ),
  'vw-09': sorted(
    by(readings, (r) => r.DayOfWeek, used),
    1,
  ).at(-1)[0],
  'vw-10': readings.filter((r) => r.LightingUsage === 'On' && r.HVACUsage === 'Off').length,
});

// Seventy-fourth round: Black Friday purchases with every column a number code (an empty first
// header, the row number) and a Gulf retailer's loyalty members (tier in `segment`, ISO dates).
const fridayBuys = readCsv(join(HERE, 'data/black-friday-sample/Sampled_Cleaned_BlackFriday.csv'));
const tierMembers = readCsv(join(HERE, 'data/loyalty-member-tiers/customers.csv'));
const spent = (r) => Number(r.Purchase);
const inCity = (city) =>
  sum(
    fridayBuys.filter((r) => r.City_Category === city),
    spent,
  );
Object.assign(mine, {
  'wd-05': sum(
    fridayBuys.filter((r) => r.Marital_Status === '2'),
    spent,
  ),
  'wd-07': sorted(
    by(fridayBuys, (r) => r.Product_Category, spent),
    -1,
  )[0][0],
  'wd-15': inCity('2') / inCity('1'),
  'wd-18': new Set(fridayBuys.filter((r) => r.Age === '17').map((r) => r.Product_ID)).size,
  'we-03': tierMembers.filter((r) => r.segment === 'Gold' && r.country === 'Qatar').length,
  'we-06': tierMembers.filter((r) => r.join_date >= '2021-07-01' && r.join_date <= '2021-09-30')
    .length,
  'we-09': tierMembers.filter((r) => r.join_date >= '2023-04-01').length,
  'we-15':
    (100 * tierMembers.filter((r) => r.country === 'UAE' && r.segment === 'Gold').length) /
    tierMembers.filter((r) => r.country === 'UAE').length,
});

// Seventy-fifth round: a shop's product reviews (stock phrases, a sentiment label beside the
// rating) and the same shop's orders (rupee `final_amount`, five payment methods, ISO dates).
const shopReviews = readCsv(join(HERE, 'data/shopeasy-reviews/reviews.csv'));
const shopOrders = readCsv(join(HERE, 'data/shopeasy-orders/orders.csv'));
const orderAmount = (r) => Number(r.final_amount);
const paidBy = (method) =>
  sum(
    shopOrders.filter((r) => r.payment_method === method),
    orderAmount,
  );
const withSentiment = (label) => shopReviews.filter((r) => r.sentiment_label === label).length;
Object.assign(mine, {
  'wf-03': shopReviews.filter((r) => r.rating === '1').length,
  'wf-06': shopReviews.filter((r) => r.review_date >= '2026-01-01' && r.review_date <= '2026-03-31')
    .length,
  'wf-13': withSentiment('Positive') / withSentiment('Negative'),
  'wf-16': shopReviews.filter((r) => r.review_date >= '2024-08-15' && r.review_date <= '2024-09-15')
    .length,
  'wg-04': paidBy('UPI'),
  'wg-08': sum(
    shopOrders.filter((r) => r.order_date >= '2025-10-01' && r.order_date <= '2025-12-31'),
    orderAmount,
  ),
  'wg-13': sorted(
    by(shopOrders, (r) => r.product_id, orderAmount),
    -1,
  )[0][0],
  'wg-16': paidBy('Credit Card') / paidBy('Debit Card'),
});

// Seventy-sixth round: a taxi fleet's fuel-card purchases (day-first dates, decimal commas, euro
// text, stations in two cases) and its ride-hailing trips (fares with a decimal comma, payment
// methods in several cases).
const fuelBuys = readCsv(join(HERE, 'data/fleet-fuel-card/fuel_transactions.csv'));
const hailTrips = readCsv(join(HERE, 'data/ride-hail-trips/trips_2025_H1.csv'));
const commaNumber = (text) => Number(text.replace('€ ', '').replace(',', '.'));
const fuelCost = (r) => commaNumber(r.total_cost);
const isoDay = (dayFirst) => `${dayFirst.slice(6)}-${dayFirst.slice(3, 5)}-${dayFirst.slice(0, 2)}`;
const fare = (r) => commaNumber(r.fare_eur);
Object.assign(mine, {
  'wh-04': sum(
    fuelBuys.filter((r) => r.station.toLowerCase() === 'shell' && r.litres !== ''),
    (r) => commaNumber(r.litres),
  ),
  'wh-09': sum(
    fuelBuys.filter((r) => isoDay(r.txn_date).startsWith('2026-03')),
    fuelCost,
  ),
  'wh-12': sorted(
    by(fuelBuys, (r) => r.vehicle_id, fuelCost),
    -1,
  )[0][0],
  'wh-16':
    (100 *
      sum(
        fuelBuys.filter((r) => r.station.toLowerCase() === 'shell'),
        fuelCost,
      )) /
    sum(fuelBuys, fuelCost),
  'wi-04': sum(
    hailTrips.filter((r) => r.payment.toLowerCase() === 'cash'),
    fare,
  ),
  'wi-09': hailTrips.filter(
    (r) =>
      r.trip_datetime.slice(0, 10) >= '2025-02-10' && r.trip_datetime.slice(0, 10) <= '2025-02-20',
  ).length,
  'wi-16': sum(hailTrips, fare) / sum(hailTrips, (r) => Number(r.distance_km)),
  'wi-17': hailTrips.filter((r) => r.pickup_zone === r.dropoff_zone).length,
});

// Seventy-eighth round: a supermarket chain's till lines (stores and products only as number
// codes) and a distributor's purchase orders (three date columns, ordered and received units).
const tillLines = readCsv(join(HERE, 'data/hyderabad-store-sales/sales_transactions.csv'));
const poReceipts = readCsv(join(HERE, 'data/supplier-po-receipts/purchase_orders.csv'));
const lineAmount = (r) => Number(r.total_amount);
const unitsOf = (field) => (r) => Number(r[field]);
Object.assign(mine, {
  'xa-04': sum(
    tillLines.filter((r) => r.store_id === '3'),
    lineAmount,
  ),
  'xa-09': sum(
    tillLines.filter((r) => r.sale_date >= '2024-03-01' && r.sale_date <= '2024-04-15'),
    unitsOf('quantity_sold'),
  ),
  'xa-16': new Map(
    sorted(
      by(tillLines, (r) => r.product_id, lineAmount),
      -1,
    ).slice(0, 3),
  ),
  'xa-17':
    (100 *
      sum(
        tillLines.filter((r) => r.store_id === '2'),
        lineAmount,
      )) /
    sum(tillLines, lineAmount),
  'xb-05': poReceipts.filter((r) => r.late_delivery_flag === '1').length,
  'xb-06': poReceipts.filter((r) => Number(r.received_units) < Number(r.ordered_units)).length,
  'xb-10': poReceipts.filter((r) => r.actual_arrival_date.startsWith('2025-03')).length,
  'xb-13': sorted(
    by(poReceipts, (r) => r.warehouse_id, unitsOf('received_units')),
    1,
  )[0][0],
  'xb-15':
    (100 * sum(poReceipts, unitsOf('received_units'))) / sum(poReceipts, unitsOf('ordered_units')),
});

// Seventy-ninth round: a publisher's book list (a `Publisher ` header with a trailing space, empty
// book names, years before the common era) and an online shop's click events (a header added,
// product columns filled only on add-to-cart rows).
const bookList = readCsv(join(HERE, 'data/book-sales-ratings/Books_Data_Clean.csv'));
const clicks = readCsv(join(HERE, 'data/shop-clickstream/clickstream.csv'));
const copiesSold = (r) => Number(r['units sold']);
const clicksOf = (type) => clicks.filter((r) => r.click_event_type === type);
Object.assign(mine, {
  'xc-02': new Set(bookList.map((r) => r['Publisher '])).size,
  'xc-04': sum(
    bookList.filter((r) => r.genre === 'fiction'),
    (r) => Number(r['publisher revenue']),
  ),
  'xc-08': sum(
    bookList.filter(
      (r) => Number(r['Publishing Year']) >= 2000 && Number(r['Publishing Year']) <= 2009,
    ),
    copiesSold,
  ),
  'xc-09': sorted(
    by(
      bookList.filter((r) => r['Book Name'] !== ''),
      (r) => r['Book Name'],
      copiesSold,
    ),
    -1,
  )[0][0],
  'xc-15':
    (100 *
      sum(
        bookList.filter((r) => r['Publisher '].startsWith('Amazon Digital Services')),
        copiesSold,
      )) /
    sum(bookList, copiesSold),
  'xd-05': sum(clicksOf('add_to_cart'), (r) => Number(r.product_price)),
  'xd-11':
    (100 * clicksOf('logout_with_purchase').length) /
    clicks.filter((r) => r.click_event_type.startsWith('logout')).length,
  'xd-14': clicks.filter(
    (r) =>
      Number(r.total_number_of_items_in_basket) >
      Number(r.total_number_of_distinct_items_in_basket),
  ).length,
  'xd-15': clicksOf('checkout').filter((r) => Number(r.total_price_of_basket) > 50).length,
});

// Eightieth round: WFP's monthly food prices for Nicaragua (retail dollars beside wholesale
// córdobas, national averages with empty regions) and a customer survey export with CRLF line
// ends (NPS 0-10, satisfaction 1-5, features joined by ';').
const nicPrices = readCsv(join(HERE, 'data/nicaragua-food-prices/wfp_food_prices_nic.csv'));
const surveyRows = readCsv(join(HERE, 'data/customer-survey-nps/survey.csv'));
const retailBeans = nicPrices.filter(
  (r) => r.commodity === 'Beans (red)' && r.pricetype === 'Retail',
);
const npsOf = (r) => Number(r.nps);
Object.assign(mine, {
  'xe-03': mean(retailBeans, (r) => Number(r.price)),
  'xe-05': nicPrices.filter((r) => r.admin1 === '').length,
  'xe-08': nicPrices.filter((r) => r.date >= '2019-07-01' && r.date <= '2020-06-30').length,
  'xe-15': (100 * nicPrices.filter((r) => r.currency === 'NIO').length) / nicPrices.length,
  'xe-16': nicPrices.filter((r) => Number(r.price) > Number(r.usdprice)).length,
  'xf-05': surveyRows.filter((r) => r.feature_importance.split(';').includes('Price')).length,
  'xf-11': sorted(
    new Map(
      [...new Set(surveyRows.map((r) => r.channel))].map((channel) => [
        channel,
        mean(
          surveyRows.filter((r) => r.channel === channel),
          npsOf,
        ),
      ]),
    ),
    1,
  )[0][0],
  'xf-15':
    (100 *
      (surveyRows.filter((r) => npsOf(r) >= 9).length -
        surveyRows.filter((r) => npsOf(r) <= 6).length)) /
    surveyRows.length,
  'xf-17': surveyRows.filter((r) => Number(r.ease_of_use) > Number(r.sat_overall)).length,
});

// Eighty-first round: Adidas US sales saved from Excel in a comma-decimal locale (';' between
// cells, invoice days as Excel day serials, decimal-comma profits and margins) and a web shop's
// orders of customer behaviour (one order per customer, True/False returning flag).
const adidasRows = readCsv(join(HERE, 'data/adidas-us-sales/sales-adidas.csv'), ';');
const ecomOrders = readCsv(
  join(HERE, 'data/ecommerce-customer-orders/ecommerce_customer_behavior_dataset.csv'),
);
// 43831 is 1 January 2020: Excel counts days from 30 December 1899.
const excelDay = (serial) =>
  new Date(Date.UTC(1899, 11, 30) + Number(serial) * 86_400_000).toISOString().slice(0, 10);
const invoiced = (r) => excelDay(r['Invoice Date']);
Object.assign(mine, {
  'xg-05': sum(
    adidasRows.filter((r) => r.Retailer === 'Foot Locker'),
    (r) => decimalComma(r['Operating Profit']),
  ),
  'xg-07': adidasRows.filter((r) => decimalComma(r['Operating Margin']) >= 0.5).length,
  'xg-09': sum(
    adidasRows.filter((r) => invoiced(r) >= '2020-10-01' && invoiced(r) <= '2020-12-31'),
    (r) => Number(r['Units Sold']),
  ),
  'xg-14': sorted(
    by(
      adidasRows,
      (r) => r.State,
      (r) => decimalComma(r['Operating Profit']),
    ),
    1,
  )[0][0],
  'xh-06': ecomOrders.filter((r) => Number(r.Discount_Amount) > 0).length,
  'xh-08': sum(
    ecomOrders.filter((r) => r.Date >= '2023-04-01' && r.Date <= '2023-06-30'),
    (r) => Number(r.Total_Amount),
  ),
  'xh-15': shareOf(ecomOrders, (r) => r.Is_Returning_Customer === 'True'),
  'xh-16':
    sum(ecomOrders, (r) => Number(r.Total_Amount)) / sum(ecomOrders, (r) => Number(r.Quantity)),
});

// Eighty-third round: Keith Galli's electronics store orders for April 2019 (US dates with a time
// '04/19/19 08:46', the city inside 'Purchase Address') and the Kaggle retail sales dataset with a
// Region column added.
const aprilOrders = readCsv(join(HERE, 'data/electronics-store-orders/Sales_April_2019.csv')).map(
  (r) => ({
    ...r,
    quantity: Number(r['Quantity Ordered']),
    revenue: Number(r['Quantity Ordered']) * Number(r['Price Each']),
    // '04/19/19 08:46' is 19 April 2019.
    day: Number(r['Order Date'].slice(3, 5)),
    city: r['Purchase Address'].split(', ')[1],
  }),
);
const stateSales = readCsv(join(HERE, 'data/retail-sales-regions/retail_sales_dataset.csv'));
const amountOf = (r) => Number(r['Total Amount']);
Object.assign(mine, {
  'xk-03': sum(aprilOrders, (r) => r.revenue),
  'xk-06': aprilOrders.filter((r) => r.city === 'Seattle').length,
  'xk-08': sum(
    aprilOrders.filter((r) => r.Product === 'AAA Batteries (4-pack)'),
    (r) => r.quantity,
  ),
  'xk-14': (100 * aprilOrders.filter((r) => r.quantity > 2).length) / aprilOrders.length,
  'xk-17': sorted(
    by(
      aprilOrders,
      (r) => r.city,
      () => 1,
    ),
    -1,
  )[0][0],
  'xk-18': aprilOrders.filter((r) => r.day <= 15).length,
  'xl-08': sum(
    stateSales.filter((r) => r.Date.startsWith('2023-12')),
    amountOf,
  ),
  'xl-14':
    (100 *
      sum(
        stateSales.filter((r) => r.Region === 'Karnataka'),
        amountOf,
      )) /
    sum(stateSales, amountOf),
  'xl-15': sum(stateSales, amountOf) / sum(stateSales, (r) => Number(r.Quantity)),
});

const expected = JSON.parse(readFileSync(join(HERE, 'expected-tables.json'), 'utf8'));
// Seventy-seventh round: Amazon India product amazonListings (rupee prices '₹1,099' and counts in
// Indian digit grouping '1,79,691', a '|'-joined category path) and a SaaS company's
// subscriptions (day-first dates, an end date blank until churn).
const grouped = (text) => (text === '' ? null : Number(text.replace(/[₹,]/g, '')));
const amazonListings = readCsv(join(HERE, 'data/amazon-india-products/products.csv')).map((r) => ({
  ...r,
  stars: /^\d/.test(r.rating) ? Number(r.rating) : null,
  ratings: grouped(r.rating_count),
  price: grouped(r.discounted_price),
  listPrice: grouped(r.actual_price),
  off: percent(r.discount_percentage),
}));
const department = (r) => r.category.split('|')[0];
const subscriptions = readCsv(join(HERE, 'data/saas-subscriptions/ravenstack_subscriptions.csv'));
// '23-12-2023' is 23 December 2023.
const isoOfDmy = (text) => text.split('-').reverse().join('-');
Object.assign(mine, {
  'wj-03': sum(amazonListings, (r) => r.ratings ?? 0),
  'wj-05': amazonListings.filter((r) => r.off >= 50).length,
  'wj-08': sorted(new Map(amazonListings.map((r) => [r.product_name, r.listPrice])), -1)[0][0],
  'wj-10': by(amazonListings, department, () => 1),
  'wj-13': mean(amazonListings, (r) => r.listPrice - r.price),
  'wj-18': amazonListings.filter((r) => r.ratings !== null && r.ratings < 1000).length,
  'wk-09': sum(
    subscriptions.filter((r) => {
      const start = isoOfDmy(r.start_date);
      return start >= '2023-07-01' && start <= '2023-09-30';
    }),
    (r) => Number(r.mrr_amount),
  ),
  'wk-12': by(
    subscriptions,
    (r) => r.plan_tier,
    (r) => Number(r.mrr_amount),
  ),
  'wk-17':
    sum(subscriptions, (r) => Number(r.mrr_amount)) / sum(subscriptions, (r) => Number(r.seats)),
});

// Eighty-second round: BigMart's item-outlet sales, led by a pandas index with an empty
// header; 'Low Fat' is also typed 'LF' and 'low fat', and outlets are told apart by a code.
const bigmart = readCsv(join(HERE, 'data/bigmart-outlet-sales/df.csv'));
const outletSales = (r) => Number(r.Item_Outlet_Sales);
Object.assign(mine, {
  'xj-03': new Set(bigmart.map((r) => r.Outlet_Identifier)).size,
  'xj-06': bigmart.filter((r) => ['Low Fat', 'LF', 'low fat'].includes(r.Item_Fat_Content)).length,
  'xj-07': sum(
    bigmart.filter((r) => r.Outlet_Type === 'Grocery Store'),
    outletSales,
  ),
  'xj-10': by(bigmart, (r) => r.Outlet_Location_Type, outletSales),
  'xj-13': sorted(
    by(bigmart, (r) => r.Outlet_Identifier, outletSales),
    -1,
  )
    .slice(0, 3)
    .map(([outlet]) => outlet),
  'xj-15': new Set(
    bigmart
      .filter((r) => Number(r.Outlet_Establishment_Year) < 2000)
      .map((r) => r.Outlet_Identifier),
  ).size,
  'xj-17': mean(
    bigmart.filter((r) => r.Item_Type === 'Fruits and Vegetables'),
    (r) => Number(r.Item_Weight),
  ),
  'xj-18': bigmart.filter((r) => outletSales(r) > 20 * Number(r.Item_MRP)).length,
});

// Eighty-fifth round: Kaggle's chocolate sales (an unnamed row-index column, 'DD-Mon-YY' dates,
// whole-dollar amounts).
const chocolate = readCsv(join(HERE, 'data/chocolate-sales/Chocolate Sales.csv'));
// '04-Jan-22' is 4 January 2022.
const isoOfDmonY = (text) => {
  const [day, month, year] = text.split('-');
  return `20${year}-${String(MONTHS.indexOf(month) / 3 + 1).padStart(2, '0')}-${day}`;
};
const chocolateRows = chocolate.map((r) => ({
  ...r,
  day: isoOfDmonY(r.Date),
  amount: Number(r.Amount),
  boxes: Number(r['Boxes Shipped']),
}));
Object.assign(mine, {
  'xp-02': new Set(chocolateRows.map((r) => r['Sales Person'])).size,
  'xp-06': chocolateRows.filter((r) => r.amount > 10000).length,
  'xp-07': sum(
    chocolateRows.filter((r) => r.day.startsWith('2022-03')),
    (r) => r.amount,
  ),
  'xp-08': sum(
    chocolateRows.filter((r) => r.day >= '2022-04-01' && r.day <= '2022-06-30'),
    (r) => r.boxes,
  ),
  'xp-09': sum(
    chocolateRows.filter((r) => r.day >= '2022-01-15' && r.day <= '2022-02-15'),
    (r) => r.amount,
  ),
  'xp-14': by(
    chocolateRows,
    (r) => r.Country,
    (r) => r.boxes,
  ),
  'xp-16': sum(chocolateRows, (r) => r.amount) / sum(chocolateRows, (r) => r.boxes),
  'xp-17':
    (100 *
      sum(
        chocolateRows.filter((r) => r.Country === 'Australia'),
        (r) => r.amount,
      )) /
    sum(chocolateRows, (r) => r.amount),
});

// ... and a Chinese electronics seller's sales lines (Chinese cities and categories).
const channelSales = readCsv(join(HERE, 'data/channel-sales-cn/sales_data_sample.csv'));
Object.assign(mine, {
  'xo-16':
    (100 *
      sum(
        channelSales.filter((r) => r.category === '配件'),
        (r) => Number(r.amount),
      )) /
    sum(channelSales, (r) => Number(r.amount)),
});

// Eighty-sixth round: Rossmann's daily sales of 20 drug stores, a row per store and day (closed
// days kept with 0 sales), 0/1 Open and Promo flags.
const rossmannDays = readCsv(join(HERE, 'data/rossmann-store-sales/store_retail.csv'));
const rossmannSales = (r) => Number(r.Sales);
const rossmannCustomers = (r) => Number(r.Customers);
const rossmannOpenDays = rossmannDays.filter((r) => r.Open === '1');
Object.assign(mine, {
  'xq-04': sum(
    rossmannDays.filter((r) => r.Promo === '1'),
    rossmannCustomers,
  ),
  'xq-05': mean(rossmannOpenDays, rossmannSales),
  'xq-06': rossmannDays.filter((r) => r.Open === '0').length,
  'xq-07': sum(
    rossmannDays.filter((r) => r.Date.startsWith('2014-')),
    rossmannSales,
  ),
  'xq-10': sum(
    rossmannDays.filter((r) => r.Date >= '2015-06-01' && r.Date <= '2015-06-15'),
    rossmannSales,
  ),
  'xq-13': sorted(
    by(rossmannDays, (r) => r.Store, rossmannCustomers),
    1,
  )[0][0],
  'xq-15': sum(rossmannDays, rossmannSales) / sum(rossmannDays, rossmannCustomers),
  'xq-16': (100 * rossmannDays.filter((r) => r.Promo === '1').length) / rossmannDays.length,
  'xq-18': [...new Set(rossmannOpenDays.map((r) => r.Store))].filter(
    (store) =>
      mean(
        rossmannOpenDays.filter((r) => r.Store === store),
        rossmannSales,
      ) > 7000,
  ),
});

// The same round's second file: an e-bike fleet's maintenance part demand (ISO dates, part codes,
// capitalised maintenance types).
const bikeJobs = readCsv(join(HERE, 'data/bike-maintenance-demand/maintenance_demand_history.csv'));
const partsOf = (r) => Number(r.quantity);
Object.assign(mine, {
  'xr-03': sum(bikeJobs, partsOf),
  'xr-04': sum(
    bikeJobs.filter((r) => r.maintenance_type === 'ACCIDENT_REPAIR'),
    partsOf,
  ),
  'xr-06': bikeJobs.filter((r) => partsOf(r) >= 3).length,
  'xr-08': sum(
    bikeJobs.filter((r) => r.timestamp >= '2024-07-01' && r.timestamp <= '2024-09-30'),
    partsOf,
  ),
  'xr-12': sorted(
    by(bikeJobs, (r) => r.material_id, partsOf),
    -1,
  )[0][0],
  'xr-16':
    (100 * bikeJobs.filter((r) => r.maintenance_type === 'SCHEDULED_MAINTENANCE').length) /
    bikeJobs.length,
  'xr-18': bikeJobs.filter((r) => Number(r.bike_age_months) > 24).length,
});

// Eighty-fourth round: a store chain's weekly sales (day-first dashed dates, one row per store
// and week) and a grocery app's catalogue with CRLF line ends (names repeated across paired
// categories, some with a trailing space; prices in paise).
const storeWeeks = readCsv(join(HERE, 'data/walmart-weekly-sales/Walmart_Sales.csv')).map((r) => ({
  store: r.Store,
  week: isoOfDmy(r.Date),
  sales: Number(r.Weekly_Sales),
  holiday: r.Holiday_Flag === '1',
}));
const groceryListings = readCsv(join(HERE, 'data/zepto-grocery-catalog/zepto_v2.csv'));
const storeAverages = new Map(
  [...new Set(storeWeeks.map((r) => r.store))].map((store) => [
    store,
    mean(
      storeWeeks.filter((r) => r.store === store),
      (r) => r.sales,
    ),
  ]),
);
Object.assign(mine, {
  'xm-05': storeWeeks.filter((r) => r.sales > 2000000).length,
  'xm-07': sum(
    storeWeeks.filter((r) => r.week >= '2011-10-01' && r.week <= '2011-12-31'),
    (r) => r.sales,
  ),
  'xm-13': sorted(storeAverages, 1)[0][0],
  'xm-14': [...storeAverages].filter(([, average]) => average > 2000000).map(([store]) => store),
  'xm-16':
    (100 *
      sum(
        storeWeeks.filter((r) => r.holiday),
        (r) => r.sales,
      )) /
    sum(storeWeeks, (r) => r.sales),
  'xn-02': new Set(groceryListings.map((r) => r.name.trim())).size,
  'xn-07': groceryListings.filter((r) => r.outOfStock === 'TRUE').length,
  'xn-10': sorted(
    by(
      groceryListings,
      (r) => r.Category,
      () => 1,
    ),
    1,
  )[0][0],
  'xn-13': groceryListings.filter((r) => Number(r.discountedSellingPrice) < Number(r.mrp)).length,
});

// Eighty-eighth round: an online grocer's product listing, prices as text in pounds ('£2.30') or
// pence ('90p'), a product repeated under each category page it is listed on.
const ocadoListing = readCsv(join(HERE, 'data/ocado-grocery-prices/oc_product_general.csv'));
const poundsOf = (r) =>
  r.price.startsWith('£')
    ? Number(r.price.slice(1).replaceAll(',', ''))
    : Number(r.price.slice(0, -1)) / 100;
const productsWhere = (test) => new Set(ocadoListing.filter(test).map((r) => r.product_link)).size;
Object.assign(mine, {
  'xu-01': productsWhere(() => true),
  'xu-03': mean(ocadoListing, poundsOf),
  'xu-07': productsWhere((r) => poundsOf(r) > 10),
  'xu-08': productsWhere((r) => poundsOf(r) < 1),
  'xu-11': mean(
    ocadoListing.filter((r) => r.shelf_life === 'LIFE 2d+'),
    poundsOf,
  ),
});

// The same round's second file: Xero invoices (ACCREC) and bills (ACCPAY) with their status.
const xeroInvoices = readCsv(join(HERE, 'data/xero-invoices-bills/xero_invoice_data.csv'));
const invoiceTotal = (r) => Number(r.total);
Object.assign(mine, {
  'xv-03': sum(xeroInvoices, invoiceTotal),
  'xv-09': sum(
    xeroInvoices.filter((r) => r.type === 'ACCREC'),
    invoiceTotal,
  ),
  'xv-13':
    (100 * xeroInvoices.filter((r) => r.currency_code === 'USD').length) / xeroInvoices.length,
  'xv-16': xeroInvoices.filter((r) => r.type === 'ACCPAY' && r.status === 'PAID').length,
});

// Eighty-ninth round: Robyn's simulated weekly marketing mix, a row per ISO Monday with spend by
// channel and the text `na` in `events` but on two weeks.
const mediaWeeks = readCsv(join(HERE, 'data/weekly-media-mix/dt_simulated_weekly.csv'));
const weeklyRevenue = (r) => Number(r.revenue);
Object.assign(mine, {
  'xw-04': sum(
    mediaWeeks.filter((r) => r.DATE.startsWith('2018-')),
    weeklyRevenue,
  ),
  'xw-05': mediaWeeks.filter((r) => Number(r.facebook_S) === 0).length,
  'xw-11': sum(mediaWeeks, weeklyRevenue) / sum(mediaWeeks, (r) => Number(r.tv_S)),
  'xw-12': mediaWeeks.filter((r) => Number(r.tv_S) > Number(r.facebook_S)).length,
  'xw-18': sum(
    mediaWeeks.filter((r) => r.events === 'event2'),
    weeklyRevenue,
  ),
});

// The same round's second file: Meridian's simulated media by geo and week (E notation figures).
const geoWeeks = readCsv(join(HERE, 'data/geo-funnel-media/geo_full_funnel_data.csv'));
const geoConversions = (r) => Number(r.conversions);
Object.assign(mine, {
  'xx-04': sum(geoWeeks, geoConversions),
  'xx-07': sorted(
    by(geoWeeks, (r) => r.geo, geoConversions),
    -1,
  )[0][0],
  'xx-12': sum(
    geoWeeks.filter((r) => r.time.startsWith('2022-12-')),
    geoConversions,
  ),
  'xx-17': geoWeeks.filter((r) => Number(r.GenericGQV_control) < 0).length,
});

// Eighty-seventh round: Magento's Luma sample catalogue as a product export (configurable
// parents with qty 0 beside their simple variants with qty 100), and the same store's reviews.
const lumaProducts = readCsv(join(HERE, 'data/magento-products/products.csv'));
const lumaPrice = (r) => Number(r.price);
const lumaQty = (r) => Number(r.qty);
Object.assign(mine, {
  'xs-02': lumaProducts.filter((r) => r.product_type === 'configurable').length,
  'xs-05': sum(lumaProducts, lumaQty),
  'xs-06': mean(
    lumaProducts.filter((r) => r.product_type === 'simple'),
    lumaPrice,
  ),
  'xs-09': sum(
    lumaProducts.filter((r) => r.attribute_set_code === 'Bottom'),
    lumaQty,
  ),
  'xs-10': lumaProducts.filter((r) => lumaPrice(r) > 50).length,
});

const lumaReviews = readCsv(join(HERE, 'data/magento-product-reviews/products_reviews.csv'));
const stars = (r) => Number(r.rating_value);
Object.assign(mine, {
  'xt-02': mean(lumaReviews, stars),
  'xt-03': new Set(lumaReviews.map((r) => r.sku)).size,
  'xt-07': lumaReviews.filter((r) => stars(r) <= 2).length,
  'xt-16': (100 * lumaReviews.filter((r) => stars(r) >= 4).length) / lumaReviews.length,
});

// Ninety-first round: a plant's permit-to-work log (ISO timestamps with microseconds, some
// permits expiring before they are issued) and UCI's AI4I milling machine readings.
const permits = readCsv(join(HERE, 'data/work-permits/permits.csv'));
Object.assign(mine, {
  'ya-03': permits.filter((r) => r.status === 'revoked').length,
  'ya-08': permits.filter(
    (r) => r.issued_at.slice(0, 10) >= '2026-06-15' && r.issued_at.slice(0, 10) <= '2026-06-21',
  ).length,
  'ya-12': permits.filter((r) => r.expires_at < r.issued_at).length,
  'ya-18':
    permits.filter((r) => r.status === 'expired').length /
    permits.filter((r) => r.status === 'revoked').length,
});

const millReadings = readCsv(join(HERE, 'data/ai4i-machine-failures/ai4i2020.csv'));
const failed = (r) => r['Machine failure'] === '1';
Object.assign(mine, {
  'yb-02': millReadings.filter(failed).length,
  'yb-04': mean(
    millReadings.filter((r) => r.Type === 'L'),
    (r) => Number(r['Torque [Nm]']),
  ),
  'yb-12': millReadings.filter(
    (r) => Number(r['Process temperature [K]']) - Number(r['Air temperature [K]']) > 10,
  ).length,
  'yb-14': millReadings.filter(
    (r) => failed(r) && ['TWF', 'HDF', 'PWF', 'OSF', 'RNF'].every((mode) => r[mode] === '0'),
  ).length,
});

// Ninetieth round: the City of Seattle's pet licences (issue dates written `November 16 2018`,
// `NA` for a missing second breed) and the USDA's monthly egg production by type and process.
const petLicences = readCsv(join(HERE, 'data/seattle-pet-licenses/seattle_pets.csv'));
Object.assign(mine, {
  'xy-03': petLicences.filter((r) => r.species === 'Cat').length,
  'xy-04': petLicences.filter((r) => r.secondary_breed === 'NA').length,
  'xy-08': petLicences.filter((r) => /^November \d+ 2018$/.test(r.license_issue_date)).length,
  'xy-11': sorted(
    by(
      petLicences.filter((r) => r.species === 'Dog' && r.zip_code !== 'NA'),
      (r) => r.zip_code,
      () => 1,
    ),
    -1,
  )[0][0],
});

const eggMonths = readCsv(join(HERE, 'data/us-egg-production/egg-production.csv'));
const hatching = eggMonths.filter((r) => r.prod_type === 'hatching eggs');
const eggs = (r) => Number(r.n_eggs);
Object.assign(mine, {
  'xz-02': sum(
    hatching.filter((r) => r.observed_month.startsWith('2020-')),
    eggs,
  ),
  'xz-10': sum(hatching, eggs) / sum(hatching, (r) => Number(r.n_hens)),
  'xz-14': eggMonths.filter((r) => eggs(r) > 8e9).length,
  'xz-18': Math.max(...hatching.map((r) => Number(r.n_hens))),
});

// Ninety-second round: a coffee shop's order lines (orders are distinct Order_ID, the promo and the
// net beside the gross), and nycflights13's aircraft register (missing years written NA).
const cafeLines = readCsv(join(HERE, 'data/cafe-order-promos/sales.csv'));
const planesRegister = readCsv(join(HERE, 'data/aircraft-fleet-register/planes.csv'));
const builtYear = (r) => (r.year === 'NA' ? null : Number(r.year));
Object.assign(mine, {
  'yc-02': new Set(cafeLines.map((r) => r.Order_ID)).size,
  'yc-05': sum(cafeLines, (r) => Number(r.Net_Total)),
  'yc-12': new Set(cafeLines.filter((r) => r.Date.startsWith('2025-06')).map((r) => r.Order_ID))
    .size,
  'yc-14': (100 * sum(cafeLines, (r) => Number(r.Promo))) / sum(cafeLines, (r) => Number(r.Total)),
  'yd-04': mean(planesRegister, (r) => Number(r.seats)),
  'yd-05': planesRegister.filter((r) => builtYear(r) !== null && builtYear(r) < 1990).length,
  'yd-12':
    (100 * planesRegister.filter((r) => r.engine === 'Turbo-jet').length) / planesRegister.length,
  'yd-18': planesRegister.filter((r) => builtYear(r) === null).length,
});

// Ninety-fifth round: Kaggle's shopping trends survey re-published with its amount headed
// `Purchase Amount (GBP)` and the count of earlier purchases `Previous Purchases(GBP)`.
const trendShoppers = readCsv(join(HERE, 'data/shopping-trends-gbp/shopping_trends.csv'));
const poundsSpent = (r) => Number(r['Purchase Amount (GBP)']);
const spendByFrequency = by(trendShoppers, (r) => r['Frequency of Purchases'], poundsSpent);
const shoppersByFrequency = by(
  trendShoppers,
  (r) => r['Frequency of Purchases'],
  () => 1,
);
Object.assign(mine, {
  'yi-02': new Set(trendShoppers.map((r) => r.Color)).size,
  'yi-03': sum(trendShoppers, poundsSpent),
  'yi-06': sum(
    trendShoppers.filter((r) => r.Gender === 'Male' && r.Category === 'Accessories'),
    poundsSpent,
  ),
  'yi-07': sorted(
    by(trendShoppers, (r) => r['Item Purchased'], poundsSpent),
    -1,
  )[0][0],
  'yi-12': (100 * trendShoppers.filter((r) => r.Gender === 'Female').length) / trendShoppers.length,
  'yi-15': trendShoppers.filter(
    (r) => Number(r.Age) > 60 && r['Frequency of Purchases'] === 'Weekly',
  ).length,
  'yi-17': [...spendByFrequency]
    .filter(([frequency, total]) => total / shoppersByFrequency.get(frequency) > 60)
    .map(([frequency]) => frequency),
  'yi-18': mean(
    trendShoppers.filter((r) => Number(r['Review Rating']) >= 4.5),
    (r) => Number(r['Previous Purchases(GBP)']),
  ),
});

// Ninety-third round: DataCo's supply chain order lines (two M/D/YYYY H:MM dates, the days
// shipping really took beside the days it was scheduled to take).
const dataco = readCsv(join(HERE, 'data/dataco-supply-chain/DataCoSupplyChainDataset.csv'));
/** An M/D/YYYY H:MM cell as its YYYY-MM day. */
const datacoMonth = (cell) => {
  const [month, , year] = cell.split(' ')[0].split('/');
  return `${year}-${month.padStart(2, '0')}`;
};
const datacoDays = (r) => Number(r['Days for shipping (real)']);
Object.assign(mine, {
  'ye-02': new Set(dataco.map((r) => r['Order Id'])).size,
  'ye-04': dataco.filter((r) => r['Delivery Status'] === 'Late delivery').length,
  'ye-05': mean(dataco, datacoDays),
  'ye-06': dataco.filter((r) => datacoMonth(r['shipping date (DateOrders)']) === '2017-03').length,
  'ye-07': sum(
    dataco.filter((r) =>
      ['2016-04', '2016-05', '2016-06'].includes(datacoMonth(r['order date (DateOrders)'])),
    ),
    (r) => Number(r['Order Profit Per Order']),
  ),
  'ye-13': dataco.filter((r) => datacoDays(r) > Number(r['Days for shipment (scheduled)'])).length,
  'ye-15': mean(
    dataco.filter((r) => r['Customer Segment'] === 'Corporate'),
    (r) => Number(r['Sales per customer']),
  ),
});

// Ninety-fourth round: the US Census Bureau's monthly retail sales and inventories workbooks,
// their first sheet (2021): a title, a header split over two rows, blocks of the same kinds of
// business under NOT ADJUSTED and ADJUSTED titles, `(S)` for a suppressed figure.
const censusBlocks = async (file) => {
  const [sheet] = await readXlsxFile(join(HERE, file));
  const blocks = new Map();
  let block = null;
  for (const cells of sheet.data) {
    const kind = typeof cells[1] === 'string' ? cells[1].trim() : '';
    if (kind && cells.slice(2).every((cell) => cell === null || cell === '')) {
      block = kind;
      blocks.set(block, new Map());
    } else if (block && kind) blocks.get(block).set(kind, cells.slice(2, 11));
  }
  return blocks;
};
const censusSales = await censusBlocks('data/census-retail-sales/mrtssales92-present.xlsx');
const salesNotAdjusted = censusSales.get('NOT ADJUSTED');
const salesAdjusted = censusSales.get('ADJUSTED(2)');
const monthOfMost = (months, sign) =>
  `2021-${String(months.indexOf(sign > 0 ? Math.max(...months) : Math.min(...months)) + 1).padStart(2, '0')}`;
const censusInventories = await censusBlocks(
  'data/census-retail-inventories/mrtsinv92-present.xlsx',
);
const stockNotAdjusted = censusInventories.get('NOT ADJUSTED');
const stockAdjusted = censusInventories.get('ADJUSTED(1)');
Object.assign(mine, {
  'yg-01': monthOfMost(salesNotAdjusted.get('Grocery stores'), 1),
  'yg-03': sum(salesNotAdjusted.get('New car dealers'), (v) => v),
  'yg-07': [...salesNotAdjusted.values()].filter((months) => months[0] === '(S)').length,
  'yg-13': sum(salesNotAdjusted.get('Sporting goods stores').slice(3, 6), (v) => v),
  'yg-14': monthOfMost(salesAdjusted.get('Department stores'), -1),
  'yh-03':
    stockNotAdjusted.get('Motor vehicle and parts dealers')[8] -
    stockNotAdjusted.get('Motor vehicle and parts dealers')[0],
  'yh-05': sum(stockNotAdjusted.get('Food and beverage stores'), (v) => v) / 9,
  'yh-11':
    stockAdjusted.get('Retail Inventories, total')[7] -
    stockNotAdjusted.get('Retail Inventories, total')[7],
});

// Ninety-seventh round: the Census Bureau's monthly state retail changes (year and month in
// columns of their own, the total's `naics` written NA) and Apple's daily prices, 2010 and 2011.
const retailChanges = readCsv(join(HERE, 'data/us-state-retail-yoy/state_retail.csv'));
const yoyChange = (r) => Number(r.change_yoy);
const appleDays = readCsv(join(HERE, 'data/big-tech-stock-prices/big_tech_stock_prices.csv'));
const appleYear = (year) => appleDays.filter((r) => r.date.startsWith(`${year}-`));
Object.assign(mine, {
  'ym-03': mean(
    retailChanges.filter((r) => r.subsector === 'Gasoline Stations' && r.year === '2021'),
    yoyChange,
  ),
  'ym-06': retailChanges.filter((r) => yoyChange(r) < 0).length,
  'ym-11': retailChanges.filter((r) => Number(r.change_yoy_se) > 2).length,
  'ym-15':
    (100 * retailChanges.filter((r) => r.coverage_code === 'A').length) / retailChanges.length,
  'ym-17': mean(
    retailChanges.filter(
      (r) => r.subsector === 'Food and Beverage' && r.year === '2020' && Number(r.month) <= 3,
    ),
    yoyChange,
  ),
  'yn-02': appleYear(2011).length,
  'yn-06': sum(appleYear(2010), (r) => Number(r.volume)),
  'yn-10': appleDays.filter((r) => Number(r.close) > Number(r.open)).length,
  'yn-11':
    mean(appleYear(2011), (r) => Number(r.close)) - mean(appleYear(2010), (r) => Number(r.close)),
});

// Ninety-sixth round: TidyTuesday's Broadway weekly grosses (R's NA for a figure never reported,
// capacity as a fraction) and IKEA's Saudi furniture list (range names shared by several items,
// each item its own item_id; old prices as text, 'No old price').
const grosses = readCsv(join(HERE, 'data/broadway-weekly-grosses/grosses.csv'));
const showGross = (r) => Number(r.weekly_gross);
const ikeaItems = readCsv(join(HERE, 'data/ikea-saudi-catalogue/ikea.csv'));
Object.assign(mine, {
  'yk-04': sum(
    grosses.filter((r) => r.show === 'Cats'),
    showGross,
  ),
  'yk-06': grosses.filter((r) => Number(r.pct_capacity) > 1).length,
  'yk-15': new Set(
    grosses.filter((r) => Number(r.previews) > Number(r.performances)).map((r) => r.week_ending),
  ).size,
  'yk-18': sum(
    grosses.filter(
      (r) =>
        r.week_ending ===
        grosses
          .map((g) => g.week_ending)
          .sort()
          .at(-1),
    ),
    showGross,
  ),
  'yl-01': new Set(ikeaItems.map((r) => r.item_id)).size,
  'yl-06': ikeaItems.filter((r) => r.old_price !== 'No old price').length,
  'yl-13': (100 * ikeaItems.filter((r) => r.other_colors === 'Yes').length) / ikeaItems.length,
  'yl-15': Math.max(
    ...ikeaItems
      .filter((r) => r.old_price.startsWith('SR '))
      .map((r) => Number(r.old_price.slice(3).split('/')[0].replaceAll(',', ''))),
  ),
});

// Round b: Preppin' Data's cargo space allocations (ship and departure day in one code) and a
// retailer's complaints (two date forms in each date column, an issue type inside the text).
const allocations = readCsv(join(HERE, 'data/cargo-space-allocations/allocation-details.csv'));
const weight = (r) => Number(r['Weight Allocated']);
const complaintRows = readCsv(join(HERE, 'data/retail-complaints/complaints.csv'));
// '2023-10-10 00:00:00' as written, '9/28/2023' month first: both to a sortable YYYY-MM-DD.
const complaintDay = (text) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const [month, day, year] = text.split('/');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
};
const bySalesperson = new Map();
for (const r of allocations)
  bySalesperson.set(r.Salesperson, (bySalesperson.get(r.Salesperson) ?? 0) + weight(r));
Object.assign(mine, {
  'yj-02': new Set(allocations.map((r) => r['Departure ID'])).size,
  'yj-06': allocations.filter((r) => r['Departure ID'].startsWith('Tanker-')).length,
  'yj-08': sum(
    allocations.filter((r) => r['Date Logged'] >= '2019-02-01' && r['Date Logged'] <= '2019-03-15'),
    weight,
  ),
  'yj-11': [...bySalesperson].sort((a, b) => b[1] - a[1])[0][0],
  'yo-03': complaintRows.filter((r) => r['Timely Response'] === 'False').length,
  'yo-06': complaintRows.filter((r) => complaintDay(r['Date Received']).startsWith('2023-03-'))
    .length,
  'yo-11': complaintRows.filter(
    (r) => complaintDay(r['Date Resolved']) > complaintDay(r['Date Received']),
  ).length,
  'yo-13': complaintRows.filter((r) => / - Faulty:/.test(r['Complaint Description'])).length,
});

// expected-tables.json rounds to 6 decimals, so anything further apart than that disagrees.
const close = (a, b) => Math.abs(a - b) <= 1e-5;
let failures = 0;
for (const [id, value] of Object.entries(mine)) {
  const want = expected.answers.find((a) => a.id === id)?.expected;
  let ok;
  if (!want) ok = false;
  else if (want.type === 'number') ok = close(value, want.value);
  else if (want.type === 'name') ok = value === want.value;
  else if (want.type === 'names')
    ok = [...value].sort().join('|') === [...want.values].sort().join('|');
  else if (want.type === 'groups')
    ok =
      value.size === want.rows.length &&
      want.rows.every((row) => value.has(row.group) && close(value.get(row.group), row.value));
  else if (want.type === 'ranked-groups')
    ok =
      value.length === want.rows.length &&
      want.rows.every(
        (row, i) =>
          value[i].group === row.group &&
          value[i].rank === row.rank &&
          value[i].name === row.name &&
          close(value[i].value, row.value),
      );
  if (!ok) failures += 1;
  console.log(`${ok ? 'agree   ' : 'DISAGREE'} ${id}`);
}
console.log(`${Object.keys(mine).length - failures} of ${Object.keys(mine).length} agree.`);
process.exit(failures === 0 ? 0 : 1);
