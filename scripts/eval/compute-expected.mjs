#!/usr/bin/env node
// Computes the expected answers of the table questions without the product: it loads the raw CSV
// files into SQLite with the sqlite3 command-line shell (setup.sql: `.import --csv` plus typed
// views), runs each question's `sql` and writes expected-tables.json.
//
//   node scripts/eval/compute-expected.mjs          writes expected-tables.json
//   node scripts/eval/compute-expected.mjs --check  recomputes and fails if the file differs
//
// Needs sqlite3 3.33 or later on the PATH (or SQLITE3=/path/to/sqlite3) for `-json` and
// `.import --skip`. See README.md for the answer shapes and the tolerance rule.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import * as prettier from 'prettier';

const HERE = dirname(fileURLToPath(import.meta.url));
const SQLITE = process.env.SQLITE3 ?? 'sqlite3';
const QUESTIONS = join(HERE, 'table-questions.json');
const OUTPUT = join(HERE, 'expected-tables.json');

/** Allowed absolute difference between a numeric answer and the expected value, by unit. */
const DEFAULT_TOLERANCE = { count: 0, usd: 0.5, percent: 0.1 };

/**
 * Each data file and the raw table setup.sql imports it into; `rows` where a file's data rows are
 * not its non-empty lines after the header.
 */
const TABLES = [
  { file: 'superstore/superstore.csv', table: 'superstore_raw' },
  { file: 'coffee-chain/Starbucks.csv', table: 'coffee_raw' },
  { file: 'amazon-purchases/amazon-purchases-sample.csv', table: 'amazon_raw' },
  { file: 'walmart-openings/1962_2006_walmart_store_openings.csv', table: 'walmart_raw' },
  { file: 'birdstrikes/birdstrikes.csv', table: 'birdstrikes_raw' },
  { file: 'space-missions/space-mission-data.csv', table: 'missions_raw' },
  { file: 'supermarket-sales/supermarket_Sales.csv', table: 'supermarket_raw' },
  { file: 'nyc-311-animals/311_Animals_short.csv', table: 'nyc311_raw' },
  { file: 'financial-sample/Financial Sample.xlsx', table: 'financial_raw', xlsx: true },
  { file: 'restaurant-tips/tips.csv', table: 'tips_raw' },
  { file: 'telco-churn/telco-customer-churn-by-IBM.csv', table: 'telco_raw' },
  { file: 'taxi-trips/yellow_tripdata_sample_2019-01.csv', table: 'taxi_raw' },
  { file: 'olympic-winners/olympic-winners.csv', table: 'olympic_raw' },
  { file: 'county-unemployment/laucnty16.csv', table: 'lau_raw' },
  { file: 'medicare-charges/medicare.csv', table: 'medicare_raw' },
  { file: 'ai-salaries/salaries-ai-jobs-net.csv', table: 'salaries_raw' },
  { file: 'online-retail-germany/germany.csv', table: 'germany_raw' },
  { file: 'houston-employees/employee.csv', table: 'employee_raw' },
  { file: 'narrator-sales/sales.csv', table: 'narrator_raw' },
  { file: 'uk-government-flights/tutorial_flights.csv', table: 'flights_raw' },
  { file: 'sports-donations/sports-political-donations.csv', table: 'donations_raw' },
  { file: 'foul-balls/foul-balls.csv', table: 'foul_raw' },
  { file: 'adventure-works-sales/sales.csv', table: 'adventure_raw' },
  {
    file: 'global-superstore-orders/global_super_store_orders.tsv',
    table: 'global_raw',
  },
  { file: 'facebook-live-sellers/facebook.csv', table: 'facebook_raw' },
  { file: 'hr-employees/employee.csv', table: 'hr_raw' },
  {
    file: 'sales-reps-workbook/sample-sales-reps.xlsx',
    table: 'sales_reps_raw',
    xlsx: true,
  },
  { file: 'sales-tax/sample-sales-tax.csv', table: 'sales_tax_raw' },
  { file: 'orange-juice-purchases/juice.csv', table: 'juice_raw' },
  { file: 'bechdel-movies/movies.csv', table: 'movies_raw' },
  { file: 'online-orders/orders.csv', table: 'orders_raw' },
  { file: 'olive-oil-sales/sales_data.csv', table: 'olive_raw' },
  { file: 'startup-funding/techcrunch.csv', table: 'funding_raw' },
  { file: 'aussie-wines/Aussie_Wines_Plotting.csv', table: 'wines_raw' },
  { file: 'mta-ridership/MTA_Ridership_by_DATA_NY_GOV.csv', table: 'mta_raw' },
  // Quoted line breaks in `Ticket Description`: its rows were counted with an RFC 4180 reader.
  { file: 'support-tickets/customer_support_tickets.csv', table: 'tickets_raw', rows: 8469 },
  { file: 'fuzzy-factory-refunds/order_item_refunds.csv', table: 'refunds_raw' },
  { file: 'pizza-place/pizzaplace.csv', table: 'pizza_raw' },
  { file: 'bank-marketing/bank.csv', table: 'bank_raw' },
  { file: 'oj-weekly-sales/oj-train.csv', table: 'oj_raw' },
  { file: 'google-play-apps/googleplaystore.csv', table: 'apps_raw' },
  { file: 'customer-personality/marketing_campaign.csv', table: 'personality_raw' },
  { file: 'bank-customer-churn/Churn_Modelling.csv', table: 'churn_raw' },
  { file: 'kurta-stock/Sale Report.csv', table: 'kurta_raw' },
  {
    file: 'scms-deliveries/SCMS_Delivery_History_Dataset_20150929.csv',
    table: 'scms_raw',
  },
  { file: 'tiki-men-bags/vietnamese_tiki_products_men_bags.csv', table: 'tiki_raw' },
  { file: 'personal-transactions/personal_transactions.csv', table: 'ledger_raw' },
  { file: 'freight-orders/OrderList.csv', table: 'freight_orders_raw' },
  { file: 'freight-rates/FreighRates.csv', table: 'freight_rates_raw' },
  { file: 'ames-house-sales/AmesHousing.tsv', table: 'ames_raw' },
  { file: 'amazon-books-ratings/Books_df.csv', table: 'books_raw' },
  {
    file: 'international-sales/International_sale_Report.csv',
    table: 'intl_sales_raw',
  },
  { file: 'region-daily-sales/sales.csv', table: 'region_sales_raw' },
  { file: 'polish-car-listings/car-listings-poland.csv', table: 'cars_raw' },
  { file: 'groceries-baskets/Groceries_dataset.csv', table: 'groceries_raw' },
  { file: 'aw-purchase-orders/PurchaseOrderHeader.tsv', table: 'aw_po_raw' },
  { file: 'aw-purchase-order-lines/PurchaseOrderDetail.tsv', table: 'aw_pol_raw' },
  { file: 'truck-driver-timesheet/timesheet.csv', table: 'timesheet_raw' },
  { file: 'helpdesk-tickets/tickets.csv', table: 'helpdesk_raw' },
  { file: 'salesforce-campaign-members/salesforce_sample_data.csv', table: 'sf_members_raw' },
  { file: 'ad-campaign-days/ad_campaigns.csv', table: 'ad_days_raw' },
  // Quoted line breaks in `description`: its rows were counted with an RFC 4180 reader.
  { file: 'bigbasket-products/BigBasket Products.csv', table: 'bigbasket_raw', rows: 6079 },
  {
    file: 'accounts-receivable/WA_Fn-UseC_-Accounts-Receivable.csv',
    table: 'receivables_raw',
  },
  { file: 'inventory-stock-levels/inventory_transactions.csv', table: 'inventory_raw' },
  {
    file: 'customer-rfm-segments/datamart_rfm_scores_named_segment.csv',
    table: 'rfm_raw',
  },
  { file: 'order-returns/return_predictions.csv', table: 'order_returns_raw' },
  { file: 'crm-deals/deals_meta.csv', table: 'crm_deals_raw' },
  { file: 'brazil-sales-lines/sales_transactions.csv', table: 'brazil_sales_raw' },
  { file: 'credit-card-bills/UCI_Credit_Card.csv', table: 'credit_bills_raw' },
  { file: 'online-shoppers-sessions/online_shoppers_intention.csv', table: 'shopper_sessions_raw' },
  { file: 'car-model-ratings/Car_Rates.csv', table: 'car_ratings_raw' },
  { file: 'kurta-price-list/May-2022.csv', table: 'kurta_prices_raw' },
  { file: 'people-analytics-employees/employees.csv', table: 'pa_employees_raw' },
  { file: 'food-delivery-orders/food-delivery-test.csv', table: 'food_delivery_raw' },
  { file: 'netflix-subscriptions/Netflix Userbase.csv', table: 'netflix_raw' },
  { file: 'airline-nps-survey/airline-nps.csv', table: 'airline_nps_raw' },
  { file: 'warehouse-orders/warehouse_orders.csv', table: 'warehouse_orders_raw' },
  { file: 'aw-products/Product.tsv', table: 'aw_products_raw' },
  { file: 'aw-product-inventory/ProductInventory.tsv', table: 'aw_inventory_raw' },
  { file: 'cafe-coffee-sales/coffee_sales.csv', table: 'coffee_sales_raw' },
  { file: 'citi-bike-trips/nyc_bikes.csv', table: 'nyc_bikes_raw' },
  { file: 'restaurant-deliveries/deliveries.csv', table: 'restaurant_deliveries_raw' },
  { file: 'bike-share-hours/yulu_bike_sharing_dataset.csv', table: 'bike_share_hours_raw' },
  { file: 'truck-maintenance/maintenance.csv', table: 'truck_maintenance_raw' },
  { file: 'drone-delivery-flights/flights.csv', table: 'drone_flights_raw' },
  { file: 'coffee-cup-ratings/coffee_ratings.csv', table: 'coffee_ratings_raw', rows: 1339 },
  { file: 'pc-price-listings/Computers.csv', table: 'pc_prices_raw' },
  { file: 'pizza-sales-lines/pizza_sales1000.csv', table: 'pizza_lines_raw' },
  { file: 'shopeasy-reviews/reviews.csv', table: 'shop_reviews_raw' },
  { file: 'shopeasy-orders/orders.csv', table: 'shop_orders_raw' },
  { file: 'amazon-india-products/products.csv', table: 'amazon_products_raw' },
  {
    file: 'saas-subscriptions/ravenstack_subscriptions.csv',
    table: 'saas_subscriptions_raw',
  },
  { file: 'hyderabad-store-sales/sales_transactions.csv', table: 'store_sales_raw' },
  { file: 'supplier-po-receipts/purchase_orders.csv', table: 'po_receipts_raw' },
  { file: 'book-sales-ratings/Books_Data_Clean.csv', table: 'book_sales_raw' },
  { file: 'shop-clickstream/clickstream.csv', table: 'shop_clicks_raw' },
  { file: 'nicaragua-food-prices/wfp_food_prices_nic.csv', table: 'nic_prices_raw' },
  { file: 'customer-survey-nps/survey.csv', table: 'survey_nps_raw' },
  { file: 'adidas-us-sales/sales-adidas.csv', table: 'adidas_raw' },
  {
    file: 'ecommerce-customer-orders/ecommerce_customer_behavior_dataset.csv',
    table: 'ecom_orders_raw',
  },
  { file: 'walmart-weekly-sales/Walmart_Sales.csv', table: 'walmart_weekly_raw' },
  { file: 'zepto-grocery-catalog/zepto_v2.csv', table: 'zepto_catalog_raw' },
  { file: 'carseat-store-sales/Carseats.csv', table: 'carseats_raw' },
  { file: 'cracker-brand-promotions/Cracker.csv', table: 'cracker_raw' },
  {
    file: 'census-retail-sales/mrtssales92-present.xlsx',
    table: 'census_sales_raw',
    xlsx: true,
  },
  {
    file: 'census-retail-inventories/mrtsinv92-present.xlsx',
    table: 'census_inventories_raw',
    xlsx: true,
  },
  { file: 'headphone-reviews-india/Reviews.csv', table: 'headphone_reviews_raw', rows: 384 },
  { file: 'climbing-gym-memberships/memberships.csv', table: 'gym_memberships_raw' },
  { file: 'jaffle-shop-orders/raw_orders.csv', table: 'jaffle_orders_raw' },
  { file: 'jaffle-shop-payments/raw_payments.csv', table: 'jaffle_payments_raw' },
  { file: 'employee-rota/employee_schedule.csv', table: 'rota_raw' },
  { file: 'dc-monthly-staffing/dc_monthly_employees.csv', table: 'dc_staff_raw' },
  { file: 'weekly-sales-targets/sales_targets.csv', table: 'sales_targets_raw' },
  { file: 'crm-opportunities/opportunities.csv', table: 'opportunities_raw' },
  { file: 'store-receipts/store_receipts.csv', table: 'store_receipts_raw' },
  { file: 'trolley-sales/trolley_sales.csv', table: 'trolley_sales_raw' },
  { file: 'bike-parts-stock-status/stock_status.csv', table: 'stock_status_raw' },
  { file: 'minibytes-sales-returns/sales_returns.csv', table: 'sales_returns_raw' },
  { file: 'cafe-dirty-sales/dirty_cafe_sales.csv', table: 'dirty_cafe_raw' },
  { file: 'wholesale-customers/Wholesale customers data.csv', table: 'wholesale_customers_raw' },
];

const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => XML_ENTITIES[name]);
const csvField = (text) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The first sheet of an .xlsx file as rows of cell text, read from its XML without the product's
 * reader: shared strings (t="s") become their text, other cells keep the value stored in <v>
 * (numbers as written, dates as Excel serial days). Every cell has a reference (A1, P701), so an
 * empty cell is left empty. The workbooks here have no inline strings or formulas.
 */
function xlsxRows(path) {
  const zip = unzipSync(readFileSync(path));
  const xml = (name) => strFromU8(zip[name]);
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, si]) =>
    unescapeXml([...si.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t]) => t).join('')),
  );
  const column = (ref) =>
    [...ref.replace(/\d+$/, '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
  const sheet = xml('xl/worksheets/sheet1.xml');
  if (/<f>|t="inlineStr"/.test(sheet)) throw new Error(`${path}: formulas or inline strings`);
  return [...sheet.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map(([, row]) => {
    const cells = [];
    for (const [, ref, attrs, value] of row.matchAll(
      /<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|><v>([^<]*)<\/v><\/c>)/g,
    ))
      cells[column(ref)] = / t="s"/.test(attrs) ? shared[Number(value)] : unescapeXml(value ?? '');
    return Array.from(cells, (cell) => cell ?? '');
  });
}

/** Imports each .xlsx file's first sheet (as xlsxRows reads it) into its raw table. */
function importWorkbooks(db, dir) {
  for (const { file, table } of TABLES.filter((t) => t.xlsx)) {
    const csv = join(dir, `${table}.csv`);
    const rows = xlsxRows(join(HERE, 'data', file));
    // Padded to the widest row: a title or note row has fewer cells than the table's columns.
    const width = Math.max(...rows.map((row) => row.length));
    const padded = rows.map((row) => [...row, ...Array(width - row.length).fill('')]);
    writeFileSync(csv, padded.map((row) => row.map(csvField).join(',')).join('\n') + '\n');
    execFileSync(SQLITE, [db, '.bail on', `.import --csv --skip 1 ${csv} ${table}`]);
  }
}

const round = (value) => (typeof value === 'number' ? Math.round(value * 1e6) / 1e6 : value);

function query(db, sql) {
  const out = execFileSync(SQLITE, ['-json', '-readonly', db, sql], { encoding: 'utf8' });
  // Column order is kept: no column name used here looks like an integer.
  return out.trim() === '' ? [] : JSON.parse(out).map((row) => Object.values(row).map(round));
}

function fail(question, message) {
  throw new Error(`${question.id}: ${message}`);
}

/** Turns the rows of a question's SQL into its expected answer, refusing ties and odd shapes. */
function expectedAnswer(question, rows) {
  const unit = question.unit;
  const tolerance = question.tolerance ?? DEFAULT_TOLERANCE[unit];
  if (tolerance === undefined) fail(question, `no tolerance for unit ${unit}`);
  switch (question.answer) {
    case 'number': {
      if (rows.length !== 1 || rows[0].length !== 1) fail(question, 'expected one value');
      const [value] = rows[0];
      if (typeof value !== 'number') fail(question, `not a number: ${value}`);
      return { type: 'number', unit, tolerance, value };
    }
    case 'name': {
      if (rows.length < 1 || rows[0].length !== 2) fail(question, 'expected (name, value) rows');
      const [[value, metric], runnerUp] = rows;
      if (runnerUp && runnerUp[1] === metric)
        fail(question, `tie between ${value} and ${runnerUp[0]}`);
      return {
        type: 'name',
        value: String(value),
        metric: { unit, value: metric },
        runnerUp: runnerUp ? { name: String(runnerUp[0]), value: runnerUp[1] } : null,
      };
    }
    case 'names': {
      if (rows.length < 1 || rows[0].length !== 2) fail(question, 'expected (name, value) rows');
      return {
        type: 'names',
        values: rows.map(([name]) => String(name)),
        metrics: rows.map(([name, value]) => ({ name: String(name), value })),
        metricUnit: unit,
      };
    }
    case 'groups': {
      if (rows.length < 2 || rows[0].length !== 2) fail(question, 'expected (group, value) rows');
      const groups = rows.map(([group]) => group);
      if (new Set(groups).size !== groups.length) fail(question, 'a group appears twice');
      return {
        type: 'groups',
        unit,
        tolerance,
        rows: rows.map(([group, value]) => ({ group: String(group), value })),
      };
    }
    case 'ranked-groups': {
      const n = question.topN;
      if (!Number.isInteger(n) || rows[0]?.length !== 4)
        fail(question, 'expected topN and 4 columns');
      const byGroup = new Map();
      for (const [group, rank, name, value] of rows) {
        if (!byGroup.has(group)) byGroup.set(group, []);
        byGroup.get(group).push({ rank, name, value });
      }
      const out = [];
      for (const [group, items] of byGroup) {
        for (let i = 0; i < Math.min(n, items.length - 1); i += 1) {
          if (items[i].value === items[i + 1].value)
            fail(question, `tie in ${group} at rank ${i + 1}`);
        }
        for (const item of items.slice(0, n)) out.push({ group: String(group), ...item });
      }
      return { type: 'ranked-groups', unit, tolerance, topN: n, rows: out };
    }
    default:
      return fail(question, `unknown answer type ${question.answer}`);
  }
}

function dataSummary(db) {
  const summary = {};
  for (const { file, table, xlsx, rows: statedRows } of TABLES) {
    const bytes = readFileSync(join(HERE, 'data', file));
    const lines = xlsx
      ? xlsxRows(join(HERE, 'data', file)).length
      : bytes
          .toString('utf8')
          .split('\n')
          .filter((line) => line.trim() !== '').length;
    const [[rows]] = query(db, `SELECT COUNT(*) FROM ${table}`);
    // Without quoted line breaks every non-empty line after the header is a row.
    const fileRows = statedRows ?? lines - 1;
    if (rows !== fileRows)
      throw new Error(`${file}: sqlite3 imported ${rows} rows, file has ${fileRows}`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    summary[file] = { sha256, rows };
  }
  return summary;
}

function compute() {
  const { questions } = JSON.parse(readFileSync(QUESTIONS, 'utf8'));
  const ids = questions.map((q) => q.id);
  if (new Set(ids).size !== ids.length) throw new Error('duplicate question ids');
  const dir = mkdtempSync(join(tmpdir(), 'eval-expected-'));
  try {
    const db = join(dir, 'eval.db');
    execFileSync(SQLITE, [db, '.bail on', '.read setup.sql'], { cwd: HERE, stdio: 'inherit' });
    importWorkbooks(db, dir);
    const data = dataSummary(db);
    const answers = questions.map((question) => ({
      id: question.id,
      file: question.file,
      question: question.question,
      kind: question.kind,
      expected: expectedAnswer(question, query(db, question.sql)),
    }));
    return {
      about:
        'Expected answers to table-questions.json, written by compute-expected.mjs (sqlite3 over the raw CSV files, see setup.sql). Do not edit by hand; rerun the script.',
      toleranceRule:
        'A number is right when |answer - value| <= tolerance (count 0, usd 0.5, percent 0.1 percentage points, unless the question sets its own). Percent values are in percent units (17.39 means 17.39%).',
      data,
      answers,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Formatted like the rest of the repository, so `npm run lint` passes on a regenerated file.
const text = await prettier.format(JSON.stringify(compute()), {
  ...(await prettier.resolveConfig(OUTPUT)),
  filepath: OUTPUT,
});
if (process.argv.includes('--check')) {
  if (readFileSync(OUTPUT, 'utf8') !== text) {
    console.error(
      'expected-tables.json is out of date: run node scripts/eval/compute-expected.mjs',
    );
    process.exit(1);
  }
  console.log('expected-tables.json matches a fresh computation.');
} else {
  writeFileSync(OUTPUT, text);
  console.log(`Wrote ${OUTPUT}`);
}
