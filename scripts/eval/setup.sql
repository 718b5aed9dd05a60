-- Loads the evaluation tables into SQLite and exposes typed views over them.
-- Run from scripts/eval/ (the .import paths are relative):
--   sqlite3 /tmp/eval.db ".read setup.sql"
-- The raw tables keep every cell as the text in the CSV; the views only convert text to numbers and
-- dates, with no cleaning or filtering, so a question's SQL over a view is a question over the file.

-- ---------------------------------------------------------------------------------------------
-- data/superstore/superstore.csv: one row per order line.
-- Money is text like "$262", "$1,706", "-$1,665"; percentages are "20%"; dates are M/D/YYYY.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE superstore_raw (
  "Profit Ratio" TEXT, "Category" TEXT, "City" TEXT, "Country" TEXT, "Customer Name" TEXT,
  "Discount" TEXT, "Number of Records" TEXT, "Order Date" TEXT, "Order ID" TEXT,
  "Postal Code" TEXT, "Manufacturer" TEXT, "Product Name" TEXT, "Profit (bin)" TEXT, "Profit" TEXT,
  "Quantity" TEXT, "Region" TEXT, "Sales" TEXT, "Segment" TEXT, "Ship Date" TEXT,
  "Ship Mode" TEXT, "State" TEXT, "Sub-Category" TEXT
);
.import --csv --skip 1 data/superstore/superstore.csv superstore_raw

CREATE VIEW superstore AS
SELECT
  "Order ID" AS order_id,
  printf('%04d-%02d-%02d',
    CAST(substr("Order Date", instr("Order Date", '/')
      + instr(substr("Order Date", instr("Order Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Order Date" AS INTEGER),
    CAST(substr("Order Date", instr("Order Date", '/') + 1) AS INTEGER)) AS order_date,
  printf('%04d-%02d-%02d',
    CAST(substr("Ship Date", instr("Ship Date", '/')
      + instr(substr("Ship Date", instr("Ship Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Ship Date" AS INTEGER),
    CAST(substr("Ship Date", instr("Ship Date", '/') + 1) AS INTEGER)) AS ship_date,
  "Ship Mode" AS ship_mode,
  "Customer Name" AS customer_name,
  "Segment" AS segment,
  "Country" AS country,
  "City" AS city,
  "State" AS state,
  "Postal Code" AS postal_code,
  "Region" AS region,
  "Category" AS category,
  "Sub-Category" AS sub_category,
  "Manufacturer" AS manufacturer,
  "Product Name" AS product_name,
  CAST(replace(replace("Sales", '$', ''), ',', '') AS REAL) AS sales,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST(replace("Discount", '%', '') AS REAL) / 100.0 AS discount,
  CAST(replace(replace("Profit", '$', ''), ',', '') AS REAL) AS profit
FROM superstore_raw;

-- ---------------------------------------------------------------------------------------------
-- data/coffee-chain/Starbucks.csv: one row per state, product and month.
-- Numbers are plain decimals; Date is the first of the month as M/D/YYYY.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE coffee_raw (
  "Market" TEXT, "State" TEXT, "Market Size" TEXT, "Product Type" TEXT, "Product" TEXT,
  "Type" TEXT, "Profit" TEXT, "Margin" TEXT, "Sales" TEXT, "COGS" TEXT, "Total Expenses" TEXT,
  "Marketing" TEXT, "Payroll" TEXT, "Misc" TEXT, "Inventory" TEXT, "Opening" TEXT,
  "Additions" TEXT, "Ending" TEXT, "Margin Rate" TEXT, "Profit Ratio" TEXT, "Budget Profit" TEXT,
  "Budget Margin" TEXT, "Budget Sales" TEXT, "Budget COGS" TEXT, "Budget Payroll" TEXT,
  "Budget Additions" TEXT, "Item Count" TEXT, "Date" TEXT
);
.import --csv --skip 1 data/coffee-chain/Starbucks.csv coffee_raw

CREATE VIEW coffee AS
SELECT
  "Market" AS market,
  "State" AS state,
  "Market Size" AS market_size,
  "Product Type" AS product_type,
  "Product" AS product,
  "Type" AS type,
  CAST("Profit" AS REAL) AS profit,
  CAST("Margin" AS REAL) AS margin,
  CAST("Sales" AS REAL) AS sales,
  CAST("COGS" AS REAL) AS cogs,
  CAST("Total Expenses" AS REAL) AS total_expenses,
  CAST("Marketing" AS REAL) AS marketing,
  CAST("Payroll" AS REAL) AS payroll,
  CAST("Misc" AS REAL) AS misc,
  CAST("Inventory" AS REAL) AS inventory,
  CAST("Budget Profit" AS REAL) AS budget_profit,
  CAST("Budget Margin" AS REAL) AS budget_margin,
  CAST("Budget Sales" AS REAL) AS budget_sales,
  CAST("Budget COGS" AS REAL) AS budget_cogs,
  CAST("Budget Payroll" AS REAL) AS budget_payroll,
  printf('%04d-%02d-%02d',
    CAST(substr("Date", instr("Date", '/')
      + instr(substr("Date", instr("Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Date" AS INTEGER),
    CAST(substr("Date", instr("Date", '/') + 1) AS INTEGER)) AS month
FROM coffee_raw;

-- ---------------------------------------------------------------------------------------------
-- data/amazon-purchases/amazon-purchases-sample.csv: one row per purchased item.
-- Numbers are plain decimals; Order Date is M/D/YYYY; Title and Category are empty on some rows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE amazon_raw (
  "Order Date" TEXT, "Purchase Price Per Unit" TEXT, "Quantity" TEXT,
  "Shipping Address State" TEXT, "Title" TEXT, "ASIN/ISBN (Product Code)" TEXT, "Category" TEXT,
  "Survey ResponseID" TEXT
);
.import --csv --skip 1 data/amazon-purchases/amazon-purchases-sample.csv amazon_raw

CREATE VIEW amazon AS
SELECT
  printf('%04d-%02d-%02d',
    CAST(substr("Order Date", instr("Order Date", '/')
      + instr(substr("Order Date", instr("Order Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Order Date" AS INTEGER),
    CAST(substr("Order Date", instr("Order Date", '/') + 1) AS INTEGER)) AS order_date,
  CAST("Purchase Price Per Unit" AS REAL) AS price,
  CAST("Quantity" AS INTEGER) AS quantity,
  "Shipping Address State" AS state,
  "Title" AS title,
  "ASIN/ISBN (Product Code)" AS product_code,
  "Category" AS category,
  "Survey ResponseID" AS respondent
FROM amazon_raw;

-- ---------------------------------------------------------------------------------------------
-- data/walmart-openings/1962_2006_walmart_store_openings.csv: one row per store.
-- OPENDATE and date_super are M/D/YY (two-digit years: 62 is 1962, 02 is 2002; the file spans
-- 1962-2006); date_super is empty for stores that never became a Supercenter.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE walmart_raw (
  "storenum" TEXT, "OPENDATE" TEXT, "date_super" TEXT, "conversion" TEXT, "st" TEXT,
  "county" TEXT, "STREETADDR" TEXT, "STRCITY" TEXT, "STRSTATE" TEXT, "ZIPCODE" TEXT,
  "type_store" TEXT, "LAT" TEXT, "LON" TEXT, "MONTH" TEXT, "DAY" TEXT, "YEAR" TEXT
);
.import --csv --skip 1 data/walmart-openings/1962_2006_walmart_store_openings.csv walmart_raw

CREATE VIEW walmart AS
SELECT
  CAST("storenum" AS INTEGER) AS store_number,
  printf('%04d-%02d-%02d',
    CAST(substr("OPENDATE", instr("OPENDATE", '/')
      + instr(substr("OPENDATE", instr("OPENDATE", '/') + 1), '/') + 1) AS INTEGER)
      + CASE WHEN CAST(substr("OPENDATE", instr("OPENDATE", '/')
        + instr(substr("OPENDATE", instr("OPENDATE", '/') + 1), '/') + 1) AS INTEGER) >= 50
        THEN 1900 ELSE 2000 END,
    CAST("OPENDATE" AS INTEGER),
    CAST(substr("OPENDATE", instr("OPENDATE", '/') + 1) AS INTEGER)) AS open_date,
  CASE WHEN "date_super" = '' THEN NULL ELSE printf('%04d-%02d-%02d',
    CAST(substr("date_super", instr("date_super", '/')
      + instr(substr("date_super", instr("date_super", '/') + 1), '/') + 1) AS INTEGER)
      + CASE WHEN CAST(substr("date_super", instr("date_super", '/')
        + instr(substr("date_super", instr("date_super", '/') + 1), '/') + 1) AS INTEGER) >= 50
        THEN 1900 ELSE 2000 END,
    CAST("date_super" AS INTEGER),
    CAST(substr("date_super", instr("date_super", '/') + 1) AS INTEGER)) END AS super_date,
  "conversion" AS conversion,
  "STRCITY" AS city,
  "STRSTATE" AS state,
  "type_store" AS store_type,
  CAST("YEAR" AS INTEGER) AS year
FROM walmart_raw;

-- ---------------------------------------------------------------------------------------------
-- data/birdstrikes/birdstrikes.csv: one row per reported wildlife strike (FAA, 1990-2002).
-- Flight Date is YYYY-MM-DD; costs are whole dollars; Speed IAS in knots is empty on some rows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE birdstrikes_raw (
  "Airport Name" TEXT, "Aircraft Make Model" TEXT, "Effect Amount of damage" TEXT,
  "Flight Date" TEXT, "Aircraft Airline Operator" TEXT, "Origin State" TEXT,
  "Phase of flight" TEXT, "Wildlife Size" TEXT, "Wildlife Species" TEXT, "Time of day" TEXT,
  "Cost Other" TEXT, "Cost Repair" TEXT, "Cost Total $" TEXT, "Speed IAS in knots" TEXT
);
.import --csv --skip 1 data/birdstrikes/birdstrikes.csv birdstrikes_raw

CREATE VIEW birdstrikes AS
SELECT
  "Airport Name" AS airport,
  "Aircraft Make Model" AS aircraft,
  "Effect Amount of damage" AS damage,
  "Flight Date" AS flight_date,
  "Aircraft Airline Operator" AS operator,
  "Origin State" AS state,
  "Phase of flight" AS phase,
  "Wildlife Size" AS wildlife_size,
  "Wildlife Species" AS species,
  "Time of day" AS time_of_day,
  CAST("Cost Other" AS REAL) AS cost_other,
  CAST("Cost Repair" AS REAL) AS cost_repair,
  CAST("Cost Total $" AS REAL) AS cost_total,
  CASE WHEN "Speed IAS in knots" = '' THEN NULL ELSE CAST("Speed IAS in knots" AS REAL) END AS speed
FROM birdstrikes_raw;

-- ---------------------------------------------------------------------------------------------
-- data/space-missions/space-mission-data.csv: one row per launch (1958-2022).
-- date is YYYY-MM-DD; price is whole dollars; successful is True or False.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE missions_raw (
  "mission" TEXT, "company" TEXT, "location" TEXT, "date" TEXT, "time" TEXT, "rocket" TEXT,
  "price" TEXT, "successful" TEXT
);
.import --csv --skip 1 data/space-missions/space-mission-data.csv missions_raw

CREATE VIEW missions AS
SELECT
  "mission" AS mission,
  "company" AS company,
  "location" AS location,
  "date" AS launch_date,
  "rocket" AS rocket,
  CAST("price" AS REAL) AS price,
  "successful" = 'True' AS successful
FROM missions_raw;

-- ---------------------------------------------------------------------------------------------
-- data/supermarket-sales/supermarket_Sales.csv: one row per invoice (January-March 2019).
-- Date is M/D/YYYY; amounts are plain numbers; Time is the time of day.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE supermarket_raw (
  "Invoice ID" TEXT, "Branch" TEXT, "City" TEXT, "Customer type" TEXT, "Gender" TEXT,
  "Product line" TEXT, "Unit price" TEXT, "Quantity" TEXT, "Tax 5%" TEXT, "Total" TEXT,
  "Date" TEXT, "Time" TEXT, "Payment" TEXT, "Cost of goods sold" TEXT,
  "Gross margin percentage" TEXT, "Gross income" TEXT, "Customer stratification rating" TEXT
);
.import --csv --skip 1 data/supermarket-sales/supermarket_Sales.csv supermarket_raw

CREATE VIEW supermarket AS
SELECT
  "Invoice ID" AS invoice_id,
  "Branch" AS branch,
  "City" AS city,
  "Customer type" AS customer_type,
  "Gender" AS gender,
  "Product line" AS product_line,
  CAST("Unit price" AS REAL) AS unit_price,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Tax 5%" AS REAL) AS tax,
  CAST("Total" AS REAL) AS total,
  printf('%04d-%02d-%02d',
    CAST(substr("Date", instr("Date", '/') + instr(substr("Date", instr("Date", '/') + 1), '/') + 1)
      AS INTEGER),
    CAST("Date" AS INTEGER),
    CAST(substr("Date", instr("Date", '/') + 1) AS INTEGER)) AS sale_date,
  "Payment" AS payment,
  CAST("Cost of goods sold" AS REAL) AS cogs,
  CAST("Gross income" AS REAL) AS gross_income,
  CAST("Customer stratification rating" AS REAL) AS rating
FROM supermarket_raw;

-- ---------------------------------------------------------------------------------------------
-- data/nyc-311-animals/311_Animals_short.csv: one row per 311 service request about animals
-- (New York City, 2025-01-01 to 2025-03-14). Dates are "M/D/YYYY H:MM"; the views keep the day
-- (YYYY-MM-DD). Closed Date is empty while a request is In Progress.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE nyc311_raw (
  "Unique Key" TEXT, "Created Date" TEXT, "Closed Date" TEXT, "Agency" TEXT, "Agency Name" TEXT,
  "Complaint Type" TEXT, "Descriptor" TEXT, "Location Type" TEXT, "Incident Zip" TEXT,
  "Incident Address" TEXT, "Street Name" TEXT, "Cross Street 1" TEXT, "Cross Street 2" TEXT,
  "Intersection Street 1" TEXT, "Intersection Street 2" TEXT, "Address Type" TEXT, "City" TEXT,
  "Landmark" TEXT, "Facility Type" TEXT, "Status" TEXT, "Due Date" TEXT,
  "Resolution Action Updated Date" TEXT, "Community Board" TEXT, "Borough" TEXT,
  "X Coordinate (State Plane)" TEXT, "Y Coordinate (State Plane)" TEXT, "Park Facility Name" TEXT,
  "Park Borough" TEXT, "Latitude" TEXT, "Longitude" TEXT, "Location" TEXT
);
.import --csv --skip 1 data/nyc-311-animals/311_Animals_short.csv nyc311_raw

CREATE VIEW nyc311 AS
SELECT
  "Unique Key" AS unique_key,
  printf('%04d-%02d-%02d',
    CAST(substr("Created Date", instr("Created Date", '/')
      + instr(substr("Created Date", instr("Created Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Created Date" AS INTEGER),
    CAST(substr("Created Date", instr("Created Date", '/') + 1) AS INTEGER)) AS created_date,
  CASE WHEN "Closed Date" = '' THEN NULL ELSE printf('%04d-%02d-%02d',
    CAST(substr("Closed Date", instr("Closed Date", '/')
      + instr(substr("Closed Date", instr("Closed Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Closed Date" AS INTEGER),
    CAST(substr("Closed Date", instr("Closed Date", '/') + 1) AS INTEGER)) END AS closed_date,
  "Agency" AS agency,
  "Agency Name" AS agency_name,
  "Complaint Type" AS complaint_type,
  "Descriptor" AS descriptor,
  "Location Type" AS location_type,
  "Incident Zip" AS zip,
  "Status" AS status,
  "Borough" AS borough
FROM nyc311_raw;

-- ---------------------------------------------------------------------------------------------
-- data/financial-sample/Financial Sample.xlsx: one row per segment, country, product and month
-- (September 2013 to December 2014). sqlite3 cannot read .xlsx: compute-expected.mjs writes the
-- first sheet's cells as stored (numbers as written in the XML, shared strings as text) to a CSV
-- and imports it into financial_raw after this file. Date is an Excel serial day (41640 =
-- 2014-01-01); the header " Sales" has a leading space in the workbook.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE financial_raw (
  "Segment" TEXT, "Country" TEXT, "Product" TEXT, "Discount Band" TEXT, "Units Sold" TEXT,
  "Manufacturing Price" TEXT, "Sale Price" TEXT, "Gross Sales" TEXT, "Discounts" TEXT,
  " Sales" TEXT, "COGS" TEXT, "Profit" TEXT, "Date" TEXT, "Month Number" TEXT, "Month Name" TEXT,
  "Year" TEXT
);

CREATE VIEW financial AS
SELECT
  "Segment" AS segment,
  "Country" AS country,
  "Product" AS product,
  "Discount Band" AS discount_band,
  CAST("Units Sold" AS REAL) AS units_sold,
  CAST("Manufacturing Price" AS REAL) AS manufacturing_price,
  CAST("Sale Price" AS REAL) AS sale_price,
  CAST("Gross Sales" AS REAL) AS gross_sales,
  CAST("Discounts" AS REAL) AS discounts,
  CAST(" Sales" AS REAL) AS sales,
  CAST("COGS" AS REAL) AS cogs,
  CAST("Profit" AS REAL) AS profit,
  date('1899-12-30', '+' || CAST("Date" AS INTEGER) || ' days') AS sale_date,
  CAST("Year" AS INTEGER) AS year
FROM financial_raw;

-- ---------------------------------------------------------------------------------------------
-- data/restaurant-tips/tips.csv: one row per bill (a party's meal); no date, the day is a weekday
-- name (Thur, Fri, Sat, Sun). Amounts are plain dollars; size is the number of people.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE tips_raw (
  "total_bill" TEXT, "tip" TEXT, "sex" TEXT, "smoker" TEXT, "day" TEXT, "time" TEXT, "size" TEXT
);
.import --csv --skip 1 data/restaurant-tips/tips.csv tips_raw

CREATE VIEW tips AS
SELECT
  CAST("total_bill" AS REAL) AS total_bill,
  CAST("tip" AS REAL) AS tip,
  "sex" AS sex,
  "smoker" AS smoker,
  "day" AS day,
  "time" AS time,
  CAST("size" AS INTEGER) AS size
FROM tips_raw;

-- ---------------------------------------------------------------------------------------------
-- data/telco-churn/telco-customer-churn-by-IBM.csv: one row per customer (sixth round).
-- camelCase headers; SeniorCitizen is 0 or 1, the other flags Yes/No (some 'No internet service'
-- or 'No phone service'); tenure is in months; TotalCharges is ' ' (a space) for the 11 customers
-- with tenure 0, read as no value (NULL), so averages skip them as a spreadsheet's would.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE telco_raw (
  "customerID" TEXT, "gender" TEXT, "SeniorCitizen" TEXT, "Partner" TEXT, "Dependents" TEXT,
  "tenure" TEXT, "PhoneService" TEXT, "MultipleLines" TEXT, "InternetService" TEXT,
  "OnlineSecurity" TEXT, "OnlineBackup" TEXT, "DeviceProtection" TEXT, "TechSupport" TEXT,
  "StreamingTV" TEXT, "StreamingMovies" TEXT, "Contract" TEXT, "PaperlessBilling" TEXT,
  "PaymentMethod" TEXT, "MonthlyCharges" TEXT, "TotalCharges" TEXT, "Churn" TEXT
);
.import --csv --skip 1 data/telco-churn/telco-customer-churn-by-IBM.csv telco_raw

CREATE VIEW telco AS
SELECT
  "customerID" AS customer_id,
  "gender" AS gender,
  CAST("SeniorCitizen" AS INTEGER) AS senior_citizen,
  "Partner" AS partner,
  "Dependents" AS dependents,
  CAST("tenure" AS INTEGER) AS tenure,
  "PhoneService" AS phone_service,
  "MultipleLines" AS multiple_lines,
  "InternetService" AS internet_service,
  "OnlineSecurity" AS online_security,
  "TechSupport" AS tech_support,
  "StreamingTV" AS streaming_tv,
  "StreamingMovies" AS streaming_movies,
  "Contract" AS contract,
  "PaperlessBilling" AS paperless_billing,
  "PaymentMethod" AS payment_method,
  CAST("MonthlyCharges" AS REAL) AS monthly_charges,
  CASE WHEN trim("TotalCharges") = '' THEN NULL ELSE CAST("TotalCharges" AS REAL) END
    AS total_charges,
  "Churn" AS churn
FROM telco_raw;

-- ---------------------------------------------------------------------------------------------
-- data/taxi-trips/yellow_tripdata_sample_2019-01.csv: one row per taxi trip (sixth round).
-- snake_case headers; pickup and dropoff are date-times 'YYYY-MM-DD HH:MM:SS' (all pickups in
-- January 2019, 4 dropoffs on 2019-02-01); vendor, rate code, payment type and locations are
-- number codes (no names in the file); amounts are plain dollars; congestion_surcharge is empty
-- in 6,327 rows (NULL).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE taxi_raw (
  "vendor_id" TEXT, "pickup_datetime" TEXT, "dropoff_datetime" TEXT, "passenger_count" TEXT,
  "trip_distance" TEXT, "rate_code_id" TEXT, "store_and_fwd_flag" TEXT,
  "pickup_location_id" TEXT, "dropoff_location_id" TEXT, "payment_type" TEXT,
  "fare_amount" TEXT, "extra" TEXT, "mta_tax" TEXT, "tip_amount" TEXT, "tolls_amount" TEXT,
  "improvement_surcharge" TEXT, "total_amount" TEXT, "congestion_surcharge" TEXT
);
.import --csv --skip 1 data/taxi-trips/yellow_tripdata_sample_2019-01.csv taxi_raw

CREATE VIEW taxi AS
SELECT
  "vendor_id" AS vendor_id,
  "pickup_datetime" AS pickup_datetime,
  substr("pickup_datetime", 1, 10) AS pickup_date,
  CAST(substr("pickup_datetime", 12, 2) AS INTEGER) AS pickup_hour,
  "dropoff_datetime" AS dropoff_datetime,
  substr("dropoff_datetime", 1, 10) AS dropoff_date,
  CAST("passenger_count" AS INTEGER) AS passenger_count,
  CAST("trip_distance" AS REAL) AS trip_distance,
  "rate_code_id" AS rate_code_id,
  "store_and_fwd_flag" AS store_and_fwd_flag,
  "pickup_location_id" AS pickup_location_id,
  "dropoff_location_id" AS dropoff_location_id,
  "payment_type" AS payment_type,
  CAST("fare_amount" AS REAL) AS fare_amount,
  CAST("extra" AS REAL) AS extra,
  CAST("tip_amount" AS REAL) AS tip_amount,
  CAST("tolls_amount" AS REAL) AS tolls_amount,
  CAST("total_amount" AS REAL) AS total_amount,
  CASE WHEN "congestion_surcharge" = '' THEN NULL ELSE CAST("congestion_surcharge" AS REAL) END
    AS congestion_surcharge
FROM taxi_raw;

-- ---------------------------------------------------------------------------------------------
-- data/olympic-winners/olympic-winners.csv: one row per athlete (or, 5 rows with no name, per
-- team entry) and Games (seventh round). Lower-case headers; a UTF-8 byte order mark; `date` is
-- D/M/YYYY or DD/MM/YYYY, day first (24/08/2008, 1/10/2000, 12/8/2012); `age` and `athlete` are
-- empty in 5 rows (NULL, so averages and distinct counts skip them).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE olympic_raw (
  "athlete" TEXT, "age" TEXT, "country" TEXT, "year" TEXT, "date" TEXT, "sport" TEXT,
  "gold" TEXT, "silver" TEXT, "bronze" TEXT, "total" TEXT
);
.import --csv --skip 1 data/olympic-winners/olympic-winners.csv olympic_raw

CREATE VIEW olympic AS
SELECT
  NULLIF("athlete", '') AS athlete,
  CASE WHEN "age" = '' THEN NULL ELSE CAST("age" AS INTEGER) END AS age,
  "country" AS country,
  CAST("year" AS INTEGER) AS year,
  printf('%04d-%02d-%02d',
    CAST(substr("date", instr("date", '/') + instr(substr("date", instr("date", '/') + 1), '/') + 1)
      AS INTEGER),
    CAST(substr("date", instr("date", '/') + 1) AS INTEGER),
    CAST("date" AS INTEGER)) AS date,
  "sport" AS sport,
  CAST("gold" AS INTEGER) AS gold,
  CAST("silver" AS INTEGER) AS silver,
  CAST("bronze" AS INTEGER) AS bronze,
  CAST("total" AS INTEGER) AS total
FROM olympic_raw;

-- ---------------------------------------------------------------------------------------------
-- data/county-unemployment/laucnty16.csv: one row per US county (and Puerto Rico municipio),
-- BLS Local Area Unemployment Statistics, annual averages for 2016 (seventh round). The first
-- header has a leading space (" LAUS Code"); FIPS codes keep their leading zeros ("01", "001");
-- the county and its state share one cell ("Autauga County, AL"); counts are written with
-- thousands separators and trailing spaces ("25,649     ") and the rate with trailing spaces.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE lau_raw (
  "laus_code" TEXT, "state_fips" TEXT, "county_fips" TEXT, "county" TEXT, "year" TEXT,
  "labor_force" TEXT, "employed" TEXT, "unemployed" TEXT, "rate" TEXT
);
.import --csv --skip 1 data/county-unemployment/laucnty16.csv lau_raw

CREATE VIEW lau AS
SELECT
  "laus_code" AS laus_code,
  "state_fips" AS state_fips,
  "county_fips" AS county_fips,
  "county" AS county,
  trim(substr("county", instr("county", ',') + 1)) AS state,
  CAST("year" AS INTEGER) AS year,
  CAST(replace(trim("labor_force"), ',', '') AS INTEGER) AS labor_force,
  CAST(replace(trim("employed"), ',', '') AS INTEGER) AS employed,
  CAST(replace(trim("unemployed"), ',', '') AS INTEGER) AS unemployed,
  CAST(trim("rate") AS REAL) AS rate
FROM lau_raw;

-- ---------------------------------------------------------------------------------------------
-- data/medicare-charges/medicare.csv: one row per hospital (provider) and diagnosis-related
-- group (DRG), CMS inpatient charges (eighth round). Title Case headers, one with a comma
-- ("City, State") and four with a trailing space ("Average Covered Charges ", "Total
-- Discharges "); upper-case names and cities; `Total Payment` is written with thousands
-- separators, with or without ".00" ("68,641.00", "93,951"); `Number of Records` is 1 on every
-- row; `Reimbursement Rate` is a fraction (0.176230308), not a percentage; one `Total
-- Discharges ` cell is written with a separator ("1,571").
-- ---------------------------------------------------------------------------------------------
CREATE TABLE medicare_raw (
  "city_state" TEXT, "classification" TEXT, "definition" TEXT, "drg" TEXT, "hrr" TEXT,
  "provider_city" TEXT, "provider_id" TEXT, "provider_name" TEXT, "provider_state" TEXT,
  "provider_street" TEXT, "provider_zip" TEXT, "avg_covered_charges" TEXT,
  "avg_total_payments" TEXT, "number_of_records" TEXT, "reimbursement_rate" TEXT,
  "total_discharges" TEXT, "total_payment" TEXT
);
.import --csv --skip 1 data/medicare-charges/medicare.csv medicare_raw

CREATE VIEW medicare AS
SELECT
  "city_state" AS city_state,
  "classification" AS classification,
  "definition" AS definition,
  "drg" AS drg,
  "hrr" AS hrr,
  "provider_city" AS provider_city,
  "provider_id" AS provider_id,
  "provider_name" AS provider_name,
  "provider_state" AS provider_state,
  "provider_street" AS provider_street,
  "provider_zip" AS provider_zip,
  CAST("avg_covered_charges" AS REAL) AS avg_covered_charges,
  CAST("avg_total_payments" AS REAL) AS avg_total_payments,
  CAST("number_of_records" AS INTEGER) AS number_of_records,
  CAST("reimbursement_rate" AS REAL) AS reimbursement_rate,
  CAST(replace("total_discharges", ',', '') AS INTEGER) AS total_discharges,
  CAST(replace("total_payment", ',', '') AS REAL) AS total_payment
FROM medicare_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ai-salaries/salaries-ai-jobs-net.csv: one row per reported salary of a data or AI job
-- (eighth round). snake_case headers; a UTF-8 byte order mark; CRLF line endings; codes for
-- `experience_level` (EN, MI, SE, EX), `employment_type` (FT, PT, CT, FL) and `company_size`
-- (S, M, L); countries as ISO codes; `salary` in the currency of `salary_currency`,
-- `salary_in_usd` the same in US dollars; `remote_ratio` 0, 50 or 100; `work_year` a year.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE salaries_raw (
  "work_year" TEXT, "experience_level" TEXT, "employment_type" TEXT, "job_title" TEXT,
  "salary" TEXT, "salary_currency" TEXT, "salary_in_usd" TEXT, "employee_residence" TEXT,
  "remote_ratio" TEXT, "company_location" TEXT, "company_size" TEXT
);
.import --csv --skip 1 data/ai-salaries/salaries-ai-jobs-net.csv salaries_raw

CREATE VIEW salaries AS
SELECT
  CAST("work_year" AS INTEGER) AS work_year,
  "experience_level" AS experience_level,
  "employment_type" AS employment_type,
  "job_title" AS job_title,
  CAST("salary" AS INTEGER) AS salary,
  "salary_currency" AS salary_currency,
  CAST("salary_in_usd" AS INTEGER) AS salary_in_usd,
  "employee_residence" AS employee_residence,
  CAST("remote_ratio" AS INTEGER) AS remote_ratio,
  "company_location" AS company_location,
  "company_size" AS company_size
FROM salaries_raw;

-- ---------------------------------------------------------------------------------------------
-- data/online-retail-germany/germany.csv: one row per invoice line of a UK online gift shop's
-- customers in Germany, December 2010 to December 2011 (pycaret's subset of the UCI Online Retail
-- data; ninth round). CamelCase headers and abbreviations (`InvoiceNo`, `UnitPrice`,
-- `CustomerID`); a UTF-8 byte order mark and CRLF line endings; `InvoiceDate` is M/D/YYYY H:MM
-- (`12/1/2010 13:04`); cancelled lines have an `InvoiceNo` starting with C and a negative
-- `Quantity`; postage is a line of its own (`StockCode` POST, `Description` POSTAGE); there is
-- no amount column (a line's value is `Quantity` × `UnitPrice`); every `Country` is Germany.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE germany_raw (
  "InvoiceNo" TEXT, "StockCode" TEXT, "Description" TEXT, "Quantity" TEXT, "InvoiceDate" TEXT,
  "UnitPrice" TEXT, "CustomerID" TEXT, "Country" TEXT
);
.import --csv --skip 1 data/online-retail-germany/germany.csv germany_raw

CREATE VIEW germany AS
SELECT
  "InvoiceNo" AS invoice_no,
  "StockCode" AS stock_code,
  "Description" AS description,
  CAST("Quantity" AS INTEGER) AS quantity,
  printf('%04d-%02d-%02d',
    CAST(substr("InvoiceDate", instr("InvoiceDate", '/')
      + instr(substr("InvoiceDate", instr("InvoiceDate", '/') + 1), '/') + 1, 4) AS INTEGER),
    CAST("InvoiceDate" AS INTEGER),
    CAST(substr("InvoiceDate", instr("InvoiceDate", '/') + 1) AS INTEGER)) AS invoice_date,
  CAST(substr("InvoiceDate", instr("InvoiceDate", ' ') + 1) AS INTEGER) AS invoice_hour,
  CAST("UnitPrice" AS REAL) AS unit_price,
  "CustomerID" AS customer_id,
  "Country" AS country
FROM germany_raw;

-- ---------------------------------------------------------------------------------------------
-- data/houston-employees/employee.csv: one row per City of Houston employee (2,000 of them, the
-- Pandas Cookbook's sample; ninth round). ALL CAPS snake_case headers (`BASE_SALARY`,
-- `HIRE_DATE`); two ISO date columns (`HIRE_DATE`, and `JOB_DATE`, the start of the current
-- position, empty in 3 rows); `BASE_SALARY` is written `121862.0` and is empty in 114 rows and
-- `RACE` in 35 (NULL, so averages and counts of values skip them).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE employee_raw (
  "UNIQUE_ID" TEXT, "POSITION_TITLE" TEXT, "DEPARTMENT" TEXT, "BASE_SALARY" TEXT, "RACE" TEXT,
  "EMPLOYMENT_TYPE" TEXT, "GENDER" TEXT, "EMPLOYMENT_STATUS" TEXT, "HIRE_DATE" TEXT,
  "JOB_DATE" TEXT
);
.import --csv --skip 1 data/houston-employees/employee.csv employee_raw

CREATE VIEW employee AS
SELECT
  CAST("UNIQUE_ID" AS INTEGER) AS unique_id,
  "POSITION_TITLE" AS position_title,
  "DEPARTMENT" AS department,
  CASE WHEN "BASE_SALARY" = '' THEN NULL ELSE CAST("BASE_SALARY" AS REAL) END AS base_salary,
  NULLIF("RACE", '') AS race,
  "EMPLOYMENT_TYPE" AS employment_type,
  "GENDER" AS gender,
  "EMPLOYMENT_STATUS" AS employment_status,
  "HIRE_DATE" AS hire_date,
  NULLIF("JOB_DATE", '') AS job_date
FROM employee_raw;

-- ---------------------------------------------------------------------------------------------
-- data/narrator-sales/sales.csv: one row per order (10,000 synthetic orders generated by the
-- narrator R package's data-raw/sales.R; eleventh round). Title Case one-word headers and
-- `Order ID`; ISO dates (2019-01-01 to 2021-12-31); `Region` is EMEA, NA (North America, written
-- as the two letters, not a missing value), ASPAC or LATAM; `Promotion` is 0 or 1; `Sales` is
-- `Price` × `Quantity` (× 0.8 on promotion) written with floating-point noise
-- (2007.0399999999997).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE narrator_raw (
  "Order ID" TEXT, "Date" TEXT, "Region" TEXT, "Product" TEXT, "Store" TEXT, "Promotion" TEXT,
  "Price" TEXT, "Quantity" TEXT, "Sales" TEXT
);
.import --csv --skip 1 data/narrator-sales/sales.csv narrator_raw

CREATE VIEW narrator AS
SELECT
  "Order ID" AS order_id,
  "Date" AS order_date,
  "Region" AS region,
  "Product" AS product,
  "Store" AS store,
  CAST("Promotion" AS INTEGER) AS promotion,
  CAST("Price" AS REAL) AS price,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Sales" AS REAL) AS sales
FROM narrator_raw;

-- ---------------------------------------------------------------------------------------------
-- data/uk-government-flights/tutorial_flights.csv: one row per flight ticket bought by three
-- (renamed) UK government departments in 2011 (Apache Superset's tutorial data; eleventh round).
-- Every header quoted, several words long (`Ticket Single or Return`, `Origin ICAO`); ISO dates
-- in `Travel Date`; `Cost` in pounds; `Distance` a whole number; origin and destination each
-- with a name, municipality (origin only), region, country and coordinates. Two rows (one ticket
-- written twice, to `KDEN`) have Excel's `#N/A` for every destination cell and the distance: no
-- value (NULL), so averages skip them and no comparison keeps them. (The first view read them as
-- a distance of 0 and a country named `#N/A`; corrected after the first run, see README.md.)
-- ---------------------------------------------------------------------------------------------
CREATE TABLE flights_raw (
  "Department" TEXT, "Cost" TEXT, "Travel Class" TEXT, "Ticket Single or Return" TEXT,
  "Airline" TEXT, "Travel Date" TEXT, "Origin ICAO" TEXT, "Origin Name" TEXT,
  "Origin Municipality" TEXT, "Origin Region" TEXT, "Origin Country" TEXT,
  "Origin Latitude" TEXT, "Origin Longitude" TEXT, "Destination ICAO" TEXT,
  "Destination Name" TEXT, "Destination Region" TEXT, "Destination Country" TEXT,
  "Destination Latitude" TEXT, "Destination Longitude" TEXT, "Distance" TEXT
);
.import --csv --skip 1 data/uk-government-flights/tutorial_flights.csv flights_raw

CREATE VIEW flights AS
SELECT
  "Department" AS department,
  CAST("Cost" AS REAL) AS cost,
  "Travel Class" AS travel_class,
  "Ticket Single or Return" AS ticket,
  "Airline" AS airline,
  "Travel Date" AS travel_date,
  "Origin Name" AS origin_name,
  "Origin Region" AS origin_region,
  "Origin Country" AS origin_country,
  NULLIF("Destination Name", '#N/A') AS destination_name,
  NULLIF("Destination Region", '#N/A') AS destination_region,
  NULLIF("Destination Country", '#N/A') AS destination_country,
  CAST(NULLIF("Distance", '#N/A') AS INTEGER) AS distance
FROM flights_raw;

-- ---------------------------------------------------------------------------------------------
-- data/sports-donations/sports-political-donations.csv: one row per political contribution by a
-- sports team owner or commissioner (FiveThirtyEight, FEC and OpenSecrets data; tenth round).
-- Title Case headers with a space (`Election Year`); `Amount` is text with a dollar sign, a
-- thousands separator and a trailing space (`"$4,000 "`); `Team` and `League` sometimes list two
-- (`NBA, WNBA`), kept as written; `Party` has `Bipartisan, but mostly Republican` and `N/A`. No
-- line break after the last row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE donations_raw (
  "Owner" TEXT, "Team" TEXT, "League" TEXT, "Recipient" TEXT, "Amount" TEXT,
  "Election Year" TEXT, "Party" TEXT
);
.import --csv --skip 1 data/sports-donations/sports-political-donations.csv donations_raw

CREATE VIEW donations AS
SELECT
  "Owner" AS owner,
  "Team" AS team,
  "League" AS league,
  "Recipient" AS recipient,
  CAST(replace(replace(trim("Amount"), '$', ''), ',', '') AS REAL) AS amount,
  CAST("Election Year" AS INTEGER) AS election_year,
  "Party" AS party
FROM donations_raw;

-- ---------------------------------------------------------------------------------------------
-- data/foul-balls/foul-balls.csv: one row per foul ball from the most foul-heavy day at ten MLB
-- stadiums in 2019 (FiveThirtyEight; tenth round). lower snake_case headers (`type_of_hit`,
-- `exit_velocity`, in mph, empty in 326 rows); ISO `game_date`; the zones are numbers 1-7 and
-- `camera_zone` is empty in 513 rows (NULL, so averages and comparisons skip them). No line break
-- after the last row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE foul_raw (
  "matchup" TEXT, "game_date" TEXT, "type_of_hit" TEXT, "exit_velocity" TEXT,
  "predicted_zone" TEXT, "camera_zone" TEXT, "used_zone" TEXT
);
.import --csv --skip 1 data/foul-balls/foul-balls.csv foul_raw

CREATE VIEW foul AS
SELECT
  "matchup" AS matchup,
  "game_date" AS game_date,
  "type_of_hit" AS type_of_hit,
  CASE WHEN "exit_velocity" = '' THEN NULL ELSE CAST("exit_velocity" AS REAL) END AS exit_velocity,
  CAST("predicted_zone" AS INTEGER) AS predicted_zone,
  CASE WHEN "camera_zone" = '' THEN NULL ELSE CAST("camera_zone" AS INTEGER) END AS camera_zone,
  CAST("used_zone" AS INTEGER) AS used_zone
FROM foul_raw;

-- ---------------------------------------------------------------------------------------------
-- data/adventure-works-sales/sales.csv: one row per sales order line of the fictitious bicycle
-- company Adventure Works (MicrosoftLearning/dp-data; twelfth round), the first 10,000 of the
-- repository's 32,718 lines (2019-07-01 to 2021-07-27). PascalCase headers (`SalesOrderNumber`,
-- `UnitPrice`, `TaxAmount`); no amount column (revenue is `UnitPrice` × `Quantity`, and
-- `Quantity` is 1 on every line here); items with a size after a comma (`"Road-150 Red, 48"`);
-- ISO dates; CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE adventure_raw (
  "SalesOrderNumber" TEXT, "SalesOrderLineNumber" TEXT, "OrderDate" TEXT, "CustomerName" TEXT,
  "EmailAddress" TEXT, "Item" TEXT, "Quantity" TEXT, "UnitPrice" TEXT, "TaxAmount" TEXT
);
.import --csv --skip 1 data/adventure-works-sales/sales.csv adventure_raw

CREATE VIEW adventure AS
SELECT
  "SalesOrderNumber" AS order_number,
  CAST("SalesOrderLineNumber" AS INTEGER) AS line_number,
  "OrderDate" AS order_date,
  "CustomerName" AS customer_name,
  "EmailAddress" AS email,
  "Item" AS item,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("UnitPrice" AS REAL) AS unit_price,
  CAST("TaxAmount" AS REAL) AS tax_amount,
  CAST("Quantity" AS INTEGER) * CAST("UnitPrice" AS REAL) AS revenue
FROM adventure_raw;

-- ---------------------------------------------------------------------------------------------
-- data/global-superstore-orders/global_super_store_orders.tsv: 1,000 order lines of the Global
-- Superstore (plotly/datasets; twelfth round). Tab-separated, with CSV quoting for product names
-- holding quotes (`"ACCOHIDE 3-Ring Binder, Blue, 1"""`); a first column with an empty header
-- (a row number); decimal commas (`45,06`, `0,2`) in `Sales`, `Discount`, `Profit` and
-- `Shipping Cost`; dates M/D/YY (two-digit years, 11 to 14 are 2011-2014); `Postal Code` empty
-- outside the United States and written `27217.0`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE global_raw (
  "row" TEXT, "Row ID" TEXT, "Order ID" TEXT, "Order Date" TEXT, "Ship Date" TEXT,
  "Ship Mode" TEXT, "Customer ID" TEXT, "Customer Name" TEXT, "Segment" TEXT, "City" TEXT,
  "State" TEXT, "Country" TEXT, "Postal Code" TEXT, "Market" TEXT, "Region" TEXT,
  "Product ID" TEXT, "Category" TEXT, "Sub-Category" TEXT, "Product Name" TEXT, "Sales" TEXT,
  "Quantity" TEXT, "Discount" TEXT, "Profit" TEXT, "Shipping Cost" TEXT, "Order Priority" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/global-superstore-orders/global_super_store_orders.tsv global_raw
.separator ","

CREATE VIEW global_orders AS
SELECT
  "Order ID" AS order_id,
  printf('%04d-%02d-%02d',
    2000 + CAST(substr("Order Date", instr("Order Date", '/')
      + instr(substr("Order Date", instr("Order Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Order Date" AS INTEGER),
    CAST(substr("Order Date", instr("Order Date", '/') + 1) AS INTEGER)) AS order_date,
  printf('%04d-%02d-%02d',
    2000 + CAST(substr("Ship Date", instr("Ship Date", '/')
      + instr(substr("Ship Date", instr("Ship Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Ship Date" AS INTEGER),
    CAST(substr("Ship Date", instr("Ship Date", '/') + 1) AS INTEGER)) AS ship_date,
  "Ship Mode" AS ship_mode,
  "Customer ID" AS customer_id,
  "Customer Name" AS customer_name,
  "Segment" AS segment,
  "City" AS city,
  "State" AS state,
  "Country" AS country,
  "Market" AS market,
  "Region" AS region,
  "Product ID" AS product_id,
  "Category" AS category,
  "Sub-Category" AS sub_category,
  "Product Name" AS product_name,
  CAST(replace("Sales", ',', '.') AS REAL) AS sales,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST(replace("Discount", ',', '.') AS REAL) AS discount,
  CAST(replace("Profit", ',', '.') AS REAL) AS profit,
  CAST(replace("Shipping Cost", ',', '.') AS REAL) AS shipping_cost,
  "Order Priority" AS order_priority
FROM global_raw;

-- data/facebook-live-sellers/facebook.csv: one row per Facebook post of ten Thai live sellers
-- (UCI "Facebook Live Sellers in Thailand", pycaret's copy; thirteenth round). snake_case headers
-- with a `num_` prefix on every count; `status_published` is M/D/YYYY H:MM (a time of day in every
-- cell; periods use the day, the time ignored); 53 rows repeat another row's `status_id`. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE facebook_raw (
  "status_id" TEXT, "status_type" TEXT, "status_published" TEXT, "num_reactions" TEXT,
  "num_comments" TEXT, "num_shares" TEXT, "num_likes" TEXT, "num_loves" TEXT, "num_wows" TEXT,
  "num_hahas" TEXT, "num_sads" TEXT, "num_angrys" TEXT
);
.import --csv --skip 1 data/facebook-live-sellers/facebook.csv facebook_raw

CREATE VIEW facebook AS
SELECT
  "status_id" AS status_id,
  "status_type" AS status_type,
  printf('%04d-%02d-%02d',
    CAST(substr(day, instr(day, '/') + instr(substr(day, instr(day, '/') + 1), '/') + 1) AS INTEGER),
    CAST(day AS INTEGER),
    CAST(substr(day, instr(day, '/') + 1) AS INTEGER)) AS published_date,
  CAST(substr("status_published", instr("status_published", ' ') + 1) AS INTEGER) AS published_hour,
  CAST("num_reactions" AS INTEGER) AS reactions,
  CAST("num_comments" AS INTEGER) AS comments,
  CAST("num_shares" AS INTEGER) AS shares,
  CAST("num_likes" AS INTEGER) AS likes,
  CAST("num_loves" AS INTEGER) AS loves,
  CAST("num_wows" AS INTEGER) AS wows,
  CAST("num_hahas" AS INTEGER) AS hahas,
  CAST("num_sads" AS INTEGER) AS sads,
  CAST("num_angrys" AS INTEGER) AS angrys
FROM (
  SELECT *, substr("status_published", 1, instr("status_published", ' ') - 1) AS day
  FROM facebook_raw
);

-- ---------------------------------------------------------------------------------------------
-- data/hr-employees/employee.csv: one row per employee of a simulated HR data set (pycaret's
-- copy; thirteenth round), the first 10,000 of its 14,999 rows. UTF-8 with a byte order mark,
-- snake_case headers with one misspelt (`average_montly_hours`) and two capitalised
-- (`Work_accident`); `Work_accident`, `promotion_last_5years` and `left` are 0/1 flags;
-- `satisfaction_level` and `last_evaluation` are fractions 0-1; `salary` is low, medium or high.
-- CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE hr_raw (
  "satisfaction_level" TEXT, "last_evaluation" TEXT, "number_project" TEXT,
  "average_montly_hours" TEXT, "time_spend_company" TEXT, "Work_accident" TEXT,
  "promotion_last_5years" TEXT, "department" TEXT, "salary" TEXT, "left" TEXT
);
.import --csv --skip 1 data/hr-employees/employee.csv hr_raw

CREATE VIEW hr AS
SELECT
  CAST("satisfaction_level" AS REAL) AS satisfaction_level,
  CAST("last_evaluation" AS REAL) AS last_evaluation,
  CAST("number_project" AS INTEGER) AS number_project,
  CAST("average_montly_hours" AS INTEGER) AS monthly_hours,
  CAST("time_spend_company" AS INTEGER) AS years_at_company,
  CAST("Work_accident" AS INTEGER) AS work_accident,
  CAST("promotion_last_5years" AS INTEGER) AS promoted,
  "department" AS department,
  "salary" AS salary,
  CAST("left" AS INTEGER) AS left_company
FROM hr_raw;

-- ---------------------------------------------------------------------------------------------
-- data/sales-reps-workbook/sample-sales-reps.xlsx: one row per sale line of a made-up clothing
-- wholesaler (Practical Business Python's sample data; fourteenth round), one sheet named
-- sample-salesv4. compute-expected.mjs writes its cells to a CSV and imports it into
-- sales_reps_raw after this file. Lower-case headers with spaces (`account number` beside
-- `customer name`, `ext price` = quantity × unit price); `date` is text with a time of day
-- (2015-11-17 05:58:34), not an Excel date. June 2015 to June 2016.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sales_reps_raw (
  "account number" TEXT, "customer name" TEXT, "sales rep" TEXT, "sku" TEXT, "category" TEXT,
  "quantity" TEXT, "unit price" TEXT, "ext price" TEXT, "date" TEXT
);

CREATE VIEW sales_reps AS
SELECT
  "account number" AS account_number,
  "customer name" AS customer,
  "sales rep" AS sales_rep,
  "sku" AS sku,
  "category" AS category,
  CAST("quantity" AS INTEGER) AS quantity,
  CAST("unit price" AS REAL) AS unit_price,
  CAST("ext price" AS REAL) AS ext_price,
  substr("date", 1, 10) AS sale_date
FROM sales_reps_raw;

-- ---------------------------------------------------------------------------------------------
-- data/sales-tax/sample-sales-tax.csv: one row per sale line of the same made-up wholesaler
-- with the sales tax charged (Practical Business Python; fourteenth round). Lower-case headers
-- with spaces beside two capitalised ones (`Tax rate`, a fraction: 0.07 = 7 %; `Tax amount` =
-- ext price × Tax rate, unrounded); `date` has a time of day. October 2013 to October 2014. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sales_tax_raw (
  "account number" TEXT, "name" TEXT, "sku" TEXT, "category" TEXT, "quantity" TEXT,
  "unit price" TEXT, "ext price" TEXT, "Tax rate" TEXT, "Tax amount" TEXT, "date" TEXT
);
.import --csv --skip 1 data/sales-tax/sample-sales-tax.csv sales_tax_raw

CREATE VIEW sales_tax AS
SELECT
  "account number" AS account_number,
  "name" AS customer,
  "sku" AS sku,
  "category" AS category,
  CAST("quantity" AS INTEGER) AS quantity,
  CAST("unit price" AS REAL) AS unit_price,
  CAST("ext price" AS REAL) AS ext_price,
  CAST("Tax rate" AS REAL) AS tax_rate,
  CAST("Tax amount" AS REAL) AS tax_amount,
  substr("date", 1, 10) AS sale_date
FROM sales_tax_raw;

-- ---------------------------------------------------------------------------------------------
-- data/orange-juice-purchases/juice.csv: one row per purchase of orange juice, Citrus Hill (CH)
-- or Minute Maid (MM), at one of five stores (the ISLR "OJ" data, shipped by pycaret; fifteenth
-- round). camelCase headers run into brand codes (`PriceCH`, `DiscMM`, `SalePriceMM`,
-- `LoyalCH`), a week number instead of a date (`WeekofPurchase`, 227-278), `StoreID` 1, 2, 3, 4
-- and 7 beside `STORE` 0-4 (the same stores, 7 written 0) and a Yes/No `Store7`; 0/1 flags
-- `SpecialCH`, `SpecialMM`; `PctDisc..` fractions (0.15 = 15 %). CRLF line endings.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE juice_raw (
  "Id" TEXT, "Purchase" TEXT, "WeekofPurchase" TEXT, "StoreID" TEXT, "PriceCH" TEXT,
  "PriceMM" TEXT, "DiscCH" TEXT, "DiscMM" TEXT, "SpecialCH" TEXT, "SpecialMM" TEXT,
  "LoyalCH" TEXT, "SalePriceMM" TEXT, "SalePriceCH" TEXT, "PriceDiff" TEXT, "Store7" TEXT,
  "PctDiscMM" TEXT, "PctDiscCH" TEXT, "ListPriceDiff" TEXT, "STORE" TEXT
);
.import --csv --skip 1 data/orange-juice-purchases/juice.csv juice_raw

CREATE VIEW juice AS
SELECT
  CAST("Id" AS INTEGER) AS id,
  "Purchase" AS purchase,
  CAST("WeekofPurchase" AS INTEGER) AS week,
  CAST("StoreID" AS INTEGER) AS store_id,
  CAST("PriceCH" AS REAL) AS price_ch,
  CAST("PriceMM" AS REAL) AS price_mm,
  CAST("DiscCH" AS REAL) AS disc_ch,
  CAST("DiscMM" AS REAL) AS disc_mm,
  CAST("SpecialCH" AS INTEGER) AS special_ch,
  CAST("SpecialMM" AS INTEGER) AS special_mm,
  CAST("LoyalCH" AS REAL) AS loyal_ch,
  CAST("SalePriceMM" AS REAL) AS sale_price_mm,
  CAST("SalePriceCH" AS REAL) AS sale_price_ch,
  CAST("PriceDiff" AS REAL) AS price_diff,
  "Store7" AS store7,
  CAST("PctDiscMM" AS REAL) AS pct_disc_mm,
  CAST("PctDiscCH" AS REAL) AS pct_disc_ch,
  CAST("ListPriceDiff" AS REAL) AS list_price_diff,
  CAST("STORE" AS INTEGER) AS store
FROM juice_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bechdel-movies/movies.csv: one row per film released 1970-2013 with its Bechdel test
-- result, budget and box office gross (FiveThirtyEight; fifteenth round). Abbreviated headers
-- (`domgross`, `intgross`) and a dollar sign in three (`budget_2013$`, the figures in 2013
-- dollars); `binary` is PASS or FAIL, `clean_test` the reason (ok, notalk, men, dubious,
-- nowomen) and `test` the same with `-disagree` for disputed ratings; `domgross` and `intgross`
-- hold `#N/A` for films with no gross (NULL here: sums, averages and comparisons skip them);
-- titles keep HTML entities as written (`21 &amp; Over`); `period code` and `decade code` are
-- empty for films before 1990. LF, no line break after the last row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE movies_raw (
  "year" TEXT, "imdb" TEXT, "title" TEXT, "test" TEXT, "clean_test" TEXT, "binary" TEXT,
  "budget" TEXT, "domgross" TEXT, "intgross" TEXT, "code" TEXT, "budget_2013$" TEXT,
  "domgross_2013$" TEXT, "intgross_2013$" TEXT, "period code" TEXT, "decade code" TEXT
);
.import --csv --skip 1 data/bechdel-movies/movies.csv movies_raw

CREATE VIEW movies AS
SELECT
  CAST("year" AS INTEGER) AS year,
  "imdb" AS imdb,
  "title" AS title,
  "test" AS test,
  "clean_test" AS clean_test,
  "binary" AS result,
  CAST("budget" AS REAL) AS budget,
  CAST(NULLIF("domgross", '#N/A') AS REAL) AS domgross,
  CAST(NULLIF("intgross", '#N/A') AS REAL) AS intgross,
  CAST("budget_2013$" AS REAL) AS budget_2013,
  CAST(NULLIF("domgross_2013$", '#N/A') AS REAL) AS domgross_2013,
  CAST(NULLIF("intgross_2013$", '#N/A') AS REAL) AS intgross_2013
FROM movies_raw;

-- ---------------------------------------------------------------------------------------------
-- data/online-orders/orders.csv: one row per order line of Adventure Works' online shop
-- (Microsoft Learn's dp-data; sixteenth round): camelCase headers, IDs only (`SalesOrderID`,
-- `CustomerID`, `ProductID`, no names), `LineItem` numbers each order's lines 1, 2, 3…,
-- `LineItemTotal` is the line's amount (no unit price column). ISO dates, June to December 2022.
-- LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE orders_raw (
  "SalesOrderID" TEXT, "OrderDate" TEXT, "CustomerID" TEXT, "LineItem" TEXT, "ProductID" TEXT,
  "OrderQty" TEXT, "LineItemTotal" TEXT
);
.import --csv --skip 1 data/online-orders/orders.csv orders_raw

CREATE VIEW online_orders AS
SELECT
  "SalesOrderID" AS order_id,
  "OrderDate" AS order_date,
  "CustomerID" AS customer_id,
  CAST("LineItem" AS INTEGER) AS line_item,
  "ProductID" AS product_id,
  CAST("OrderQty" AS INTEGER) AS qty,
  CAST("LineItemTotal" AS REAL) AS line_total
FROM orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/olive-oil-sales/sales_data.csv: one row per order of a made-up olive oil and bath products
-- seller (Real Python's pivot-table tutorial; seventeenth round). UTF-8 with a byte order mark,
-- snake_case headers (`employee_id` beside `employee_name`, `product_number` beside the misspelt
-- `produce_name`); `order_date` is day first, DD/MM/YYYY (`09/02/2019` is 9 February 2019).
-- February 2019 to January 2021. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE olive_raw (
  "order_number" TEXT, "employee_id" TEXT, "employee_name" TEXT, "job_title" TEXT,
  "sales_region" TEXT, "order_date" TEXT, "order_type" TEXT, "customer_type" TEXT,
  "customer_name" TEXT, "customer_state" TEXT, "product_category" TEXT, "product_number" TEXT,
  "produce_name" TEXT, "quantity" TEXT, "unit_price" TEXT, "sale_price" TEXT
);
.import --csv --skip 1 data/olive-oil-sales/sales_data.csv olive_raw

CREATE VIEW olive AS
SELECT
  "order_number" AS order_number,
  "employee_id" AS employee_id,
  "employee_name" AS employee,
  "job_title" AS job_title,
  "sales_region" AS region,
  substr("order_date", 7, 4) || '-' || substr("order_date", 4, 2) || '-' || substr("order_date", 1, 2) AS order_date,
  "order_type" AS order_type,
  "customer_type" AS customer_type,
  "customer_name" AS customer,
  "customer_state" AS state,
  "product_category" AS category,
  "product_number" AS product_number,
  "produce_name" AS product,
  CAST("quantity" AS INTEGER) AS quantity,
  CAST("unit_price" AS REAL) AS unit_price,
  CAST("sale_price" AS REAL) AS sale_price
FROM olive_raw;

-- ---------------------------------------------------------------------------------------------
-- data/startup-funding/techcrunch.csv: one row per funding round of a US start-up, from
-- TechCrunch's CrunchBase list (Real Python's generators tutorial; seventeenth round). camelCase
-- headers (`numEmps`, `fundedDate`, `raisedAmt`, `raisedCurrency`); `fundedDate` is D-Mon-YY
-- (`1-May-07`), two-digit years read within the file's span, 1993-2008; `numEmps` is blank in
-- 893 rows and `category` in 24 (averages skip them); `raisedAmt` is in `raisedCurrency`, USD
-- in all but 2 rows (one EUR, one CAD). LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE funding_raw (
  "permalink" TEXT, "company" TEXT, "numEmps" TEXT, "category" TEXT, "city" TEXT, "state" TEXT,
  "fundedDate" TEXT, "raisedAmt" TEXT, "raisedCurrency" TEXT, "round" TEXT
);
.import --csv --skip 1 data/startup-funding/techcrunch.csv funding_raw

CREATE VIEW funding AS
SELECT
  "permalink" AS permalink,
  "company" AS company,
  CAST(NULLIF("numEmps", '') AS INTEGER) AS employees,
  NULLIF("category", '') AS category,
  NULLIF("city", '') AS city,
  "state" AS state,
  printf('%04d-%02d-%02d',
    CASE WHEN CAST(substr(rest, 5) AS INTEGER) > 50 THEN 1900 ELSE 2000 END
      + CAST(substr(rest, 5) AS INTEGER),
    (instr('JanFebMarAprMayJunJulAugSepOctNovDec', substr(rest, 1, 3)) + 2) / 3,
    CAST("fundedDate" AS INTEGER)) AS funded_date,
  CAST("raisedAmt" AS INTEGER) AS raised,
  "raisedCurrency" AS currency,
  "round" AS round
FROM (SELECT *, substr("fundedDate", instr("fundedDate", '-') + 1) AS rest FROM funding_raw);

-- ---------------------------------------------------------------------------------------------
-- data/aussie-wines/Aussie_Wines_Plotting.csv: one row per wine reviewed by Wine Enthusiast, the
-- Australian ones (Practical Business Python's plotting example; nineteenth round). A blank first
-- header (pandas' index), snake_case headers, `price` in US dollars written `18.0` (no blanks),
-- `points` 80-100, `designation` blank in 653 rows, `region_2` blank in all, `taster_name` blank
-- in 287; `taster_twitter_handle` and `variety_color` (a hex colour per variety) beside them. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE wines_raw (
  "row" TEXT, "country" TEXT, "description" TEXT, "designation" TEXT, "points" TEXT,
  "price" TEXT, "province" TEXT, "region_1" TEXT, "region_2" TEXT, "taster_name" TEXT,
  "taster_twitter_handle" TEXT, "title" TEXT, "variety" TEXT, "winery" TEXT,
  "variety_color" TEXT
);
.import --csv --skip 1 data/aussie-wines/Aussie_Wines_Plotting.csv wines_raw

CREATE VIEW wines AS
SELECT
  NULLIF("designation", '') AS designation,
  CAST("points" AS INTEGER) AS points,
  CAST("price" AS REAL) AS price,
  "province" AS province,
  NULLIF("region_1", '') AS region,
  NULLIF("taster_name", '') AS taster,
  "title" AS title,
  "variety" AS variety,
  "winery" AS winery
FROM wines_raw;

-- ---------------------------------------------------------------------------------------------
-- data/mta-ridership/MTA_Ridership_by_DATA_NY_GOV.csv: one row per day, 1 March 2020 to
-- 30 October 2024, of the MTA's estimated ridership (plotly's datasets; nineteenth round). Wide:
-- two columns per service, `<Service>: Total Estimated Ridership` (Access-A-Ride: `Total
-- Scheduled Trips`, Bridges and Tunnels: `Total Traffic`) and `<Service>: % of Comparable
-- Pre-Pandemic Day` (whole percents, 97 for 97 %); `Date` is MM/DD/YYYY. No blanks. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE mta_raw (
  "Date" TEXT, "subways" TEXT, "subways_pct" TEXT, "buses" TEXT, "buses_pct" TEXT,
  "lirr" TEXT, "lirr_pct" TEXT, "metro_north" TEXT, "metro_north_pct" TEXT,
  "access_a_ride" TEXT, "access_a_ride_pct" TEXT, "bridges_tunnels" TEXT,
  "bridges_tunnels_pct" TEXT, "staten_island" TEXT, "staten_island_pct" TEXT
);
.import --csv --skip 1 data/mta-ridership/MTA_Ridership_by_DATA_NY_GOV.csv mta_raw

CREATE VIEW mta AS
SELECT
  substr("Date", 7, 4) || '-' || substr("Date", 1, 2) || '-' || substr("Date", 4, 2) AS day,
  CAST("subways" AS INTEGER) AS subways,
  CAST("subways_pct" AS INTEGER) AS subways_pct,
  CAST("buses" AS INTEGER) AS buses,
  CAST("buses_pct" AS INTEGER) AS buses_pct,
  CAST("lirr" AS INTEGER) AS lirr,
  CAST("lirr_pct" AS INTEGER) AS lirr_pct,
  CAST("metro_north" AS INTEGER) AS metro_north,
  CAST("metro_north_pct" AS INTEGER) AS metro_north_pct,
  CAST("access_a_ride" AS INTEGER) AS access_a_ride,
  CAST("access_a_ride_pct" AS INTEGER) AS access_a_ride_pct,
  CAST("bridges_tunnels" AS INTEGER) AS bridges_tunnels,
  CAST("bridges_tunnels_pct" AS INTEGER) AS bridges_tunnels_pct,
  CAST("staten_island" AS INTEGER) AS staten_island,
  CAST("staten_island_pct" AS INTEGER) AS staten_island_pct
FROM mta_raw;

-- ---------------------------------------------------------------------------------------------
-- data/support-tickets/customer_support_tickets.csv: one row per customer support ticket (a
-- made-up help desk's export; eighteenth round). Title Case headers with spaces (`Ticket ID`,
-- `Ticket Priority`, `First Response Time`); `Ticket Description` holds quoted line breaks (8,469
-- rows over 29,808 lines); `First Response Time` and `Time to Resolution` are date-times
-- (`2023-06-01 12:15:36`), blank on open tickets (2,819) and on all but closed ones (5,700);
-- `Customer Satisfaction Rating` is `1.0` to `5.0`, blank but on closed tickets. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE tickets_raw (
  "Ticket ID" TEXT, "Customer Name" TEXT, "Customer Email" TEXT, "Customer Age" TEXT,
  "Customer Gender" TEXT, "Product Purchased" TEXT, "Date of Purchase" TEXT, "Ticket Type" TEXT,
  "Ticket Subject" TEXT, "Ticket Description" TEXT, "Ticket Status" TEXT, "Resolution" TEXT,
  "Ticket Priority" TEXT, "Ticket Channel" TEXT, "First Response Time" TEXT,
  "Time to Resolution" TEXT, "Customer Satisfaction Rating" TEXT
);
.import --csv --skip 1 data/support-tickets/customer_support_tickets.csv tickets_raw

CREATE VIEW tickets AS
SELECT
  CAST("Ticket ID" AS INTEGER) AS ticket_id,
  "Customer Name" AS customer,
  "Customer Email" AS email,
  CAST("Customer Age" AS INTEGER) AS age,
  "Customer Gender" AS gender,
  "Product Purchased" AS product,
  "Date of Purchase" AS purchase_date,
  "Ticket Type" AS ticket_type,
  "Ticket Subject" AS subject,
  "Ticket Status" AS status,
  NULLIF("Resolution", '') AS resolution,
  "Ticket Priority" AS priority,
  "Ticket Channel" AS channel,
  NULLIF("First Response Time", '') AS first_response,
  NULLIF("Time to Resolution", '') AS resolved,
  CAST(NULLIF("Customer Satisfaction Rating", '') AS REAL) AS rating
FROM tickets_raw;

-- ---------------------------------------------------------------------------------------------
-- data/fuzzy-factory-refunds/order_item_refunds.csv: one row per refunded order item of Maven
-- Analytics' made-up toy shop, Maven Fuzzy Factory (eighteenth round). Only IDs, a date-time and
-- an amount: lower snake_case headers (`order_item_refund_id`, `created_at`, `refund_amount_usd`),
-- `created_at` is `2012-04-06 11:32:43` (April 2012 to 1 April 2015), 8 orders have two refunded
-- items. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE refunds_raw (
  "order_item_refund_id" TEXT, "created_at" TEXT, "order_item_id" TEXT, "order_id" TEXT,
  "refund_amount_usd" TEXT
);
.import --csv --skip 1 data/fuzzy-factory-refunds/order_item_refunds.csv refunds_raw

CREATE VIEW refunds AS
SELECT
  CAST("order_item_refund_id" AS INTEGER) AS refund_id,
  substr("created_at", 1, 10) AS refund_date,
  "created_at" AS created_at,
  CAST("order_item_id" AS INTEGER) AS order_item_id,
  CAST("order_id" AS INTEGER) AS order_id,
  CAST("refund_amount_usd" AS REAL) AS amount
FROM refunds_raw;

-- ---------------------------------------------------------------------------------------------
-- data/sap-sales-orders/SalesOrders.csv: SAP's made-up sales orders of its Datasphere sample
-- content (twentieth round). Semicolon-separated with a byte order mark, ALLCAPS headers,
-- decimal commas (`3142,13`), dates written `20150101` (1 January 2015 to 23 September 2035),
-- a `CURRENCY` column (`USD` on every row), one-letter status codes (`C`, `I`, `X`). 3,699
-- `SALESORDERID`s over 5,166 rows (an order may have several rows).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sap_orders_raw (
  "SALESORDERID" TEXT, "CREATEDBY" TEXT, "CREATEDAT" TEXT, "CHANGEDBY" TEXT, "CHANGEDAT" TEXT,
  "FISCALYEARVARIANT" TEXT, "FISCALYEARPERIOD" TEXT, "NOTEID" TEXT, "PARTNERID" TEXT,
  "SALESORG" TEXT, "CURRENCY" TEXT, "GROSSAMOUNT" TEXT, "NETAMOUNT" TEXT, "TAXAMOUNT" TEXT,
  "LIFECYCLESTATUS" TEXT, "BILLINGSTATUS" TEXT, "DELIVERYSTATUS" TEXT
);
.mode csv
.separator ";"
.import --skip 1 data/sap-sales-orders/SalesOrders.csv sap_orders_raw
.separator ","

CREATE VIEW sap_orders AS
SELECT
  "SALESORDERID" AS order_id,
  CAST("CREATEDBY" AS INTEGER) AS created_by,
  substr("CREATEDAT", 1, 4) || '-' || substr("CREATEDAT", 5, 2) || '-' || substr("CREATEDAT", 7, 2) AS created,
  substr("CHANGEDAT", 1, 4) || '-' || substr("CHANGEDAT", 5, 2) || '-' || substr("CHANGEDAT", 7, 2) AS changed,
  "PARTNERID" AS partner,
  "SALESORG" AS org,
  "CURRENCY" AS currency,
  CAST(REPLACE("GROSSAMOUNT", ',', '.') AS REAL) AS gross,
  CAST(REPLACE("NETAMOUNT", ',', '.') AS REAL) AS net,
  CAST(REPLACE("TAXAMOUNT", ',', '.') AS REAL) AS tax,
  "LIFECYCLESTATUS" AS lifecycle,
  "BILLINGSTATUS" AS billing,
  "DELIVERYSTATUS" AS delivery
FROM sap_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/sap-bike-order-items/SalesOrderItems.csv: the items of SAP's made-up bike sales orders
-- (twentieth round). ALLCAPS headers, zero-padded IDs (`0500000000`, item `0000000010`), a
-- `NOTEID` of one space, `DELIVERYDATE` written `20180311` (23 February 2018 to 2019, and
-- `29991212` on 22 items, a placeholder kept as the year 2999), `CURRENCY` `USD` and
-- `QUANTITYUNIT` `EA` on every row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE bike_items_raw (
  "SALESORDERID" TEXT, "SALESORDERITEM" TEXT, "PRODUCTID" TEXT, "NOTEID" TEXT, "CURRENCY" TEXT,
  "GROSSAMOUNT" TEXT, "NETAMOUNT" TEXT, "TAXAMOUNT" TEXT, "ITEMATPSTATUS" TEXT, "OPITEMPOS" TEXT,
  "QUANTITY" TEXT, "QUANTITYUNIT" TEXT, "DELIVERYDATE" TEXT
);
.import --csv --skip 1 data/sap-bike-order-items/SalesOrderItems.csv bike_items_raw

CREATE VIEW bike_items AS
SELECT
  "SALESORDERID" AS order_id,
  "SALESORDERITEM" AS item,
  "PRODUCTID" AS product,
  CAST("GROSSAMOUNT" AS REAL) AS gross,
  CAST("NETAMOUNT" AS REAL) AS net,
  CAST("TAXAMOUNT" AS REAL) AS tax,
  CAST("QUANTITY" AS INTEGER) AS quantity,
  substr("DELIVERYDATE", 1, 4) || '-' || substr("DELIVERYDATE", 5, 2) || '-' || substr("DELIVERYDATE", 7, 2) AS delivery_date
FROM bike_items_raw;
-- ---------------------------------------------------------------------------------------------
-- data/pizza-place/pizzaplace.csv: one row per pizza sold by a made-up pizza place (the gt and
-- great_tables packages' `pizzaplace`; twenty-first round), the first 9,999 of 49,574 rows (whole
-- orders, 1 January to 13 March 2015). Lower-case one-word headers; `id` is the order
-- (`2015-000002`, repeated on each of its pizzas), `date` ISO and `time` a separate `11:38:36`;
-- `name` is a snake_case code (`thai_ckn`), `size` S, M, L, XL or XXL, `type` classic, chicken,
-- supreme or veggie, `price` in dollars without a sign. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE pizza_raw (
  "id" TEXT, "date" TEXT, "time" TEXT, "name" TEXT, "size" TEXT, "type" TEXT, "price" TEXT
);
.import --csv --skip 1 data/pizza-place/pizzaplace.csv pizza_raw

CREATE VIEW pizzas AS
SELECT
  "id" AS order_id,
  "date" AS day,
  "time" AS time,
  "name" AS name,
  "size" AS size,
  "type" AS type,
  CAST("price" AS REAL) AS price
FROM pizza_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bank-marketing/bank.csv: one row per client called in a Portuguese bank's telemarketing
-- campaign for term deposits (UCI Bank Marketing, pycaret's copy; twenty-first round), the first
-- 10,000 of 45,211 rows (May and June 2008). Lower-case headers; yes/no flags (`default`,
-- `housing`, `loan`, `deposit`: subscribed), `day` and `month` (`may`, `jun`) without a year,
-- `balance` in euros (negative on 1,247 rows), `duration` of the last call in seconds, `campaign`
-- the calls in this campaign; `contact` and `poutcome` are `unknown` and `pdays` -1 on every row
-- kept. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE bank_raw (
  "age" TEXT, "job" TEXT, "marital" TEXT, "education" TEXT, "default" TEXT, "balance" TEXT,
  "housing" TEXT, "loan" TEXT, "contact" TEXT, "day" TEXT, "month" TEXT, "duration" TEXT,
  "campaign" TEXT, "pdays" TEXT, "previous" TEXT, "poutcome" TEXT, "deposit" TEXT
);
.import --csv --skip 1 data/bank-marketing/bank.csv bank_raw

CREATE VIEW bank AS
SELECT
  CAST("age" AS INTEGER) AS age,
  "job" AS job,
  "marital" AS marital,
  "education" AS education,
  "default" AS in_default,
  CAST("balance" AS INTEGER) AS balance,
  "housing" AS housing,
  "loan" AS loan,
  "contact" AS contact,
  CAST("day" AS INTEGER) AS day,
  "month" AS month,
  CAST("duration" AS INTEGER) AS duration,
  CAST("campaign" AS INTEGER) AS campaign,
  CAST("pdays" AS INTEGER) AS pdays,
  CAST("previous" AS INTEGER) AS previous,
  "poutcome" AS poutcome,
  "deposit" AS deposit
FROM bank_raw;

-- ---------------------------------------------------------------------------------------------
-- data/oj-weekly-sales/oj-train.csv: Dominick's weekly orange juice sales of three stores and
-- three brands, from Azure's automated ML samples (twenty-second round). camelCase and ALLCAPS
-- headers (`WeekStarting`, `COLLEGE`, `SSTRDIST`), a header with a space (`Large HH`), an
-- `Advert` flag (0 or 1), `Price` per unit and `Quantity` in units; no amount column. One row per
-- week, store and brand; the store's demographic columns repeat on each of its rows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE oj_raw (
  "WeekStarting" TEXT, "Store" TEXT, "Brand" TEXT, "Quantity" TEXT, "Advert" TEXT, "Price" TEXT,
  "Age60" TEXT, "COLLEGE" TEXT, "INCOME" TEXT, "Hincome150" TEXT, "Large HH" TEXT,
  "Minorities" TEXT, "WorkingWoman" TEXT, "SSTRDIST" TEXT, "SSTRVOL" TEXT, "CPDIST5" TEXT,
  "CPWVOL5" TEXT
);
.import --csv --skip 1 data/oj-weekly-sales/oj-train.csv oj_raw

CREATE VIEW oj_sales AS
SELECT
  "WeekStarting" AS week,
  CAST("Store" AS INTEGER) AS store,
  "Brand" AS brand,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Advert" AS INTEGER) AS advert,
  CAST("Price" AS REAL) AS price,
  CAST("COLLEGE" AS REAL) AS college,
  CAST("INCOME" AS REAL) AS income,
  CAST("SSTRDIST" AS REAL) AS sstrdist
FROM oj_raw;

-- ---------------------------------------------------------------------------------------------
-- data/google-play-apps/googleplaystore.csv: the Google Play Store apps list (Kaggle's, scraped
-- in August 2018) as committed in Aeroraven/App-Market-Dashboard (twenty-second round), its
-- first 10,000 rows. Not UTF-8 (a few names hold bytes of another code page), CRLF line
-- endings, `Rating` `NaN` when the app has none, `Installs` written `"1,000,000+"`, `Price` `0`
-- or `"$4.99 "` (a trailing space), `Last Updated` written `7-Jan-18` (2010 to 2018), `Size`
-- `19M`, `8.7M`, `201k` or `Varies with device`. An app may have several rows (8,843 names
-- over 10,000 rows). One name is Excel's `#NAME?` (the spreadsheet took it for a formula): no
-- name, as `#N/A` is no destination in the flights file (corrected after the first run, see
-- README.md).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE apps_raw (
  "App" TEXT, "Category" TEXT, "Rating" TEXT, "Reviews" TEXT, "Size" TEXT, "Installs" TEXT,
  "Type" TEXT, "Price" TEXT, "Content Rating" TEXT, "Genres" TEXT, "Last Updated" TEXT,
  "Current Ver" TEXT, "Android Ver" TEXT
);
.import --csv --skip 1 data/google-play-apps/googleplaystore.csv apps_raw

CREATE VIEW apps AS
SELECT
  NULLIF("App", '#NAME?') AS app,
  "Category" AS category,
  CASE WHEN "Rating" = 'NaN' THEN NULL ELSE CAST("Rating" AS REAL) END AS rating,
  CAST("Reviews" AS INTEGER) AS reviews,
  "Size" AS size,
  CAST(REPLACE(REPLACE("Installs", ',', ''), '+', '') AS INTEGER) AS installs,
  "Type" AS type,
  CAST(TRIM(REPLACE("Price", '$', '')) AS REAL) AS price,
  "Content Rating" AS content_rating,
  "Genres" AS genres,
  '20' || substr("Last Updated", -2) || '-' ||
    CASE substr("Last Updated", instr("Last Updated", '-') + 1, 3)
      WHEN 'Jan' THEN '01' WHEN 'Feb' THEN '02' WHEN 'Mar' THEN '03' WHEN 'Apr' THEN '04'
      WHEN 'May' THEN '05' WHEN 'Jun' THEN '06' WHEN 'Jul' THEN '07' WHEN 'Aug' THEN '08'
      WHEN 'Sep' THEN '09' WHEN 'Oct' THEN '10' WHEN 'Nov' THEN '11' WHEN 'Dec' THEN '12'
    END || '-' ||
    printf('%02d', CAST(substr("Last Updated", 1, instr("Last Updated", '-') - 1) AS INTEGER))
    AS updated
FROM apps_raw;

-- ---------------------------------------------------------------------------------------------
-- data/customer-personality/marketing_campaign.csv: Kaggle's "Customer Personality Analysis"
-- customer list as committed in yiyihum/da-code (twenty-fourth round). Tab-separated, CRLF line
-- endings, one row per customer (`ID`, 2,240 distinct). `Dt_Customer` (the day the customer
-- enrolled) is day first, `04-09-2012` being 4 September 2012 (July 2012 to June 2014);
-- `Income` is blank in 24 rows (no value: averages skip them); the `Mnt…` columns are the
-- amounts spent on each category in the last two years, the `Num…Purchases` columns the
-- purchases made through each channel; `AcceptedCmp1`…`5`, `Complain` and `Response` are 0/1.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE personality_raw (
  "ID" TEXT, "Year_Birth" TEXT, "Education" TEXT, "Marital_Status" TEXT, "Income" TEXT,
  "Kidhome" TEXT, "Teenhome" TEXT, "Dt_Customer" TEXT, "Recency" TEXT, "MntWines" TEXT,
  "MntFruits" TEXT, "MntMeatProducts" TEXT, "MntFishProducts" TEXT, "MntSweetProducts" TEXT,
  "MntGoldProds" TEXT, "NumDealsPurchases" TEXT, "NumWebPurchases" TEXT,
  "NumCatalogPurchases" TEXT, "NumStorePurchases" TEXT, "NumWebVisitsMonth" TEXT,
  "AcceptedCmp3" TEXT, "AcceptedCmp4" TEXT, "AcceptedCmp5" TEXT, "AcceptedCmp1" TEXT,
  "AcceptedCmp2" TEXT, "Complain" TEXT, "Z_CostContact" TEXT, "Z_Revenue" TEXT, "Response" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/customer-personality/marketing_campaign.csv personality_raw
.separator ","

CREATE VIEW personality AS
SELECT
  "ID" AS id,
  CAST("Year_Birth" AS INTEGER) AS year_birth,
  "Education" AS education,
  "Marital_Status" AS marital_status,
  CASE WHEN TRIM("Income") = '' THEN NULL ELSE CAST("Income" AS REAL) END AS income,
  CAST("Kidhome" AS INTEGER) AS kidhome,
  CAST("Teenhome" AS INTEGER) AS teenhome,
  substr("Dt_Customer", 7, 4) || '-' || substr("Dt_Customer", 4, 2) || '-' || substr("Dt_Customer", 1, 2) AS enrolled,
  CAST("Recency" AS INTEGER) AS recency,
  CAST("MntWines" AS REAL) AS wines,
  CAST("MntFruits" AS REAL) AS fruits,
  CAST("MntMeatProducts" AS REAL) AS meat,
  CAST("MntFishProducts" AS REAL) AS fish,
  CAST("MntSweetProducts" AS REAL) AS sweets,
  CAST("MntGoldProds" AS REAL) AS gold,
  CAST("NumDealsPurchases" AS INTEGER) AS deals_purchases,
  CAST("NumWebPurchases" AS INTEGER) AS web_purchases,
  CAST("NumCatalogPurchases" AS INTEGER) AS catalog_purchases,
  CAST("NumStorePurchases" AS INTEGER) AS store_purchases,
  CAST("NumWebVisitsMonth" AS INTEGER) AS web_visits,
  CAST("AcceptedCmp1" AS INTEGER) AS cmp1,
  CAST("AcceptedCmp2" AS INTEGER) AS cmp2,
  CAST("AcceptedCmp3" AS INTEGER) AS cmp3,
  CAST("AcceptedCmp4" AS INTEGER) AS cmp4,
  CAST("AcceptedCmp5" AS INTEGER) AS cmp5,
  CAST("Complain" AS INTEGER) AS complain,
  CAST("Response" AS INTEGER) AS response
FROM personality_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bank-customer-churn/Churn_Modelling.csv: a bank's customer list (Kaggle's "Churn
-- Modelling") as committed in yiyihum/da-code (twenty-fourth round). CRLF line endings;
-- 10,002 rows for 10,000 customers: the last two customers' rows are written twice
-- (`RowNumber` 9999 and 10000); four cells are blank (one `Geography`, one `Age`, one
-- `HasCrCard`, one `IsActiveMember`: no value); three ages have decimals (`45.25`);
-- `CustomerId` and `Surname` side by side (2,932 surnames); `Exited` 1 is a customer who left,
-- `HasCrCard` and `IsActiveMember` are 0/1.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE churn_raw (
  "RowNumber" TEXT, "CustomerId" TEXT, "Surname" TEXT, "CreditScore" TEXT, "Geography" TEXT,
  "Gender" TEXT, "Age" TEXT, "Tenure" TEXT, "Balance" TEXT, "NumOfProducts" TEXT,
  "HasCrCard" TEXT, "IsActiveMember" TEXT, "EstimatedSalary" TEXT, "Exited" TEXT
);
.import --csv --skip 1 data/bank-customer-churn/Churn_Modelling.csv churn_raw

CREATE VIEW churn AS
SELECT
  CAST("RowNumber" AS INTEGER) AS row_number,
  "CustomerId" AS customer_id,
  "Surname" AS surname,
  CAST("CreditScore" AS INTEGER) AS credit_score,
  NULLIF("Geography", '') AS geography,
  "Gender" AS gender,
  CASE WHEN "Age" = '' THEN NULL ELSE CAST("Age" AS REAL) END AS age,
  CAST("Tenure" AS INTEGER) AS tenure,
  CAST("Balance" AS REAL) AS balance,
  CAST("NumOfProducts" AS INTEGER) AS products,
  CASE WHEN "HasCrCard" = '' THEN NULL ELSE CAST("HasCrCard" AS INTEGER) END AS has_card,
  CASE WHEN "IsActiveMember" = '' THEN NULL ELSE CAST("IsActiveMember" AS INTEGER) END AS active,
  CAST("EstimatedSalary" AS REAL) AS salary,
  CAST(TRIM("Exited", char(13)) AS INTEGER) AS exited
FROM churn_raw;

-- ---------------------------------------------------------------------------------------------
-- data/kurta-stock/Sale Report.csv: an Indian clothing seller's stock report, one row per SKU
-- (size and colour of a design), as committed in yiyihum/da-code (twenty-third round). A
-- pandas `index` column first, `SKU Code` written `AN201-RED-L`, `Design No.`, `Stock` written
-- `5.0`, `Category` ALLCAPS (`KURTA`, `AN : LEGGINGS`), `Size`, `Color`. 15 SKU cells are
-- Excel's `#REF!` (no SKU, as `#N/A` is no value elsewhere); 36 rows at the end hold only their
-- index, 47 more have a stock but no SKU; four SKUs have two rows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE kurta_raw (
  "index" TEXT, "SKU Code" TEXT, "Design No." TEXT, "Stock" TEXT, "Category" TEXT, "Size" TEXT,
  "Color" TEXT
);
.import --csv --skip 1 "data/kurta-stock/Sale Report.csv" kurta_raw

CREATE VIEW kurta_stock AS
SELECT
  NULLIF(NULLIF("SKU Code", ''), '#REF!') AS sku,
  NULLIF("Design No.", '') AS design,
  CAST(NULLIF("Stock", '') AS REAL) AS stock,
  NULLIF("Category", '') AS category,
  NULLIF("Size", '') AS size,
  -- Trailing spaces are invisible ('LEMON ' is LEMON), as in the Online Retail descriptions.
  NULLIF(TRIM("Color"), '') AS color
FROM kurta_raw;

-- ---------------------------------------------------------------------------------------------
-- data/scms-deliveries/SCMS_Delivery_History_Dataset_20150929.csv: USAID's Supply Chain
-- Management System delivery history (HIV and malaria commodities shipped to 43 countries), as
-- committed in ColbyRobinson/Supply-Chain-Shipment-Delay-Prediction (twenty-third round), its
-- first 4,000 rows. One row per line item (`ID`); Latin-1 (`Côte d'Ivoire` as one byte).
-- `Scheduled Delivery Date`, `Delivered to Client Date` and `Delivery Recorded Date` are written
-- `2-Jun-06`; `PO Sent to Vendor Date` is M/D/YYYY or a note (`Date Not Captured`, `N/A - From
-- RDC`). `Weight (Kilograms)` and `Freight Cost (USD)` hold numbers or notes (`Weight Captured
-- Separately`, `Freight Included in Commodity Cost`, `See ASN-93 (ID#:1281)`): a note is no
-- value. `Line Item Insurance (USD)` is blank on 287 rows; `Shipment Mode` is `N/A` on 360.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE scms_raw (
  "ID" TEXT, "Project Code" TEXT, "PQ #" TEXT, "PO / SO #" TEXT, "ASN/DN #" TEXT, "Country" TEXT,
  "Managed By" TEXT, "Fulfill Via" TEXT, "Vendor INCO Term" TEXT, "Shipment Mode" TEXT,
  "PQ First Sent to Client Date" TEXT, "PO Sent to Vendor Date" TEXT,
  "Scheduled Delivery Date" TEXT, "Delivered to Client Date" TEXT, "Delivery Recorded Date" TEXT,
  "Product Group" TEXT, "Sub Classification" TEXT, "Vendor" TEXT, "Item Description" TEXT,
  "Molecule/Test Type" TEXT, "Brand" TEXT, "Dosage" TEXT, "Dosage Form" TEXT,
  "Unit of Measure (Per Pack)" TEXT, "Line Item Quantity" TEXT, "Line Item Value" TEXT,
  "Pack Price" TEXT, "Unit Price" TEXT, "Manufacturing Site" TEXT, "First Line Designation" TEXT,
  "Weight (Kilograms)" TEXT, "Freight Cost (USD)" TEXT, "Line Item Insurance (USD)" TEXT
);
.import --csv --skip 1 data/scms-deliveries/SCMS_Delivery_History_Dataset_20150929.csv scms_raw

CREATE VIEW scms AS
SELECT
  CAST("ID" AS INTEGER) AS id,
  "PO / SO #" AS po,
  "ASN/DN #" AS asn,
  -- The file is Latin-1: its one non-ASCII byte, 0xF4, is the 'ô' of Côte d'Ivoire.
  replace("Country", CAST(X'F4' AS TEXT), 'ô') AS country,
  "Managed By" AS managed_by,
  "Fulfill Via" AS fulfill_via,
  "Shipment Mode" AS shipment_mode,
  "Product Group" AS product_group,
  "Sub Classification" AS sub_classification,
  "Vendor" AS vendor,
  "Brand" AS brand,
  "First Line Designation" AS first_line,
  CAST("Line Item Quantity" AS INTEGER) AS quantity,
  CAST("Line Item Value" AS REAL) AS line_value,
  CAST("Pack Price" AS REAL) AS pack_price,
  CAST("Unit Price" AS REAL) AS unit_price,
  CASE WHEN "Weight (Kilograms)" GLOB '[0-9]*' THEN CAST("Weight (Kilograms)" AS REAL) END
    AS weight_kg,
  CASE WHEN "Freight Cost (USD)" GLOB '[0-9]*' THEN CAST("Freight Cost (USD)" AS REAL) END
    AS freight_usd,
  CAST(NULLIF("Line Item Insurance (USD)", '') AS REAL) AS insurance_usd,
  CASE WHEN "PO Sent to Vendor Date" GLOB '*/*/*' THEN printf('%04d-%02d-%02d',
    CAST(substr("PO Sent to Vendor Date", -4) AS INTEGER),
    CAST("PO Sent to Vendor Date" AS INTEGER),
    CAST(substr("PO Sent to Vendor Date", instr("PO Sent to Vendor Date", '/') + 1) AS INTEGER))
  END AS po_sent,
  '20' || substr("Scheduled Delivery Date", -2) || '-' ||
    CASE substr("Scheduled Delivery Date", instr("Scheduled Delivery Date", '-') + 1, 3)
      WHEN 'Jan' THEN '01' WHEN 'Feb' THEN '02' WHEN 'Mar' THEN '03' WHEN 'Apr' THEN '04'
      WHEN 'May' THEN '05' WHEN 'Jun' THEN '06' WHEN 'Jul' THEN '07' WHEN 'Aug' THEN '08'
      WHEN 'Sep' THEN '09' WHEN 'Oct' THEN '10' WHEN 'Nov' THEN '11' WHEN 'Dec' THEN '12'
    END || '-' ||
    printf('%02d', CAST(substr("Scheduled Delivery Date", 1,
      instr("Scheduled Delivery Date", '-') - 1) AS INTEGER)) AS scheduled,
  '20' || substr("Delivered to Client Date", -2) || '-' ||
    CASE substr("Delivered to Client Date", instr("Delivered to Client Date", '-') + 1, 3)
      WHEN 'Jan' THEN '01' WHEN 'Feb' THEN '02' WHEN 'Mar' THEN '03' WHEN 'Apr' THEN '04'
      WHEN 'May' THEN '05' WHEN 'Jun' THEN '06' WHEN 'Jul' THEN '07' WHEN 'Aug' THEN '08'
      WHEN 'Sep' THEN '09' WHEN 'Oct' THEN '10' WHEN 'Nov' THEN '11' WHEN 'Dec' THEN '12'
    END || '-' ||
    printf('%02d', CAST(substr("Delivered to Client Date", 1,
      instr("Delivered to Client Date", '-') - 1) AS INTEGER)) AS delivered
FROM scms_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ibm-hr-attrition/WA_Fn-UseC_-HR-Employee-Attrition.csv: IBM's fictional HR attrition
-- sample as committed in TheAlgorithms/Python (twenty-fifth round). UTF-8 with a byte-order mark,
-- CRLF line endings; one row per employee (`EmployeeNumber`); pay in `HourlyRate`, `DailyRate`,
-- `MonthlyRate` and `MonthlyIncome` (the monthly pay); `Attrition` and `OverTime` Yes/No;
-- `EmployeeCount` 1, `StandardHours` 80 and `Over18` Y on every row; no blanks, no dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE attrition_raw (
  "Age" TEXT, "Attrition" TEXT, "BusinessTravel" TEXT, "DailyRate" TEXT, "Department" TEXT,
  "DistanceFromHome" TEXT, "Education" TEXT, "EducationField" TEXT, "EmployeeCount" TEXT,
  "EmployeeNumber" TEXT, "EnvironmentSatisfaction" TEXT, "Gender" TEXT, "HourlyRate" TEXT,
  "JobInvolvement" TEXT, "JobLevel" TEXT, "JobRole" TEXT, "JobSatisfaction" TEXT,
  "MaritalStatus" TEXT, "MonthlyIncome" TEXT, "MonthlyRate" TEXT, "NumCompaniesWorked" TEXT,
  "Over18" TEXT, "OverTime" TEXT, "PercentSalaryHike" TEXT, "PerformanceRating" TEXT,
  "RelationshipSatisfaction" TEXT, "StandardHours" TEXT, "StockOptionLevel" TEXT,
  "TotalWorkingYears" TEXT, "TrainingTimesLastYear" TEXT, "WorkLifeBalance" TEXT,
  "YearsAtCompany" TEXT, "YearsInCurrentRole" TEXT, "YearsSinceLastPromotion" TEXT,
  "YearsWithCurrManager" TEXT
);
.import --csv --skip 1 data/ibm-hr-attrition/WA_Fn-UseC_-HR-Employee-Attrition.csv attrition_raw

CREATE VIEW attrition AS
SELECT
  CAST("Age" AS INTEGER) AS age,
  "Attrition" AS attrition,
  "BusinessTravel" AS business_travel,
  CAST("DailyRate" AS INTEGER) AS daily_rate,
  "Department" AS department,
  CAST("DistanceFromHome" AS INTEGER) AS distance,
  CAST("Education" AS INTEGER) AS education,
  "EducationField" AS education_field,
  "EmployeeNumber" AS employee_number,
  "Gender" AS gender,
  CAST("HourlyRate" AS INTEGER) AS hourly_rate,
  CAST("JobLevel" AS INTEGER) AS job_level,
  "JobRole" AS job_role,
  CAST("JobSatisfaction" AS INTEGER) AS job_satisfaction,
  "MaritalStatus" AS marital_status,
  CAST("MonthlyIncome" AS INTEGER) AS monthly_income,
  CAST("MonthlyRate" AS INTEGER) AS monthly_rate,
  CAST("NumCompaniesWorked" AS INTEGER) AS companies_worked,
  "OverTime" AS overtime,
  CAST("PercentSalaryHike" AS INTEGER) AS salary_hike,
  CAST("PerformanceRating" AS INTEGER) AS performance_rating,
  CAST("StandardHours" AS INTEGER) AS standard_hours,
  CAST("StockOptionLevel" AS INTEGER) AS stock_option_level,
  CAST("TotalWorkingYears" AS INTEGER) AS total_working_years,
  CAST("TrainingTimesLastYear" AS INTEGER) AS trainings,
  CAST("WorkLifeBalance" AS INTEGER) AS work_life_balance,
  CAST("YearsAtCompany" AS INTEGER) AS years_at_company,
  CAST("YearsInCurrentRole" AS INTEGER) AS years_in_role,
  CAST("YearsSinceLastPromotion" AS INTEGER) AS years_since_promotion,
  CAST(TRIM("YearsWithCurrManager", char(13)) AS INTEGER) AS years_with_manager
FROM attrition_raw;

-- ---------------------------------------------------------------------------------------------
-- data/mlb-salaries/salary.csv: Major League Baseball player salaries (Lahman's `Salaries`) as
-- committed in yiyihum/da-code (twenty-fifth round), its first 9,334 rows: the seasons 1985 to
-- 1996. One row per player, team and season; IDs only (`player_id` `barkele01`, `team_id`
-- `NYA`); `salary` whole dollars (one 0); 64 player-seasons on two rows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE mlb_salaries_raw (
  "year" TEXT, "team_id" TEXT, "league_id" TEXT, "player_id" TEXT, "salary" TEXT
);
.import --csv --skip 1 data/mlb-salaries/salary.csv mlb_salaries_raw

CREATE VIEW mlb_salaries AS
SELECT
  CAST("year" AS INTEGER) AS year,
  "team_id" AS team_id,
  "league_id" AS league_id,
  "player_id" AS player_id,
  CAST("salary" AS INTEGER) AS salary
FROM mlb_salaries_raw;

-- ---------------------------------------------------------------------------------------------
-- data/tiki-men-bags/vietnamese_tiki_products_men_bags.csv: men's bags and wallets listed on
-- Tiki, a Vietnamese marketplace, as committed in yiyihum/da-code (twenty-sixth round). CRLF
-- line endings; a pandas index first under an empty header; snake_case headers; `id` beside
-- `name` (seven ids on two rows each); prices in VND without a sign (`original_price` before
-- the discount, `price` after); `pay_later` and `has_video` written True/False; `rating_average`
-- 0.0 on the 3,019 listings with no review; `date_created` a count of days, not a date.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE tiki_raw (
  "index" TEXT, "id" TEXT, "name" TEXT, "description" TEXT, "original_price" TEXT, "price" TEXT,
  "fulfillment_type" TEXT, "brand" TEXT, "review_count" TEXT, "rating_average" TEXT,
  "favourite_count" TEXT, "pay_later" TEXT, "current_seller" TEXT, "date_created" TEXT,
  "number_of_images" TEXT, "vnd_cashback" TEXT, "has_video" TEXT, "category" TEXT,
  "quantity_sold" TEXT
);
.import --csv --skip 1 data/tiki-men-bags/vietnamese_tiki_products_men_bags.csv tiki_raw

CREATE VIEW tiki AS
SELECT
  "id" AS id,
  "name" AS name,
  CAST("original_price" AS REAL) AS original_price,
  CAST("price" AS REAL) AS price,
  "fulfillment_type" AS fulfillment,
  -- A leading tab or a trailing space is invisible ('	OEM' on 51 rows is OEM), as the stock
  -- sheet's colours are trimmed.
  TRIM("brand", ' ' || char(9)) AS brand,
  CAST("review_count" AS INTEGER) AS reviews,
  CAST("rating_average" AS REAL) AS rating,
  "pay_later" AS pay_later,
  "current_seller" AS seller,
  CAST("number_of_images" AS INTEGER) AS images,
  CAST("vnd_cashback" AS REAL) AS cashback,
  "has_video" AS has_video,
  "category" AS category,
  CAST(TRIM("quantity_sold", char(13)) AS INTEGER) AS sold
FROM tiki_raw;

-- ---------------------------------------------------------------------------------------------
-- data/tiki-backpacks/vietnamese_tiki_products_backpacks_suitcases.csv: backpacks, suitcases and
-- laptop bags listed on Tiki, as committed in yiyihum/da-code (forty-fifth round). The header and
-- quirks of the men's bags above: a pandas index under an empty header, prices in VND,
-- True/False flags, `rating_average` 0.0 where `review_count` is 0, `date_created` a count of days.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE tiki_bp_raw (
  "index" TEXT, "id" TEXT, "name" TEXT, "description" TEXT, "original_price" TEXT, "price" TEXT,
  "fulfillment_type" TEXT, "brand" TEXT, "review_count" TEXT, "rating_average" TEXT,
  "favourite_count" TEXT, "pay_later" TEXT, "current_seller" TEXT, "date_created" TEXT,
  "number_of_images" TEXT, "vnd_cashback" TEXT, "has_video" TEXT, "category" TEXT,
  "quantity_sold" TEXT
);
.import --csv --skip 1 data/tiki-backpacks/vietnamese_tiki_products_backpacks_suitcases.csv tiki_bp_raw

CREATE VIEW tiki_bp AS
SELECT
  "id" AS id,
  "name" AS name,
  CAST("original_price" AS REAL) AS original_price,
  CAST("price" AS REAL) AS price,
  "fulfillment_type" AS fulfillment,
  -- A leading tab or a trailing space is invisible ('	OEM' on 51 rows is OEM), as the stock
  -- sheet's colours are trimmed.
  TRIM("brand", ' ' || char(9)) AS brand,
  CAST("review_count" AS INTEGER) AS reviews,
  CAST("rating_average" AS REAL) AS rating,
  "pay_later" AS pay_later,
  "current_seller" AS seller,
  CAST("number_of_images" AS INTEGER) AS images,
  CAST("vnd_cashback" AS REAL) AS cashback,
  "has_video" AS has_video,
  "category" AS category,
  CAST(TRIM("quantity_sold", char(13)) AS INTEGER) AS sold
FROM tiki_bp_raw;

-- ---------------------------------------------------------------------------------------------
-- data/tiki-men-shoes/vietnamese_tiki_products_men_shoes.csv: men's shoes and sandals listed on
-- Tiki, as committed in yiyihum/da-code (forty-fifth round). Two index columns before `id` (an
-- empty header and `Unnamed: 0`, the same numbers, rows shuffled); 75 brands written with a
-- leading tab ('	OEM'); one blank `fulfillment_type`; otherwise the men's bags' quirks.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE tiki_sh_raw (
  "index" TEXT, "unnamed" TEXT, "id" TEXT, "name" TEXT, "description" TEXT, "original_price" TEXT, "price" TEXT,
  "fulfillment_type" TEXT, "brand" TEXT, "review_count" TEXT, "rating_average" TEXT,
  "favourite_count" TEXT, "pay_later" TEXT, "current_seller" TEXT, "date_created" TEXT,
  "number_of_images" TEXT, "vnd_cashback" TEXT, "has_video" TEXT, "category" TEXT,
  "quantity_sold" TEXT
);
.import --csv --skip 1 data/tiki-men-shoes/vietnamese_tiki_products_men_shoes.csv tiki_sh_raw

CREATE VIEW tiki_sh AS
SELECT
  "id" AS id,
  "name" AS name,
  CAST("original_price" AS REAL) AS original_price,
  CAST("price" AS REAL) AS price,
  "fulfillment_type" AS fulfillment,
  -- A leading tab or a trailing space is invisible ('	OEM' on 51 rows is OEM), as the stock
  -- sheet's colours are trimmed.
  TRIM("brand", ' ' || char(9)) AS brand,
  CAST("review_count" AS INTEGER) AS reviews,
  CAST("rating_average" AS REAL) AS rating,
  "pay_later" AS pay_later,
  "current_seller" AS seller,
  CAST("number_of_images" AS INTEGER) AS images,
  CAST("vnd_cashback" AS REAL) AS cashback,
  "has_video" AS has_video,
  "category" AS category,
  CAST(TRIM("quantity_sold", char(13)) AS INTEGER) AS sold
FROM tiki_sh_raw;


-- ---------------------------------------------------------------------------------------------
-- data/personal-transactions/personal_transactions.csv: a household's bank and card
-- transactions (Kaggle's "Personal Finance" sample) as committed in Cpreet/expenseTracker
-- (twenty-sixth round). CRLF line endings; Date is MM/DD/YYYY (2018-01-01 to 2019-09-30);
-- Amount is always positive, `Transaction Type` says debit or credit; three accounts.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ledger_raw (
  "Date" TEXT, "Description" TEXT, "Amount" TEXT, "Transaction Type" TEXT, "Category" TEXT,
  "Account Name" TEXT
);
.import --csv --skip 1 data/personal-transactions/personal_transactions.csv ledger_raw

CREATE VIEW ledger AS
SELECT
  substr("Date", 7, 4) || '-' || substr("Date", 1, 2) || '-' || substr("Date", 4, 2) AS day,
  "Description" AS description,
  CAST("Amount" AS REAL) AS amount,
  "Transaction Type" AS type,
  "Category" AS category,
  TRIM("Account Name", char(13)) AS account
FROM ledger_raw;

-- ---------------------------------------------------------------------------------------------
-- data/freight-orders/OrderList.csv: one day of a manufacturer's outbound orders (Brunel
-- University's supply chain logistics problem data) as committed in
-- gayathry-148/FreightFlow-Optimizer (twenty-seventh round). CRLF line endings; every
-- `Order Date` is 26-05-2013 (day first) and every `Destination Port` PORT09; `TPT` is the
-- transport day count; `Weight` has up to nine decimals.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE freight_orders_raw (
  "Order ID" TEXT, "Order Date" TEXT, "Origin Port" TEXT, "Carrier" TEXT, "TPT" TEXT,
  "Service Level" TEXT, "Ship ahead day count" TEXT, "Ship Late Day count" TEXT, "Customer" TEXT,
  "Product ID" TEXT, "Plant Code" TEXT, "Destination Port" TEXT, "Unit quantity" TEXT,
  "Weight" TEXT
);
.import --csv --skip 1 data/freight-orders/OrderList.csv freight_orders_raw

CREATE VIEW freight_orders AS
SELECT
  "Order ID" AS order_id,
  substr("Order Date", 7, 4) || '-' || substr("Order Date", 4, 2) || '-' || substr("Order Date", 1, 2) AS day,
  "Origin Port" AS origin,
  "Carrier" AS carrier,
  CAST("TPT" AS INTEGER) AS tpt,
  "Service Level" AS service,
  CAST("Ship ahead day count" AS INTEGER) AS ahead_days,
  CAST("Ship Late Day count" AS INTEGER) AS late_days,
  "Customer" AS customer,
  "Product ID" AS product,
  "Plant Code" AS plant,
  "Destination Port" AS destination,
  CAST("Unit quantity" AS INTEGER) AS units,
  CAST(TRIM("Weight", char(13)) AS REAL) AS weight
FROM freight_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/freight-rates/FreighRates.csv: the same data set's freight rate card, one line per
-- carrier, lane, service, mode and weight band (twenty-seventh round). CRLF line endings;
-- `minimum cost` and `rate` are written " $43.23 " with spaces around them; `mode_dsc` is
-- "AIR   " (padded) or "GROUND"; four weight bounds are quoted with a thousands comma.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE freight_rates_raw (
  "Carrier" TEXT, "orig_port_cd" TEXT, "dest_port_cd" TEXT, "minm_wgh_qty" TEXT,
  "max_wgh_qty" TEXT, "svc_cd" TEXT, "minimum cost" TEXT, "rate" TEXT, "mode_dsc" TEXT,
  "tpt_day_cnt" TEXT, "Carrier type" TEXT
);
.import --csv --skip 1 data/freight-rates/FreighRates.csv freight_rates_raw

CREATE VIEW freight_rates AS
SELECT
  "Carrier" AS carrier,
  "orig_port_cd" AS origin,
  "dest_port_cd" AS destination,
  CAST(REPLACE("minm_wgh_qty", ',', '') AS REAL) AS min_weight,
  CAST(REPLACE("max_wgh_qty", ',', '') AS REAL) AS max_weight,
  "svc_cd" AS service,
  CAST(REPLACE(TRIM("minimum cost"), '$', '') AS REAL) AS min_cost,
  CAST(REPLACE(TRIM("rate"), '$', '') AS REAL) AS rate,
  TRIM("mode_dsc") AS mode,
  CAST("tpt_day_cnt" AS INTEGER) AS days,
  TRIM("Carrier type", char(13)) AS carrier_type
FROM freight_rates_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ames-house-sales/AmesHousing.tsv: Dean De Cock's Ames, Iowa house sales (2006-2010) as
-- committed in rasbt/machine-learning-book (twenty-eighth round; `ch09/AmesHousing.txt`, saved
-- with a .tsv name, byte-identical). Tab-separated, 82 columns headed with spaces and
-- abbreviations (`Bedroom AbvGr`, `Gr Liv Area`, `Yr Sold`); `PID` beside `Order`; the sale has
-- no date column, only `Mo Sold` (1-12) and `Yr Sold`; `Central Air` is Y/N; `Sale Type` is
-- written `WD ` with a trailing space on 2,536 rows; `Lot Frontage` is blank on 490 rows (no
-- value); the text `NA` in `Alley`, `Pool QC`, `Fence` and others means "none" (no question reads
-- them).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ames_raw (
  "Order" TEXT, "PID" TEXT, "MS SubClass" TEXT, "MS Zoning" TEXT, "Lot Frontage" TEXT,
  "Lot Area" TEXT, "Street" TEXT, "Alley" TEXT, "Lot Shape" TEXT, "Land Contour" TEXT,
  "Utilities" TEXT, "Lot Config" TEXT, "Land Slope" TEXT, "Neighborhood" TEXT,
  "Condition 1" TEXT, "Condition 2" TEXT, "Bldg Type" TEXT, "House Style" TEXT,
  "Overall Qual" TEXT, "Overall Cond" TEXT, "Year Built" TEXT, "Year Remod/Add" TEXT,
  "Roof Style" TEXT, "Roof Matl" TEXT, "Exterior 1st" TEXT, "Exterior 2nd" TEXT,
  "Mas Vnr Type" TEXT, "Mas Vnr Area" TEXT, "Exter Qual" TEXT, "Exter Cond" TEXT,
  "Foundation" TEXT, "Bsmt Qual" TEXT, "Bsmt Cond" TEXT, "Bsmt Exposure" TEXT,
  "BsmtFin Type 1" TEXT, "BsmtFin SF 1" TEXT, "BsmtFin Type 2" TEXT, "BsmtFin SF 2" TEXT,
  "Bsmt Unf SF" TEXT, "Total Bsmt SF" TEXT, "Heating" TEXT, "Heating QC" TEXT,
  "Central Air" TEXT, "Electrical" TEXT, "1st Flr SF" TEXT, "2nd Flr SF" TEXT,
  "Low Qual Fin SF" TEXT, "Gr Liv Area" TEXT, "Bsmt Full Bath" TEXT, "Bsmt Half Bath" TEXT,
  "Full Bath" TEXT, "Half Bath" TEXT, "Bedroom AbvGr" TEXT, "Kitchen AbvGr" TEXT,
  "Kitchen Qual" TEXT, "TotRms AbvGrd" TEXT, "Functional" TEXT, "Fireplaces" TEXT,
  "Fireplace Qu" TEXT, "Garage Type" TEXT, "Garage Yr Blt" TEXT, "Garage Finish" TEXT,
  "Garage Cars" TEXT, "Garage Area" TEXT, "Garage Qual" TEXT, "Garage Cond" TEXT,
  "Paved Drive" TEXT, "Wood Deck SF" TEXT, "Open Porch SF" TEXT, "Enclosed Porch" TEXT,
  "3Ssn Porch" TEXT, "Screen Porch" TEXT, "Pool Area" TEXT, "Pool QC" TEXT, "Fence" TEXT,
  "Misc Feature" TEXT, "Misc Val" TEXT, "Mo Sold" TEXT, "Yr Sold" TEXT, "Sale Type" TEXT,
  "Sale Condition" TEXT, "SalePrice" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/ames-house-sales/AmesHousing.tsv ames_raw
.separator ","

CREATE VIEW ames AS
SELECT
  "PID" AS pid,
  "MS Zoning" AS zoning,
  NULLIF("Lot Frontage", '') + 0 AS lot_frontage,
  CAST("Lot Area" AS INTEGER) AS lot_area,
  "Neighborhood" AS neighborhood,
  "Bldg Type" AS bldg_type,
  "House Style" AS house_style,
  CAST("Overall Qual" AS INTEGER) AS overall_qual,
  CAST("Year Built" AS INTEGER) AS year_built,
  CAST("Year Remod/Add" AS INTEGER) AS year_remod,
  "Central Air" AS central_air,
  CAST("Gr Liv Area" AS INTEGER) AS living_area,
  CAST("Full Bath" AS INTEGER) AS full_bath,
  CAST("Bedroom AbvGr" AS INTEGER) AS bedrooms,
  CAST("Fireplaces" AS INTEGER) AS fireplaces,
  NULLIF("Garage Cars", '') + 0 AS garage_cars,
  CAST("Mo Sold" AS INTEGER) AS mo_sold,
  CAST("Yr Sold" AS INTEGER) AS yr_sold,
  printf('%04d-%02d', CAST("Yr Sold" AS INTEGER), CAST("Mo Sold" AS INTEGER)) AS month_sold,
  -- `WD ` (warranty deed) has an invisible trailing space on every row that holds it.
  TRIM("Sale Type") AS sale_type,
  "Sale Condition" AS sale_condition,
  CAST("SalePrice" AS INTEGER) AS price
FROM ames_raw;

-- ---------------------------------------------------------------------------------------------
-- data/amazon-books-ratings/Books_df.csv: Amazon India's best-selling books by genre with their
-- star ratings, as committed in yiyihum/da-code (twenty-eighth round). A pandas index first under
-- an empty header; `Price` in rupees with the sign and thousands commas (`₹1,599.00`); `Rating`
-- 0.0 and `No. of People rated` 0.0 on the same 306 unrated books; the same title can appear in
-- several genres; 4 authors are written with a trailing space.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE books_raw (
  "index" TEXT, "Title" TEXT, "Author" TEXT, "Main Genre" TEXT, "Sub Genre" TEXT, "Type" TEXT,
  "Price" TEXT, "Rating" TEXT, "No. of People rated" TEXT, "URLs" TEXT
);
.import --csv --skip 1 data/amazon-books-ratings/Books_df.csv books_raw

CREATE VIEW books AS
SELECT
  "Title" AS title,
  -- A trailing space is invisible ('Vaishali Jaiswal Srishti Agarwal ' is the same author).
  TRIM("Author") AS author,
  "Main Genre" AS genre,
  "Sub Genre" AS sub_genre,
  "Type" AS type,
  CAST(REPLACE(REPLACE("Price", '₹', ''), ',', '') AS REAL) AS price,
  CAST("Rating" AS REAL) AS rating,
  CAST("No. of People rated" AS REAL) AS raters
FROM books_raw;

-- ---------------------------------------------------------------------------------------------
-- data/international-sales/International_sale_Report.csv: an Indian clothing seller's sales to
-- shops and buyers abroad, one row per SKU on a sale (Kaggle's e-commerce sales data as DA-Code
-- ships it; twenty-ninth round), the first 9,981 of 37,432 rows: whole days from 5 June 2021 to
-- 3 March 2022. ALLCAPS headers; `DATE` is month first with a two-digit year (`06-05-21` is
-- 5 June 2021, `Months` says `Jun-21`); `PCS` is written `1.00`; `GROSS AMT` is not `PCS` × `RATE`
-- (4,530 rows differ); one customer is written with and without a trailing space; 11 `SKU`
-- cells are blank (no SKU).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE intl_sales_raw (
  "index" TEXT, "DATE" TEXT, "Months" TEXT, "CUSTOMER" TEXT, "Style" TEXT, "SKU" TEXT,
  "Size" TEXT, "PCS" TEXT, "RATE" TEXT, "GROSS AMT" TEXT
);
.import --csv --skip 1 data/international-sales/International_sale_Report.csv intl_sales_raw

CREATE VIEW intl_sales AS
SELECT
  '20' || substr("DATE", 7, 2) || '-' || substr("DATE", 1, 2) || '-' || substr("DATE", 4, 2) AS day,
  TRIM("CUSTOMER") AS customer,
  "Style" AS style,
  NULLIF("SKU", '') AS sku,
  "Size" AS size,
  CAST("PCS" AS REAL) AS pieces,
  CAST("RATE" AS REAL) AS rate,
  CAST("GROSS AMT" AS REAL) AS gross
FROM intl_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/region-daily-sales/sales.csv: daily units and sales of 40 products in four regions
-- (Snowflake's Intelligence quickstart; twenty-ninth round), the first 9,920 of 14,560 rows: whole
-- days from 2025-05-16 to 2025-07-16. ISO dates, products as numbers, `sales_amount` in dollars.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE region_sales_raw (
  "date" TEXT, "region" TEXT, "product_id" TEXT, "units_sold" TEXT, "sales_amount" TEXT
);
.import --csv --skip 1 data/region-daily-sales/sales.csv region_sales_raw

CREATE VIEW region_sales AS
SELECT
  "date" AS day,
  "region" AS region,
  "product_id" AS product,
  CAST("units_sold" AS INTEGER) AS units,
  CAST("sales_amount" AS REAL) AS sales
FROM region_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/polish-car-listings/car-listings-poland.csv: used and new cars listed for sale on a Polish
-- website in January 2022, as committed in yiyihum/da-code (thirtieth round; the benchmark's test
-- split, without the price), first 5,000 of 17,690 rows. A pandas index under `Unnamed: 0`; the
-- make is headed `mark` (lower case, `mercedes-benz`); `generation_name` blank on 1,322 rows;
-- `mileage` in km (1 to 5 on new cars); `vol_engine` in cm³ (0 on electric cars).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE cars_raw (
  "Unnamed: 0" TEXT, "mark" TEXT, "model" TEXT, "generation_name" TEXT, "year" TEXT,
  "mileage" TEXT, "vol_engine" TEXT, "fuel" TEXT, "city" TEXT, "province" TEXT
);
.import --csv --skip 1 data/polish-car-listings/car-listings-poland.csv cars_raw

CREATE VIEW cars AS
SELECT
  "Unnamed: 0" AS listing_id,
  "mark" AS make,
  "model" AS model,
  NULLIF("generation_name", '') AS generation,
  CAST("year" AS INTEGER) AS year,
  CAST("mileage" AS INTEGER) AS mileage,
  CAST("vol_engine" AS INTEGER) AS engine,
  "fuel" AS fuel,
  "city" AS city,
  "province" AS province
FROM cars_raw;

-- ---------------------------------------------------------------------------------------------
-- data/groceries-baskets/Groceries_dataset.csv: a grocery store's purchases, one item a member
-- bought on a day per row, as committed in sohamdhobi/Market_Basket_Analysis (thirtieth round),
-- first 10,000 of 38,765 rows. CRLF; day-first dates (`21-07-2015`); this copy leaves
-- `Member_number` blank on 17 rows, `Date` on 14 and `itemDescription` on 27 (no value).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE groceries_raw ("Member_number" TEXT, "Date" TEXT, "itemDescription" TEXT);
.import --csv --skip 1 data/groceries-baskets/Groceries_dataset.csv groceries_raw

CREATE VIEW groceries AS
SELECT
  NULLIF("Member_number", '') AS member,
  CASE WHEN "Date" = '' THEN NULL
    ELSE substr("Date", 7, 4) || '-' || substr("Date", 4, 2) || '-' || substr("Date", 1, 2) END AS date,
  NULLIF("itemDescription", '') AS item
FROM groceries_raw;

-- ---------------------------------------------------------------------------------------------
-- data/aw-purchase-orders/PurchaseOrderHeader.tsv: AdventureWorks' purchase orders to its vendors
-- as microsoft/sql-server-samples ships them for its OLTP install script (thirty-first round),
-- 4,012 rows. Tab-separated; the file has no header row, so the round added one line naming the
-- columns as the install script's CREATE TABLE does. Date-times `2022-04-15 00:00:00.000`;
-- decimals without a leading zero (`.9269`); `Status` 1 to 4 and the IDs are number codes.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE aw_po_raw (
  "PurchaseOrderID" TEXT, "RevisionNumber" TEXT, "Status" TEXT, "EmployeeID" TEXT,
  "VendorID" TEXT, "ShipMethodID" TEXT, "OrderDate" TEXT, "ShipDate" TEXT, "SubTotal" TEXT,
  "TaxAmt" TEXT, "Freight" TEXT, "TotalDue" TEXT, "ModifiedDate" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/aw-purchase-orders/PurchaseOrderHeader.tsv aw_po_raw
.separator ","

CREATE VIEW aw_po AS
SELECT
  "PurchaseOrderID" AS po_id,
  CAST("RevisionNumber" AS INTEGER) AS revision,
  CAST("Status" AS INTEGER) AS status,
  "EmployeeID" AS employee,
  "VendorID" AS vendor,
  "ShipMethodID" AS ship_method,
  substr("OrderDate", 1, 10) AS order_date,
  substr("ShipDate", 1, 10) AS ship_date,
  CAST("SubTotal" AS REAL) AS subtotal,
  CAST("TaxAmt" AS REAL) AS tax,
  CAST("Freight" AS REAL) AS freight,
  CAST("TotalDue" AS REAL) AS total_due
FROM aw_po_raw;

-- ---------------------------------------------------------------------------------------------
-- data/aw-purchase-order-lines/PurchaseOrderDetail.tsv: the lines of those purchase orders
-- (microsoft/sql-server-samples, thirty-first round), 8,845 rows, header line added as above.
-- Quantities written `550.00` and `.00`; `LineTotal` is `OrderQty` × `UnitPrice` and
-- `StockedQty` `ReceivedQty` − `RejectedQty`, as the install script computes them.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE aw_pol_raw (
  "PurchaseOrderID" TEXT, "PurchaseOrderDetailID" TEXT, "DueDate" TEXT, "OrderQty" TEXT,
  "ProductID" TEXT, "UnitPrice" TEXT, "LineTotal" TEXT, "ReceivedQty" TEXT, "RejectedQty" TEXT,
  "StockedQty" TEXT, "ModifiedDate" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/aw-purchase-order-lines/PurchaseOrderDetail.tsv aw_pol_raw
.separator ","

CREATE VIEW aw_pol AS
SELECT
  "PurchaseOrderID" AS po_id,
  substr("DueDate", 1, 10) AS due_date,
  CAST("OrderQty" AS INTEGER) AS ordered,
  "ProductID" AS product,
  CAST("UnitPrice" AS REAL) AS unit_price,
  CAST("LineTotal" AS REAL) AS line_total,
  CAST("ReceivedQty" AS REAL) AS received,
  CAST("RejectedQty" AS REAL) AS rejected,
  CAST("StockedQty" AS REAL) AS stocked
FROM aw_pol_raw;

-- ---------------------------------------------------------------------------------------------
-- data/truck-driver-timesheet/timesheet.csv: Hortonworks' truck drivers' weekly timesheet
-- (hortonworks-gallery/iot-truck-streaming, thirty-third round), 1,768 rows: 34 drivers × 52
-- weeks. The file has no header row, so the round added one naming the columns as the
-- repository's `truck_drivers.ddl` does (`driverid`, `week`, `hours_logged`, `miles_logged`).
-- Whole numbers only; 11 rows log 0 hours and 0 miles. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE timesheet_raw (
  "driverid" TEXT, "week" TEXT, "hours_logged" TEXT, "miles_logged" TEXT
);
.import --csv --skip 1 data/truck-driver-timesheet/timesheet.csv timesheet_raw

CREATE VIEW timesheet AS
SELECT
  "driverid" AS driver,
  CAST("week" AS INTEGER) AS week,
  CAST("hours_logged" AS INTEGER) AS hours,
  CAST("miles_logged" AS INTEGER) AS miles
FROM timesheet_raw;

-- ---------------------------------------------------------------------------------------------
-- data/helpdesk-tickets/tickets.csv: an IT help desk's tickets (Domeek/helpdesk-ticket-analytics,
-- thirty-third round), 1,000 rows, one per `ticket_id`. snake_case headers; `created_at` is an
-- ISO date-time to the minute (`2026-01-26T07:47`, 1 January to 29 June 2026); lower-case
-- `category`, `priority` and `status` (`in_progress` with an underscore); `resolution_hours` is
-- blank on the 90 tickets not `resolved` (averages skip them). CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE helpdesk_raw (
  "ticket_id" TEXT, "created_at" TEXT, "category" TEXT, "priority" TEXT, "status" TEXT,
  "agent" TEXT, "resolution_hours" TEXT
);
.import --csv --skip 1 data/helpdesk-tickets/tickets.csv helpdesk_raw

CREATE VIEW helpdesk AS
SELECT
  "ticket_id" AS ticket_id,
  substr("created_at", 1, 10) AS created_date,
  "created_at" AS created_at,
  "category" AS category,
  "priority" AS priority,
  "status" AS status,
  "agent" AS agent,
  CAST(NULLIF("resolution_hours", '') AS REAL) AS resolution_hours
FROM helpdesk_raw;

-- ---------------------------------------------------------------------------------------------
-- data/salesforce-campaign-members/salesforce_sample_data.csv: Salesforce campaign members of
-- Snowflake's marketing data foundation demo (thirty-second round), the first 5,000 of 62,500
-- rows. ALLCAPS snake_case headers; missing values are the text `NULL` (no value, as a blank);
-- flags are `true`/`false`; FIRST_ASSOCIATED_DATE is a date-time `2021-11-21 10:21:15.000`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sf_members_raw (
  "SALESFORCE_CAMPAIGN_MEMBER_ID" TEXT, "SALESFORCE_CAMPAIGN_ID" TEXT, "SALESFORCE_PERSON_ID" TEXT,
  "SALESFORCE_ACCOUNT_ID" TEXT, "FIRST_ASSOCIATED_DATE" TEXT, "HAS_RESPONDED" TEXT,
  "FIRST_RESPONDED_DATE" TEXT, "RESPONSE_GEO" TEXT, "RESPONSE_COUNTRY" TEXT, "EMPLOYEE" TEXT,
  "CAMPAIGN_PARTNER" TEXT, "CAMPAIGN_PARTNER_OR_EMPLOYEE" TEXT, "SALESFORCE_CAMPAIGN_NAME" TEXT,
  "SALESFORCE_ACCOUNT_NAME" TEXT, "SALESFORCE_PERSON_NAME" TEXT, "QUERY_PARAMETERS_UTMS" TEXT,
  "STATUS" TEXT
);
.import --csv --skip 1 data/salesforce-campaign-members/salesforce_sample_data.csv sf_members_raw

CREATE VIEW sf_members AS
SELECT
  "SALESFORCE_CAMPAIGN_MEMBER_ID" AS member_id,
  "SALESFORCE_CAMPAIGN_ID" AS campaign_id,
  "SALESFORCE_PERSON_ID" AS person_id,
  NULLIF("SALESFORCE_ACCOUNT_ID", 'NULL') AS account_id,
  substr("FIRST_ASSOCIATED_DATE", 1, 10) AS associated,
  "HAS_RESPONDED" = 'true' AS responded,
  NULLIF("FIRST_RESPONDED_DATE", 'NULL') AS responded_date,
  "RESPONSE_GEO" AS geo,
  "RESPONSE_COUNTRY" AS country,
  "EMPLOYEE" = 'true' AS employee,
  "SALESFORCE_CAMPAIGN_NAME" AS campaign,
  "SALESFORCE_ACCOUNT_NAME" AS account,
  "STATUS" AS status
FROM sf_members_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ad-campaign-days/ad_campaigns.csv: daily ad results per channel and campaign
-- (CoreLogicLabs/marketing-ad-performance-dashboard, thirty-second round), 2,184 rows, whole.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ad_days_raw (
  "date" TEXT, "channel" TEXT, "campaign" TEXT, "impressions" TEXT, "clicks" TEXT, "spend" TEXT,
  "conversions" TEXT, "revenue" TEXT
);
.import --csv --skip 1 data/ad-campaign-days/ad_campaigns.csv ad_days_raw

CREATE VIEW ad_days AS
SELECT
  "date" AS day,
  "channel" AS channel,
  "campaign" AS campaign,
  CAST("impressions" AS INTEGER) AS impressions,
  CAST("clicks" AS INTEGER) AS clicks,
  CAST("spend" AS REAL) AS spend,
  CAST("conversions" AS INTEGER) AS conversions,
  CAST("revenue" AS REAL) AS revenue
FROM ad_days_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bigbasket-products/BigBasket Products.csv: a snapshot of BigBasket's online grocery
-- catalogue (kksaki/Cyber_shop, thirty-fourth round), 6,079 rows, one listing each (`index` 1 to
-- 6079). snake_case headers; `sale_price` and `market_price` in rupees without a sign (`85.14`);
-- `rating` blank on 1,896 rows (averages skip them); 363 `brand` cells end in a space (trimmed
-- here; no two brands differ only by it); quoted line breaks in `description`. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE bigbasket_raw (
  "index" TEXT, "product" TEXT, "category" TEXT, "sub_category" TEXT, "brand" TEXT,
  "sale_price" TEXT, "market_price" TEXT, "type" TEXT, "rating" TEXT, "description" TEXT,
  "image" TEXT
);
.import --csv --skip 1 "data/bigbasket-products/BigBasket Products.csv" bigbasket_raw

CREATE VIEW bigbasket AS
SELECT
  "index" AS idx,
  "product" AS product,
  "category" AS category,
  "sub_category" AS sub_category,
  trim("brand") AS brand,
  CAST("sale_price" AS REAL) AS sale_price,
  CAST("market_price" AS REAL) AS market_price,
  "type" AS type,
  CAST(NULLIF("rating", '') AS REAL) AS rating
FROM bigbasket_raw;

-- ---------------------------------------------------------------------------------------------
-- data/accounts-receivable/WA_Fn-UseC_-Accounts-Receivable.csv: IBM's accounts-receivable
-- sample as pedroteles/predictive-cashflow-b2b ships it (thirty-fourth round), 2,466 invoices of
-- 100 customers. Mixed-case headers (`countrycode`, `customerID`, `InvoiceAmount`); dates are
-- day first, always two digits (`03/01/2012` is 3 January 2012); `Disputed` Yes/No;
-- `PaperlessBill` Paper/Electronic; `DaysLate` 0 when settled by the due date. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE receivables_raw (
  "countrycode" TEXT, "customerID" TEXT, "PaperlessDate" TEXT, "invoiceNumber" TEXT,
  "InvoiceDate" TEXT, "DueDate" TEXT, "InvoiceAmount" TEXT, "Disputed" TEXT, "SettledDate" TEXT,
  "PaperlessBill" TEXT, "DaysToSettle" TEXT, "DaysLate" TEXT
);
.import --csv --skip 1 data/accounts-receivable/WA_Fn-UseC_-Accounts-Receivable.csv receivables_raw

CREATE VIEW receivables AS
SELECT
  "countrycode" AS country,
  "customerID" AS customer,
  "invoiceNumber" AS invoice,
  substr("InvoiceDate", 7, 4) || '-' || substr("InvoiceDate", 4, 2) || '-'
    || substr("InvoiceDate", 1, 2) AS invoice_date,
  substr("DueDate", 7, 4) || '-' || substr("DueDate", 4, 2) || '-'
    || substr("DueDate", 1, 2) AS due_date,
  substr("SettledDate", 7, 4) || '-' || substr("SettledDate", 4, 2) || '-'
    || substr("SettledDate", 1, 2) AS settled_date,
  CAST("InvoiceAmount" AS REAL) AS amount,
  "Disputed" AS disputed,
  "PaperlessBill" AS bill,
  CAST("DaysToSettle" AS INTEGER) AS days_to_settle,
  CAST("DaysLate" AS INTEGER) AS days_late
FROM receivables_raw;

-- ---------------------------------------------------------------------------------------------
-- data/hotel-reservations-7/dataset_hotel_7.csv and data/hotel-reservations-6/dataset_hotel_6.csv:
-- two Italian hotels' reservation exports from the Vertical Booking system
-- (CCT-Dublin/capstone-project-feb-2024-pt-giorgiozoppi, thirty-fifth round), 3,823 and 6,305
-- rows, one reservation line each, 97 columns with Italian headers. Dates are day first
-- (`29/06/2010`); `Data` (when the booking was made) carries a time (`29/06/2010 10:55:54`), its
-- day alone is used. Money is in euros with a decimal comma and no thousands separator
-- (`2894,25`). A cancelled line (`Status` `Cancellata`) has `Notti`, `Totale` and
-- `Prezzo medio per notte` 0 (its `Totale originale` keeps the amount); nothing is left out.
-- `Nazione` is written both `it` and `IT`: upper-cased here, blank is no country. LF, headers
-- imported as written (the tables are created by `.import` from the header row).
-- ---------------------------------------------------------------------------------------------
.import --csv data/hotel-reservations-7/dataset_hotel_7.csv hotel7_raw
.import --csv data/hotel-reservations-6/dataset_hotel_6.csv hotel6_raw

CREATE VIEW hotels AS
SELECT
  hotel,
  "Codice" AS code,
  "Status" AS status,
  "Tipo di canale" AS channel_type,
  "Canale" AS channel,
  substr("Arrivo", 7, 4) || '-' || substr("Arrivo", 4, 2) || '-' || substr("Arrivo", 1, 2) AS arrival,
  substr("Partenza", 7, 4) || '-' || substr("Partenza", 4, 2) || '-' || substr("Partenza", 1, 2) AS departure,
  substr("Data", 7, 4) || '-' || substr("Data", 4, 2) || '-' || substr("Data", 1, 2) AS booked,
  CAST("Window" AS INTEGER) AS window,
  CAST("Notti" AS INTEGER) AS nights,
  CAST(replace("Totale", ',', '.') AS REAL) AS total,
  CAST(replace("Totale originale", ',', '.') AS REAL) AS total_original,
  CAST(replace("Prezzo medio per notte", ',', '.') AS REAL) AS night_price,
  NULLIF("Codice prodotto", '') AS product,
  NULLIF("Codice camera", '') AS room,
  CAST("Ad." AS INTEGER) AS adults,
  CAST("Ba." AS INTEGER) AS children,
  NULLIF(upper("Nazione"), '') AS country
FROM (
  SELECT 7 AS hotel, * FROM hotel7_raw UNION ALL SELECT 6 AS hotel, * FROM hotel6_raw
);

CREATE VIEW hotel7 AS SELECT * FROM hotels WHERE hotel = 7;
CREATE VIEW hotel6 AS SELECT * FROM hotels WHERE hotel = 6;

-- ---------------------------------------------------------------------------------------------
-- data/inventory-stock-levels/inventory_transactions.csv: the first 10,000 of 54,750 rows of a
-- simulated e-commerce's daily stock and sales (NJerez-dev/Logistics-data-portfolio, thirty-sixth
-- round), one row per product and day of 2024. The file is sorted by warehouse, product and date,
-- so every kept row is warehouse `Santiago`: products 1 to 27 whole (365 days each, 1 January to
-- 30 December) and product 28 to 24 May. snake_case headers; `product_id` beside `product_name`
-- (`Product_1`); prices and revenue in whole pesos without a sign; `stock_level` 0 on 487 rows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE inventory_raw (
  "date" TEXT, "product_id" TEXT, "product_name" TEXT, "category" TEXT, "warehouse" TEXT,
  "units_sold" TEXT, "unit_price" TEXT, "revenue" TEXT, "stock_level" TEXT,
  "reorder_point" TEXT, "supplier_lead_time" TEXT
);
.import --csv --skip 1 data/inventory-stock-levels/inventory_transactions.csv inventory_raw

CREATE VIEW inventory AS
SELECT
  "date" AS day,
  "product_id" AS product_id,
  "product_name" AS product,
  "category" AS category,
  "warehouse" AS warehouse,
  CAST("units_sold" AS INTEGER) AS units,
  CAST("unit_price" AS REAL) AS unit_price,
  CAST("revenue" AS REAL) AS revenue,
  CAST("stock_level" AS INTEGER) AS stock,
  CAST("reorder_point" AS INTEGER) AS reorder_point,
  CAST("supplier_lead_time" AS INTEGER) AS lead_time
FROM inventory_raw;

-- ---------------------------------------------------------------------------------------------
-- data/customer-rfm-segments/datamart_rfm_scores_named_segment.csv: DA-Code's RFM segmentation
-- of an online retailer's customers (yiyihum/da-code, thirty-sixth round), 3,643 rows, one per
-- `CustomerID`. CamelCase beside one-letter headers (`R`, `F`, `M` are quartile scores 1 to 4)
-- and snake_case with capitals (`RFM_Segment` is the three scores written together, `444`;
-- `RFM_Score` their sum written `12.0`; `RFM_Level` Top, Middle or Low). `Recency` is days,
-- `Frequency` purchases, `MonetaryValue` spend with long float tails. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE rfm_raw (
  "CustomerID" TEXT, "Recency" TEXT, "Frequency" TEXT, "MonetaryValue" TEXT, "R" TEXT,
  "F" TEXT, "M" TEXT, "RFM_Segment" TEXT, "RFM_Score" TEXT, "RFM_Level" TEXT
);
.import --csv --skip 1 data/customer-rfm-segments/datamart_rfm_scores_named_segment.csv rfm_raw

CREATE VIEW rfm AS
SELECT
  "CustomerID" AS customer,
  CAST("Recency" AS INTEGER) AS recency,
  CAST("Frequency" AS INTEGER) AS frequency,
  CAST("MonetaryValue" AS REAL) AS monetary,
  CAST("R" AS INTEGER) AS r,
  CAST("F" AS INTEGER) AS f,
  CAST("M" AS INTEGER) AS m,
  "RFM_Segment" AS segment,
  CAST("RFM_Score" AS REAL) AS score,
  "RFM_Level" AS level
FROM rfm_raw;

-- ---------------------------------------------------------------------------------------------
-- data/order-returns/return_predictions.csv: an e-commerce shop's orders with a return flag and
-- a model's return probability (Amittomar2003/ecommerce-return-analysis, thirty-seventh round),
-- 10,000 rows, one per `Order_ID`. Snake_case with capitals; `Return` is written `1.0` or `0.0`;
-- three `_Enc` columns number the category, location and channel; `Return_Probability` has long
-- float tails; `Supplier_ID` is `Supplier_1` to `Supplier_20`; prices in rupees.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE order_returns_raw (
  "Order_ID" TEXT, "Order_Date" TEXT, "Product_Category" TEXT, "Customer_Location" TEXT,
  "Marketing_Channel" TEXT, "Supplier_ID" TEXT, "Price" TEXT, "Customer_Rating" TEXT,
  "Return" TEXT, "Product_Category_Enc" TEXT, "Customer_Location_Enc" TEXT,
  "Marketing_Channel_Enc" TEXT, "Return_Probability" TEXT
);
.import --csv --skip 1 data/order-returns/return_predictions.csv order_returns_raw

CREATE VIEW order_returns AS
SELECT
  "Order_ID" AS order_id,
  "Order_Date" AS day,
  "Product_Category" AS category,
  "Customer_Location" AS location,
  "Marketing_Channel" AS channel,
  "Supplier_ID" AS supplier,
  CAST("Price" AS REAL) AS price,
  CAST("Customer_Rating" AS INTEGER) AS rating,
  CAST("Return" AS REAL) AS returned,
  CAST("Return_Probability" AS REAL) AS probability
FROM order_returns_raw;

-- ---------------------------------------------------------------------------------------------
-- data/crm-deals/deals_meta.csv: a simulated paper company's CRM deals (anacartola/
-- dunder-mifflin-revops, thirty-seventh round), 700 rows, one per `deal_id`. Lower snake_case;
-- `owner_id` is `owner_1` to `owner_14` (no names); ISO dates; `deal_amount` whole dollars;
-- `deal_stage` from Prospecting to Closed Won or Closed Lost, `forecast_category` beside it.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE crm_deals_raw (
  "deal_id" TEXT, "owner_id" TEXT, "created_date" TEXT, "close_date" TEXT, "deal_stage" TEXT,
  "forecast_category" TEXT, "record_type" TEXT, "deal_type" TEXT, "deal_order_type" TEXT,
  "account_industry" TEXT, "account_region" TEXT, "account_size" TEXT, "deal_source" TEXT,
  "deal_amount" TEXT
);
.import --csv --skip 1 data/crm-deals/deals_meta.csv crm_deals_raw

CREATE VIEW crm_deals AS
SELECT
  "deal_id" AS deal,
  "owner_id" AS owner,
  "created_date" AS created,
  "close_date" AS closed,
  "deal_stage" AS stage,
  "forecast_category" AS forecast,
  "record_type" AS record_type,
  "deal_type" AS deal_type,
  "deal_order_type" AS order_type,
  "account_industry" AS industry,
  "account_region" AS region,
  "account_size" AS size,
  "deal_source" AS source,
  CAST("deal_amount" AS INTEGER) AS amount
FROM crm_deals_raw;

-- ---------------------------------------------------------------------------------------------
-- data/brazil-sales-lines/sales_transactions.csv: a simulated Brazilian office supplier's order
-- lines (george-gioseffi/Sales-Dash-Bi, thirty-eighth round), 9,586 rows, one per `Order ID`
-- and `Order Line Number` (4,407 orders). `Customer ID` (257) and `Customer Name` (212: some
-- names are shared by several IDs) side by side; `Sales Amount` is after discount, `Gross Sales
-- Amount` before it; `Discount` a fraction (0.0393); `Returned Flag` 0 or 1; ISO dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE brazil_sales_raw (
  "Order ID" TEXT, "Order Line Number" TEXT, "Order Date" TEXT, "Ship Date" TEXT,
  "Customer ID" TEXT, "Customer Name" TEXT, "Segment" TEXT, "Country" TEXT, "Region" TEXT,
  "State" TEXT, "City" TEXT, "Product ID" TEXT, "Product Name" TEXT, "Category" TEXT,
  "Sub-Category" TEXT, "Sales Amount" TEXT, "Quantity" TEXT, "Unit Price" TEXT,
  "Gross Sales Amount" TEXT, "Discount" TEXT, "Discount Amount" TEXT, "Cost" TEXT, "Profit" TEXT,
  "Sales Channel" TEXT, "Sales Rep" TEXT, "Returned Flag" TEXT
);
.import --csv --skip 1 data/brazil-sales-lines/sales_transactions.csv brazil_sales_raw

CREATE VIEW brazil_sales AS
SELECT
  "Order ID" AS order_id,
  CAST("Order Line Number" AS INTEGER) AS line,
  "Order Date" AS ordered,
  "Ship Date" AS shipped,
  "Customer ID" AS customer_id,
  "Customer Name" AS customer,
  "Segment" AS segment,
  "Region" AS region,
  "State" AS state,
  "City" AS city,
  "Product ID" AS product_id,
  "Product Name" AS product,
  "Category" AS category,
  "Sub-Category" AS subcategory,
  CAST("Sales Amount" AS REAL) AS sales,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Unit Price" AS REAL) AS unit_price,
  CAST("Gross Sales Amount" AS REAL) AS gross_sales,
  CAST("Discount" AS REAL) AS discount,
  CAST("Discount Amount" AS REAL) AS discount_amount,
  CAST("Cost" AS REAL) AS cost,
  CAST("Profit" AS REAL) AS profit,
  "Sales Channel" AS channel,
  "Sales Rep" AS rep,
  CAST("Returned Flag" AS INTEGER) AS returned
FROM brazil_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/credit-card-bills/UCI_Credit_Card.csv: a Taiwanese bank's credit card clients, April to
-- September 2005 (yiyihum/da-code, thirty-ninth round), the first 10,000 of 25,500 rows, one per
-- client `ID`. ALLCAPS headers with abbreviations (`LIMIT_BAL`, `BILL_AMT1` … `BILL_AMT6`,
-- `PAY_AMT1` … `PAY_AMT6`, month 1 September, 6 April), coded `SEX`, `EDUCATION`, `MARRIAGE`,
-- repayment status `PAY_0` (−2 to 8), money written `220208.0` (NT dollars) and the 0/1 target
-- `default.payment.next.month` (a header with full stops).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE credit_bills_raw (
  "ID" TEXT, "LIMIT_BAL" TEXT, "SEX" TEXT, "EDUCATION" TEXT, "MARRIAGE" TEXT, "AGE" TEXT,
  "PAY_0" TEXT, "PAY_2" TEXT, "PAY_3" TEXT, "PAY_4" TEXT, "PAY_5" TEXT, "PAY_6" TEXT,
  "BILL_AMT1" TEXT, "BILL_AMT2" TEXT, "BILL_AMT3" TEXT, "BILL_AMT4" TEXT, "BILL_AMT5" TEXT,
  "BILL_AMT6" TEXT, "PAY_AMT1" TEXT, "PAY_AMT2" TEXT, "PAY_AMT3" TEXT, "PAY_AMT4" TEXT,
  "PAY_AMT5" TEXT, "PAY_AMT6" TEXT, "default.payment.next.month" TEXT
);
.import --csv --skip 1 data/credit-card-bills/UCI_Credit_Card.csv credit_bills_raw

CREATE VIEW credit_bills AS
SELECT
  "ID" AS id,
  CAST("LIMIT_BAL" AS REAL) AS limit_bal,
  CAST("SEX" AS INTEGER) AS sex,
  CAST("EDUCATION" AS INTEGER) AS education,
  CAST("MARRIAGE" AS INTEGER) AS marriage,
  CAST("AGE" AS INTEGER) AS age,
  CAST("PAY_0" AS INTEGER) AS pay_0,
  CAST("BILL_AMT1" AS REAL) AS bill_1,
  CAST("BILL_AMT2" AS REAL) AS bill_2,
  CAST("BILL_AMT6" AS REAL) AS bill_6,
  CAST("PAY_AMT1" AS REAL) AS paid_1,
  CAST("PAY_AMT2" AS REAL) AS paid_2,
  CAST("PAY_AMT6" AS REAL) AS paid_6,
  CAST("default.payment.next.month" AS INTEGER) AS defaulted
FROM credit_bills_raw;

-- ---------------------------------------------------------------------------------------------
-- data/online-shoppers-sessions/online_shoppers_intention.csv: an online shop's sessions (UCI's
-- Online Shoppers Purchasing Intention data as Jcardif/Fabric-AutoML-Data-Sample ships it,
-- thirty-ninth round), the first 10,000 of 12,330 rows, one per session. CamelCase and
-- snake_case headers (`ProductRelated_Duration`, `BounceRates`), `Month` as an abbreviation
-- without a year (`Nov`, but `June`), codes for `OperatingSystems`, `Browser`, `Region` and
-- `TrafficType`, `VisitorType` with underscores (`Returning_Visitor`), `Weekend` written `True`
-- or `False` and `Revenue` 1 or 0 (the session ended in a purchase).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE shopper_sessions_raw (
  "Administrative" TEXT, "Administrative_Duration" TEXT, "Informational" TEXT,
  "Informational_Duration" TEXT, "ProductRelated" TEXT, "ProductRelated_Duration" TEXT,
  "BounceRates" TEXT, "ExitRates" TEXT, "PageValues" TEXT, "SpecialDay" TEXT, "Month" TEXT,
  "OperatingSystems" TEXT, "Browser" TEXT, "Region" TEXT, "TrafficType" TEXT, "VisitorType" TEXT,
  "Weekend" TEXT, "Revenue" TEXT
);
.import --csv --skip 1 data/online-shoppers-sessions/online_shoppers_intention.csv shopper_sessions_raw

CREATE VIEW shopper_sessions AS
SELECT
  CAST("Administrative" AS INTEGER) AS admin_pages,
  CAST("ProductRelated" AS INTEGER) AS product_pages,
  CAST("ProductRelated_Duration" AS REAL) AS product_duration,
  CAST("BounceRates" AS REAL) AS bounce_rate,
  CAST("ExitRates" AS REAL) AS exit_rate,
  CAST("PageValues" AS REAL) AS page_value,
  CAST("SpecialDay" AS REAL) AS special_day,
  "Month" AS month,
  "Browser" AS browser,
  "Region" AS region,
  "TrafficType" AS traffic_type,
  "VisitorType" AS visitor_type,
  "Weekend" = 'True' AS weekend,
  CAST("Revenue" AS INTEGER) AS revenue
FROM shopper_sessions_raw;

-- ---------------------------------------------------------------------------------------------
-- data/online-shoppers-sessions/online_shoppers_intention.csv: an online shop's visitor sessions
-- (Jcardif/Fabric-AutoML-Data-Sample, fortieth round), the first 10,000 of 12,359 rows, one per
-- session. CamelCase and snake_case headers (`ProductRelated_Duration`, `BounceRates`,
-- `VisitorType`); `Month` abbreviated (`Nov`, `June`) with no year; `Region`, `Browser`,
-- `OperatingSystems` and `TrafficType` number codes; `Weekend` written `True`/`False` beside
-- `Revenue` written 1/0 (a purchase in the session); `SpecialDay` 0 to 1 (closeness to a holiday).
-- The thirty-ninth round imported the same file (shopper_sessions_raw): this round's view reads it.
-- ---------------------------------------------------------------------------------------------
CREATE VIEW shop_sessions AS
SELECT
  CAST("Administrative" AS INTEGER) AS admin_pages,
  CAST("Administrative_Duration" AS REAL) AS admin_duration,
  CAST("Informational" AS INTEGER) AS info_pages,
  CAST("Informational_Duration" AS REAL) AS info_duration,
  CAST("ProductRelated" AS INTEGER) AS product_pages,
  CAST("ProductRelated_Duration" AS REAL) AS product_duration,
  CAST("BounceRates" AS REAL) AS bounce_rate,
  CAST("ExitRates" AS REAL) AS exit_rate,
  CAST("PageValues" AS REAL) AS page_value,
  CAST("SpecialDay" AS REAL) AS special_day,
  "Month" AS month,
  "OperatingSystems" AS os,
  "Browser" AS browser,
  "Region" AS region,
  "TrafficType" AS traffic_type,
  "VisitorType" AS visitor_type,
  "Weekend" = 'True' AS weekend,
  CAST("Revenue" AS INTEGER) AS revenue
FROM shopper_sessions_raw;

-- ---------------------------------------------------------------------------------------------
-- data/car-model-ratings/Car_Rates.csv: owners' ratings of car models by model year (DA-Code,
-- yiyihum/da-code, fortieth round), 4,243 rows, whole, one per `Car_name` (`2023     Acura
-- Integra.`: year, brand and model run together with runs of spaces and a trailing dot, `Model`
-- keeps the dot). `Num_of_reviews` written `5.0`; seven ratings out of 5 (`General_rate`,
-- `Comfort`, `Interior design`, `Performance`, `Value for the money`, `Exterior styling`,
-- `Reliability`), all blank on the 564 models with no review (`Reliability` on 15 more).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE car_ratings_raw (
  "Car_name" TEXT, "Num_of_reviews" TEXT, "General_rate" TEXT, "Comfort" TEXT,
  "Interior design" TEXT, "Performance" TEXT, "Value for the money" TEXT,
  "Exterior styling" TEXT, "Reliability" TEXT, "Year" TEXT, "Brand" TEXT, "Model" TEXT
);
.import --csv --skip 1 data/car-model-ratings/Car_Rates.csv car_ratings_raw

CREATE VIEW car_ratings AS
SELECT
  "Car_name" AS car,
  CAST(NULLIF("Num_of_reviews", '') AS REAL) AS reviews,
  CAST(NULLIF("General_rate", '') AS REAL) AS general_rate,
  CAST(NULLIF("Comfort", '') AS REAL) AS comfort,
  CAST(NULLIF("Interior design", '') AS REAL) AS interior,
  CAST(NULLIF("Performance", '') AS REAL) AS performance,
  CAST(NULLIF("Value for the money", '') AS REAL) AS value_for_money,
  CAST(NULLIF("Exterior styling", '') AS REAL) AS exterior,
  CAST(NULLIF("Reliability", '') AS REAL) AS reliability,
  CAST("Year" AS INTEGER) AS year,
  "Brand" AS brand,
  "Model" AS model
FROM car_ratings_raw;

-- ---------------------------------------------------------------------------------------------
-- data/kurta-price-list/May-2022.csv: an Indian clothing seller's price list for May 2022 (DA-Code,
-- yiyihum/da-code, forty-first round), 1,330 rows, whole, one per `Sku` (`Os206_3141_S`: style and
-- size), a pandas `index` first, `TP` (the seller's transfer price) beside eleven MRPs (maximum
-- retail prices: `MRP Old`, `Final MRP Old` and one per marketplace, `Ajio MRP` … `Snapdeal MRP`).
-- `Nill` stands for no value in every column (73 rows have no catalog, category or weight, 37 no
-- MRP), as do the six `TP` cells holding Excel's `#VALUE!`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE kurta_prices_raw (
  "index" TEXT, "Sku" TEXT, "Style Id" TEXT, "Catalog" TEXT, "Category" TEXT, "Weight" TEXT,
  "TP" TEXT, "MRP Old" TEXT, "Final MRP Old" TEXT, "Ajio MRP" TEXT, "Amazon MRP" TEXT,
  "Amazon FBA MRP" TEXT, "Flipkart MRP" TEXT, "Limeroad MRP" TEXT, "Myntra MRP" TEXT,
  "Paytm MRP" TEXT, "Snapdeal MRP" TEXT
);
.import --csv --skip 1 data/kurta-price-list/May-2022.csv kurta_prices_raw

CREATE VIEW kurta_prices AS
SELECT
  "Sku" AS sku,
  "Style Id" AS style,
  NULLIF("Catalog", 'Nill') AS catalog,
  NULLIF("Category", 'Nill') AS category,
  CAST(NULLIF("Weight", 'Nill') AS REAL) AS weight,
  CAST(NULLIF("TP", '#VALUE!') AS REAL) AS tp,
  CAST(NULLIF("MRP Old", 'Nill') AS REAL) AS mrp_old,
  CAST(NULLIF("Final MRP Old", 'Nill') AS REAL) AS final_mrp_old,
  CAST(NULLIF("Ajio MRP", 'Nill') AS REAL) AS ajio_mrp,
  CAST(NULLIF("Amazon MRP", 'Nill') AS REAL) AS amazon_mrp,
  CAST(NULLIF("Amazon FBA MRP", 'Nill') AS REAL) AS amazon_fba_mrp,
  CAST(NULLIF("Flipkart MRP", 'Nill') AS REAL) AS flipkart_mrp,
  CAST(NULLIF("Limeroad MRP", 'Nill') AS REAL) AS limeroad_mrp,
  CAST(NULLIF("Myntra MRP", 'Nill') AS REAL) AS myntra_mrp,
  CAST(NULLIF("Paytm MRP", 'Nill') AS REAL) AS paytm_mrp,
  CAST(NULLIF("Snapdeal MRP", 'Nill') AS REAL) AS snapdeal_mrp
FROM kurta_prices_raw;

-- ---------------------------------------------------------------------------------------------
-- data/people-analytics-employees/employees.csv: a simulated company's employees with their pay
-- (crstarbuck/peopleanalytics_book, forty-first round), 1,470 rows, whole, one per `employee_id`,
-- snake_case abbreviations (`dept`, `job_lvl`, `hourly_rate`, `monthly_comp`, `annual_comp`,
-- `standard_hrs`, `ytd_sales`), `active` and `overtime` written Yes/No, `ytd_leads` and
-- `ytd_sales` blank outside the sales roles (1,061 rows), no final newline.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE pa_employees_raw (
  "employee_id" TEXT, "active" TEXT, "stock_opt_lvl" TEXT, "trainings" TEXT, "age" TEXT,
  "commute_dist" TEXT, "ed_lvl" TEXT, "ed_field" TEXT, "gender" TEXT, "marital_sts" TEXT,
  "dept" TEXT, "engagement" TEXT, "job_lvl" TEXT, "job_title" TEXT, "overtime" TEXT,
  "business_travel" TEXT, "hourly_rate" TEXT, "daily_comp" TEXT, "monthly_comp" TEXT,
  "annual_comp" TEXT, "ytd_leads" TEXT, "ytd_sales" TEXT, "standard_hrs" TEXT,
  "salary_hike_pct" TEXT, "perf_rating" TEXT, "prior_emplr_cnt" TEXT, "env_sat" TEXT,
  "job_sat" TEXT, "rel_sat" TEXT, "wl_balance" TEXT, "work_exp" TEXT, "org_tenure" TEXT,
  "job_tenure" TEXT, "last_promo" TEXT, "mgr_tenure" TEXT, "interview_rating" TEXT
);
.import --csv --skip 1 data/people-analytics-employees/employees.csv pa_employees_raw

CREATE VIEW pa_employees AS
SELECT
  "employee_id" AS employee_id,
  "active" AS active,
  CAST("age" AS INTEGER) AS age,
  "gender" AS gender,
  "dept" AS dept,
  CAST("job_lvl" AS INTEGER) AS job_lvl,
  "job_title" AS job_title,
  "overtime" AS overtime,
  "business_travel" AS business_travel,
  CAST("hourly_rate" AS REAL) AS hourly_rate,
  CAST("daily_comp" AS REAL) AS daily_comp,
  CAST("monthly_comp" AS REAL) AS monthly_comp,
  CAST("annual_comp" AS REAL) AS annual_comp,
  CAST(NULLIF("ytd_sales", '') AS REAL) AS ytd_sales,
  CAST("standard_hrs" AS REAL) AS standard_hrs,
  CAST("salary_hike_pct" AS REAL) AS salary_hike_pct,
  CAST("org_tenure" AS INTEGER) AS org_tenure
FROM pa_employees_raw;

-- ---------------------------------------------------------------------------------------------
-- data/food-delivery-orders/food-delivery-test.csv: food delivery orders in Indian cities (the
-- test split of Kaggle's food delivery data set as liamarguedas/uber-eats-delivery-time ships it,
-- forty-second round), its first 10,000 of 11,399 rows, CRLF line endings. Every text cell ends
-- with a space (`0x2318 `, `Drinks `, `No `), `NaN ` marks a missing value (age, rating, order
-- time, traffic, multiple deliveries, festival, city), `Order_Date` is day first (`30-03-2022`),
-- the times are `19:15:00`, weather is written `conditions Sunny`, and the city type is spelt
-- `Metropolitian`. One row per order (`ID`, unique).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE food_delivery_raw (
  "ID" TEXT, "Delivery_person_ID" TEXT, "Delivery_person_Age" TEXT,
  "Delivery_person_Ratings" TEXT, "Restaurant_latitude" TEXT, "Restaurant_longitude" TEXT,
  "Delivery_location_latitude" TEXT, "Delivery_location_longitude" TEXT, "Order_Date" TEXT,
  "Time_Orderd" TEXT, "Time_Order_picked" TEXT, "Weatherconditions" TEXT,
  "Road_traffic_density" TEXT, "Vehicle_condition" TEXT, "Type_of_order" TEXT,
  "Type_of_vehicle" TEXT, "multiple_deliveries" TEXT, "Festival" TEXT, "City" TEXT
);
.import --csv --skip 1 data/food-delivery-orders/food-delivery-test.csv food_delivery_raw

CREATE VIEW food_delivery AS
SELECT
  TRIM("ID") AS id,
  TRIM("Delivery_person_ID") AS person,
  CAST(NULLIF(TRIM("Delivery_person_Age"), 'NaN') AS INTEGER) AS age,
  CAST(NULLIF(TRIM("Delivery_person_Ratings"), 'NaN') AS REAL) AS rating,
  substr("Order_Date", 7, 4) || '-' || substr("Order_Date", 4, 2) || '-' || substr("Order_Date", 1, 2) AS day,
  NULLIF(TRIM("Time_Orderd"), 'NaN') AS time_ordered,
  NULLIF(TRIM("Time_Order_picked"), 'NaN') AS time_picked,
  NULLIF(TRIM("Weatherconditions"), 'conditions NaN') AS weather,
  NULLIF(TRIM("Road_traffic_density"), 'NaN') AS traffic,
  CAST("Vehicle_condition" AS INTEGER) AS vehicle_condition,
  TRIM("Type_of_order") AS order_type,
  TRIM("Type_of_vehicle") AS vehicle,
  CAST(NULLIF(TRIM("multiple_deliveries"), 'NaN') AS INTEGER) AS multiple_deliveries,
  NULLIF(TRIM("Festival"), 'NaN') AS festival,
  NULLIF(TRIM("City"), 'NaN') AS city
FROM food_delivery_raw;

-- ---------------------------------------------------------------------------------------------
-- data/netflix-subscriptions/Netflix Userbase.csv: a streaming service's subscribers (Kaggle's
-- Netflix userbase as leonardocuellargold/Netflix_Data_Visualization ships it, forty-second
-- round), 2,500 rows, whole, one per `User ID`. Both dates are day first with two-digit years,
-- written two ways in the same column: `15-01-22` where the day is above 12 and `5/9/21` (5
-- September 2021) where it is not, as a spreadsheet that read them month first left them; both
-- are read day first. `Plan Duration` is `1 Month` on every row; no line break after the last row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE netflix_raw (
  "User ID" TEXT, "Subscription Type" TEXT, "Monthly Revenue" TEXT, "Join Date" TEXT,
  "Last Payment Date" TEXT, "Country" TEXT, "Age" TEXT, "Gender" TEXT, "Device" TEXT,
  "Plan Duration" TEXT
);
.import --csv --skip 1 "data/netflix-subscriptions/Netflix Userbase.csv" netflix_raw

CREATE VIEW netflix_dates AS
SELECT *,
  REPLACE("Join Date", '/', '-') AS join_dmy,
  REPLACE("Last Payment Date", '/', '-') AS paid_dmy
FROM netflix_raw;

CREATE VIEW netflix_users AS
SELECT
  CAST("User ID" AS INTEGER) AS user_id,
  "Subscription Type" AS plan,
  CAST("Monthly Revenue" AS REAL) AS revenue,
  printf('20%s-%02d-%02d',
    substr(join_dmy, instr(join_dmy, '-') + instr(substr(join_dmy, instr(join_dmy, '-') + 1), '-') + 1),
    CAST(substr(substr(join_dmy, instr(join_dmy, '-') + 1), 1, instr(substr(join_dmy, instr(join_dmy, '-') + 1), '-') - 1) AS INTEGER),
    CAST(substr(join_dmy, 1, instr(join_dmy, '-') - 1) AS INTEGER)) AS joined,
  printf('20%s-%02d-%02d',
    substr(paid_dmy, instr(paid_dmy, '-') + instr(substr(paid_dmy, instr(paid_dmy, '-') + 1), '-') + 1),
    CAST(substr(substr(paid_dmy, instr(paid_dmy, '-') + 1), 1, instr(substr(paid_dmy, instr(paid_dmy, '-') + 1), '-') - 1) AS INTEGER),
    CAST(substr(paid_dmy, 1, instr(paid_dmy, '-') - 1) AS INTEGER)) AS last_paid,
  "Country" AS country,
  CAST("Age" AS INTEGER) AS age,
  "Gender" AS gender,
  "Device" AS device,
  "Plan Duration" AS duration
FROM netflix_dates;

-- ---------------------------------------------------------------------------------------------
-- data/email-campaign-sends/email_campaigns.csv: an e-mail marketing portfolio's simulated sends
-- (MarcusJMyrick/mpad-analytics, data/raw/, forty-fourth round), 979 rows, whole, one per
-- `email_id` (a UUID). `campaign_id` is a number from 1 to 100 beside the UUID; `send_date` ISO,
-- 1 January to 29 April 2024; `cost` money with up to 13 decimals and no sign; `channel` is
-- `Email` on every row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE email_sends_raw (
  "email_id" TEXT, "campaign_id" TEXT, "send_date" TEXT, "opens" TEXT, "clicks" TEXT,
  "cost" TEXT, "channel" TEXT
);
.import --csv --skip 1 "data/email-campaign-sends/email_campaigns.csv" email_sends_raw

CREATE VIEW email_sends AS
SELECT
  "email_id" AS email_id,
  CAST("campaign_id" AS INTEGER) AS campaign_id,
  "send_date" AS day,
  CAST("opens" AS INTEGER) AS opens,
  CAST("clicks" AS INTEGER) AS clicks,
  CAST("cost" AS REAL) AS cost,
  "channel" AS channel
FROM email_sends_raw;

-- ---------------------------------------------------------------------------------------------
-- data/campaign-purchases/customer_transactions.csv: the same portfolio's purchases credited to
-- a campaign (MarcusJMyrick/mpad-analytics, data/raw/, forty-fourth round), 979 rows, whole, one
-- per `transaction_id` (a UUID); `customer_id` and `campaign_id` numbers side by side (616
-- customers, 100 campaigns); `purchase_date` ISO, 1 January to 29 April 2024; `amount` money with
-- up to 13 decimals and no sign.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE campaign_purchases_raw (
  "transaction_id" TEXT, "customer_id" TEXT, "campaign_id" TEXT, "purchase_date" TEXT, "amount" TEXT
);
.import --csv --skip 1 "data/campaign-purchases/customer_transactions.csv" campaign_purchases_raw

CREATE VIEW campaign_purchases AS
SELECT
  "transaction_id" AS transaction_id,
  CAST("customer_id" AS INTEGER) AS customer_id,
  CAST("campaign_id" AS INTEGER) AS campaign_id,
  "purchase_date" AS day,
  CAST("amount" AS REAL) AS amount
FROM campaign_purchases_raw;

-- ---------------------------------------------------------------------------------------------
-- data/airline-nps-survey/airline-nps.csv: answers to a Net Promoter Score survey of airline
-- customers (Preppin' Data's 2021 NPS challenge input as zzzbitz/prepbench ships it, forty-third
-- round), 5,723 rows, whole, one per `CustomerID` (each ID once). The score's header is the
-- question asked, `How likely are you to recommend this airline?`, a whole number from 0 to 10;
-- airline names hold commas and are quoted (`"Schmeler, Schimmel and Collier"`).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE airline_nps_raw (
  "Airline" TEXT, "CustomerID" TEXT, "How likely are you to recommend this airline?" TEXT
);
.import --csv --skip 1 data/airline-nps-survey/airline-nps.csv airline_nps_raw

CREATE VIEW airline_nps AS
SELECT
  "Airline" AS airline,
  "CustomerID" AS customer,
  CAST("How likely are you to recommend this airline?" AS INTEGER) AS score
FROM airline_nps_raw;

-- ---------------------------------------------------------------------------------------------
-- data/warehouse-orders/warehouse_orders.csv: a synthetic supply chain's warehouse orders and
-- what was received of them (avin-lab/https-github.com-nivamaharjan-Warehouse-Analysis,
-- forty-third round), 2,000 rows, whole, one per `order_id`. lower snake_case headers, ISO dates;
-- `lead_time_days` (written `18.0`) and `receive_date` are blank on the 1,510 orders whose
-- `order_status` is not `Received`; `order_cost` is `total_quantity_received` × `unit_price`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE warehouse_orders_raw (
  "order_id" TEXT, "item_category" TEXT, "supplier_name" TEXT, "warehouse_name" TEXT,
  "warehouse_location" TEXT, "fc_associate" TEXT, "order_status" TEXT,
  "total_quantity_required" TEXT, "total_quantity_received" TEXT,
  "total_quantity_in_transfer" TEXT, "unit_price" TEXT, "order_cost" TEXT,
  "lead_time_days" TEXT, "need_by_date" TEXT, "receive_date" TEXT
);
.import --csv --skip 1 data/warehouse-orders/warehouse_orders.csv warehouse_orders_raw

CREATE VIEW warehouse_orders AS
SELECT
  CAST("order_id" AS INTEGER) AS order_id,
  "item_category" AS category,
  "supplier_name" AS supplier,
  "warehouse_name" AS warehouse,
  "warehouse_location" AS location,
  "fc_associate" AS associate,
  "order_status" AS status,
  CAST("total_quantity_required" AS INTEGER) AS required,
  CAST("total_quantity_received" AS INTEGER) AS received,
  CAST("total_quantity_in_transfer" AS INTEGER) AS in_transfer,
  CAST("unit_price" AS REAL) AS unit_price,
  CAST("order_cost" AS REAL) AS cost,
  CAST(NULLIF("lead_time_days", '') AS REAL) AS lead_time,
  "need_by_date" AS need_by,
  NULLIF("receive_date", '') AS received_on
FROM warehouse_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/aw-products/Product.tsv: AdventureWorks' product list (items with their safety stock
-- level and reorder point) as microsoft/sql-server-samples ships it for its OLTP install script
-- (forty-seventh round), 504 rows. Tab-separated; the file has no header row, so the round added
-- one line naming the columns as the install script's CREATE TABLE does. Blank cells for no
-- colour, size, weight, product line, class, style or sell end date; the two-letter codes are
-- padded (`R `, `CM `), as nchar columns are; date-times `2019-04-30 00:00:00.000`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE aw_products_raw (
  "ProductID" TEXT, "Name" TEXT, "ProductNumber" TEXT, "MakeFlag" TEXT, "FinishedGoodsFlag" TEXT,
  "Color" TEXT, "SafetyStockLevel" TEXT, "ReorderPoint" TEXT, "StandardCost" TEXT,
  "ListPrice" TEXT, "Size" TEXT, "SizeUnitMeasureCode" TEXT, "WeightUnitMeasureCode" TEXT,
  "Weight" TEXT, "DaysToManufacture" TEXT, "ProductLine" TEXT, "Class" TEXT, "Style" TEXT,
  "ProductSubcategoryID" TEXT, "ProductModelID" TEXT, "SellStartDate" TEXT, "SellEndDate" TEXT,
  "DiscontinuedDate" TEXT, "rowguid" TEXT, "ModifiedDate" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/aw-products/Product.tsv aw_products_raw
.separator ","

CREATE VIEW aw_products AS
SELECT
  "ProductID" AS product_id,
  "Name" AS name,
  "ProductNumber" AS product_number,
  CAST("MakeFlag" AS INTEGER) AS make_flag,
  CAST("FinishedGoodsFlag" AS INTEGER) AS finished_goods,
  NULLIF("Color", '') AS color,
  CAST("SafetyStockLevel" AS INTEGER) AS safety_stock,
  CAST("ReorderPoint" AS INTEGER) AS reorder_point,
  CAST("StandardCost" AS REAL) AS standard_cost,
  CAST("ListPrice" AS REAL) AS list_price,
  NULLIF("Size", '') AS size,
  NULLIF("WeightUnitMeasureCode", '') AS weight_unit,
  CAST(NULLIF("Weight", '') AS REAL) AS weight,
  CAST("DaysToManufacture" AS INTEGER) AS days_to_manufacture,
  NULLIF("ProductLine", '') AS product_line,
  NULLIF("Class", '') AS class,
  NULLIF("Style", '') AS style,
  NULLIF("ProductSubcategoryID", '') AS subcategory,
  substr("SellStartDate", 1, 10) AS sell_start,
  substr(NULLIF("SellEndDate", ''), 1, 10) AS sell_end
FROM aw_products_raw;

-- ---------------------------------------------------------------------------------------------
-- data/aw-product-inventory/ProductInventory.tsv: AdventureWorks' stock on hand, one row per
-- product and inventory location (microsoft/sql-server-samples, forty-seventh round), 1,069 rows,
-- header line added as above. Products and locations are ID numbers with no names; `Shelf` is a
-- letter or the text `N/A` (a value, as the install script's CHECK allows); `Bin` 0 to 100.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE aw_inventory_raw (
  "ProductID" TEXT, "LocationID" TEXT, "Shelf" TEXT, "Bin" TEXT, "Quantity" TEXT,
  "rowguid" TEXT, "ModifiedDate" TEXT
);
.mode csv
.separator "\t"
.import --skip 1 data/aw-product-inventory/ProductInventory.tsv aw_inventory_raw
.separator ","

CREATE VIEW aw_inventory AS
SELECT
  "ProductID" AS product_id,
  "LocationID" AS location,
  "Shelf" AS shelf,
  CAST("Bin" AS INTEGER) AS bin,
  CAST("Quantity" AS INTEGER) AS quantity,
  substr("ModifiedDate", 1, 10) AS modified
FROM aw_inventory_raw;
-- data/insurance-claims/insurance_claims.csv: an auto insurer's claims with a fraud flag (the
-- widely copied Kaggle "insurance_claims" file as kcao22/insurance_fraud ships it, MIT; forty-sixth
-- round), 1,000 rows, whole, one per `policy_number`. lower snake_case headers beside two hyphened
-- ones (`capital-gains`, `capital-loss`), the misspelt `policy_deductable`, an empty last column
-- `_c39`; two M/D/YYYY date columns (`policy_bind_date` 1990 to 2015, `incident_date` January to
-- March 2015); `?` stands for unknown in `collision_type`, `property_damage` and
-- `police_report_available`, and `authorities_contacted` holds the text `None` on 91 rows;
-- `total_claim_amount` is `injury_claim` + `property_claim` + `vehicle_claim`; `fraud_reported`
-- is `Y` or `N`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE insurance_claims_raw (
  "months_as_customer" TEXT, "age" TEXT, "policy_number" TEXT, "policy_bind_date" TEXT,
  "policy_state" TEXT, "policy_csl" TEXT, "policy_deductable" TEXT, "policy_annual_premium" TEXT,
  "umbrella_limit" TEXT, "insured_zip" TEXT, "insured_sex" TEXT, "insured_education_level" TEXT,
  "insured_occupation" TEXT, "insured_hobbies" TEXT, "insured_relationship" TEXT,
  "capital-gains" TEXT, "capital-loss" TEXT, "incident_date" TEXT, "incident_type" TEXT,
  "collision_type" TEXT, "incident_severity" TEXT, "authorities_contacted" TEXT,
  "incident_state" TEXT, "incident_city" TEXT, "incident_location" TEXT,
  "incident_hour_of_the_day" TEXT, "number_of_vehicles_involved" TEXT, "property_damage" TEXT,
  "bodily_injuries" TEXT, "witnesses" TEXT, "police_report_available" TEXT,
  "total_claim_amount" TEXT, "injury_claim" TEXT, "property_claim" TEXT, "vehicle_claim" TEXT,
  "auto_make" TEXT, "auto_model" TEXT, "auto_year" TEXT, "fraud_reported" TEXT, "_c39" TEXT
);
.import --csv --skip 1 "data/insurance-claims/insurance_claims.csv" insurance_claims_raw

CREATE VIEW insurance_claims AS
SELECT
  CAST("months_as_customer" AS INTEGER) AS months_as_customer,
  CAST("age" AS INTEGER) AS age,
  CAST("policy_number" AS INTEGER) AS policy_number,
  printf('%04d-%02d-%02d',
    CAST(substr("policy_bind_date", instr("policy_bind_date", '/')
      + instr(substr("policy_bind_date", instr("policy_bind_date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("policy_bind_date" AS INTEGER),
    CAST(substr("policy_bind_date", instr("policy_bind_date", '/') + 1) AS INTEGER)) AS policy_bind_date,
  "policy_state" AS policy_state,
  "policy_csl" AS policy_csl,
  CAST("policy_deductable" AS INTEGER) AS policy_deductable,
  CAST("policy_annual_premium" AS REAL) AS policy_annual_premium,
  CAST("umbrella_limit" AS INTEGER) AS umbrella_limit,
  CAST("insured_zip" AS INTEGER) AS insured_zip,
  "insured_sex" AS insured_sex,
  "insured_education_level" AS insured_education_level,
  "insured_occupation" AS insured_occupation,
  "insured_hobbies" AS insured_hobbies,
  "insured_relationship" AS insured_relationship,
  CAST("capital-gains" AS INTEGER) AS capital_gains,
  CAST("capital-loss" AS INTEGER) AS capital_loss,
  printf('%04d-%02d-%02d',
    CAST(substr("incident_date", instr("incident_date", '/')
      + instr(substr("incident_date", instr("incident_date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("incident_date" AS INTEGER),
    CAST(substr("incident_date", instr("incident_date", '/') + 1) AS INTEGER)) AS incident_date,
  "incident_type" AS incident_type,
  "collision_type" AS collision_type,
  "incident_severity" AS incident_severity,
  "authorities_contacted" AS authorities_contacted,
  "incident_state" AS incident_state,
  "incident_city" AS incident_city,
  "incident_location" AS incident_location,
  CAST("incident_hour_of_the_day" AS INTEGER) AS incident_hour_of_the_day,
  CAST("number_of_vehicles_involved" AS INTEGER) AS number_of_vehicles_involved,
  "property_damage" AS property_damage,
  CAST("bodily_injuries" AS INTEGER) AS bodily_injuries,
  CAST("witnesses" AS INTEGER) AS witnesses,
  "police_report_available" AS police_report_available,
  CAST("total_claim_amount" AS INTEGER) AS total_claim_amount,
  CAST("injury_claim" AS INTEGER) AS injury_claim,
  CAST("property_claim" AS INTEGER) AS property_claim,
  CAST("vehicle_claim" AS INTEGER) AS vehicle_claim,
  "auto_make" AS auto_make,
  "auto_model" AS auto_model,
  CAST("auto_year" AS INTEGER) AS auto_year,
  "fraud_reported" AS fraud_reported,
  NULLIF("_c39", '') AS c39
FROM insurance_claims_raw;

-- ---------------------------------------------------------------------------------------------
-- data/lending-club-loans/loans_full_schema.csv: 10,000 Lending Club loans issued in the first
-- quarter of 2018 (OpenIntro's `loans_full_schema` as vincentarelbundock/Rdatasets ships it,
-- GPL-3; forty-sixth round), whole, 56 lower snake_case columns with a leading `rownames` (1 to
-- 10,000); `issue_month` written `Mar-2018`; `emp_title` free text with trailing spaces, blank
-- on 833 rows; the `_joint` columns blank on the 8,505 `individual` applications;
-- `interest_rate` in percent (14.07); `term` in months (36 or 60); `earliest_credit_line` a year.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE loans_raw (
  "rownames" TEXT, "emp_title" TEXT, "emp_length" TEXT, "state" TEXT, "homeownership" TEXT,
  "annual_income" TEXT, "verified_income" TEXT, "debt_to_income" TEXT, "annual_income_joint" TEXT,
  "verification_income_joint" TEXT, "debt_to_income_joint" TEXT, "delinq_2y" TEXT,
  "months_since_last_delinq" TEXT, "earliest_credit_line" TEXT, "inquiries_last_12m" TEXT,
  "total_credit_lines" TEXT, "open_credit_lines" TEXT, "total_credit_limit" TEXT,
  "total_credit_utilized" TEXT, "num_collections_last_12m" TEXT, "num_historical_failed_to_pay" TEXT,
  "months_since_90d_late" TEXT, "current_accounts_delinq" TEXT, "total_collection_amount_ever" TEXT,
  "current_installment_accounts" TEXT, "accounts_opened_24m" TEXT,
  "months_since_last_credit_inquiry" TEXT, "num_satisfactory_accounts" TEXT,
  "num_accounts_120d_past_due" TEXT, "num_accounts_30d_past_due" TEXT,
  "num_active_debit_accounts" TEXT, "total_debit_limit" TEXT, "num_total_cc_accounts" TEXT,
  "num_open_cc_accounts" TEXT, "num_cc_carrying_balance" TEXT, "num_mort_accounts" TEXT,
  "account_never_delinq_percent" TEXT, "tax_liens" TEXT, "public_record_bankrupt" TEXT,
  "loan_purpose" TEXT, "application_type" TEXT, "loan_amount" TEXT, "term" TEXT,
  "interest_rate" TEXT, "installment" TEXT, "grade" TEXT, "sub_grade" TEXT, "issue_month" TEXT,
  "loan_status" TEXT, "initial_listing_status" TEXT, "disbursement_method" TEXT, "balance" TEXT,
  "paid_total" TEXT, "paid_principal" TEXT, "paid_interest" TEXT, "paid_late_fees" TEXT
);
.import --csv --skip 1 "data/lending-club-loans/loans_full_schema.csv" loans_raw

CREATE VIEW loans AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  NULLIF("emp_title", '') AS emp_title,
  CAST(NULLIF("emp_length", '') AS INTEGER) AS emp_length,
  "state" AS state,
  "homeownership" AS homeownership,
  CAST("annual_income" AS REAL) AS annual_income,
  "verified_income" AS verified_income,
  CAST(NULLIF("debt_to_income", '') AS REAL) AS debt_to_income,
  CAST(NULLIF("annual_income_joint", '') AS REAL) AS annual_income_joint,
  NULLIF("verification_income_joint", '') AS verification_income_joint,
  CAST(NULLIF("debt_to_income_joint", '') AS REAL) AS debt_to_income_joint,
  CAST("delinq_2y" AS INTEGER) AS delinq_2y,
  CAST(NULLIF("months_since_last_delinq", '') AS INTEGER) AS months_since_last_delinq,
  CAST("earliest_credit_line" AS INTEGER) AS earliest_credit_line,
  CAST("inquiries_last_12m" AS INTEGER) AS inquiries_last_12m,
  CAST("total_credit_lines" AS INTEGER) AS total_credit_lines,
  CAST("open_credit_lines" AS INTEGER) AS open_credit_lines,
  CAST("total_credit_limit" AS INTEGER) AS total_credit_limit,
  CAST("total_credit_utilized" AS INTEGER) AS total_credit_utilized,
  CAST("num_collections_last_12m" AS INTEGER) AS num_collections_last_12m,
  CAST("num_historical_failed_to_pay" AS INTEGER) AS num_historical_failed_to_pay,
  CAST(NULLIF("months_since_90d_late", '') AS INTEGER) AS months_since_90d_late,
  CAST("current_accounts_delinq" AS INTEGER) AS current_accounts_delinq,
  CAST("total_collection_amount_ever" AS INTEGER) AS total_collection_amount_ever,
  CAST("current_installment_accounts" AS INTEGER) AS current_installment_accounts,
  CAST("accounts_opened_24m" AS INTEGER) AS accounts_opened_24m,
  CAST(NULLIF("months_since_last_credit_inquiry", '') AS INTEGER) AS months_since_last_credit_inquiry,
  CAST("num_satisfactory_accounts" AS INTEGER) AS num_satisfactory_accounts,
  CAST(NULLIF("num_accounts_120d_past_due", '') AS INTEGER) AS num_accounts_120d_past_due,
  CAST("num_accounts_30d_past_due" AS INTEGER) AS num_accounts_30d_past_due,
  CAST("num_active_debit_accounts" AS INTEGER) AS num_active_debit_accounts,
  CAST("total_debit_limit" AS INTEGER) AS total_debit_limit,
  CAST("num_total_cc_accounts" AS INTEGER) AS num_total_cc_accounts,
  CAST("num_open_cc_accounts" AS INTEGER) AS num_open_cc_accounts,
  CAST("num_cc_carrying_balance" AS INTEGER) AS num_cc_carrying_balance,
  CAST("num_mort_accounts" AS INTEGER) AS num_mort_accounts,
  CAST("account_never_delinq_percent" AS REAL) AS account_never_delinq_percent,
  CAST("tax_liens" AS INTEGER) AS tax_liens,
  CAST("public_record_bankrupt" AS INTEGER) AS public_record_bankrupt,
  "loan_purpose" AS loan_purpose,
  "application_type" AS application_type,
  CAST("loan_amount" AS INTEGER) AS loan_amount,
  CAST("term" AS INTEGER) AS term,
  CAST("interest_rate" AS REAL) AS interest_rate,
  CAST("installment" AS REAL) AS installment,
  "grade" AS grade,
  "sub_grade" AS sub_grade,
  substr("issue_month", 5, 4) || '-' || CASE substr("issue_month", 1, 3)
      WHEN 'Jan' THEN '01' WHEN 'Feb' THEN '02' WHEN 'Mar' THEN '03' WHEN 'Apr' THEN '04'
      WHEN 'May' THEN '05' WHEN 'Jun' THEN '06' WHEN 'Jul' THEN '07' WHEN 'Aug' THEN '08'
      WHEN 'Sep' THEN '09' WHEN 'Oct' THEN '10' WHEN 'Nov' THEN '11' WHEN 'Dec' THEN '12'
    END AS issue_month,
  "loan_status" AS loan_status,
  "initial_listing_status" AS initial_listing_status,
  "disbursement_method" AS disbursement_method,
  CAST("balance" AS REAL) AS balance,
  CAST("paid_total" AS REAL) AS paid_total,
  CAST("paid_principal" AS REAL) AS paid_principal,
  CAST("paid_interest" AS REAL) AS paid_interest,
  CAST("paid_late_fees" AS REAL) AS paid_late_fees
FROM loans_raw;

-- ---------------------------------------------------------------------------------------------
-- data/store-order-returns/store-orders.csv: Preppin' Data's order lines of a UK office supplies
-- chain (forty-ninth round), one row per product on an order. A UTF-8 byte order mark, CRLF line
-- endings; `OrderID` is the store's name and a number (`Edinburgh-1347`, several lines each);
-- `Order Date` is DD/MM/YYYY, day first; `Return State` is `Return Processed` or empty (1,550
-- rows, kept as empty text); `Unit Price` is pounds written `£60.07`; no amount column.
CREATE TABLE store_orders_raw (
  "OrderID" TEXT, "Customer" TEXT, "Order Date" TEXT, "Return State" TEXT, "Category" TEXT,
  "Sub-Category" TEXT, "Product Name" TEXT, "Unit Price" TEXT, "Quantity" TEXT
);
.import --csv --skip 1 data/store-order-returns/store-orders.csv store_orders_raw

CREATE VIEW store_orders AS
SELECT
  "OrderID" AS order_id,
  "Customer" AS customer,
  substr("Order Date", 7, 4) || '-' || substr("Order Date", 4, 2) || '-' || substr("Order Date", 1, 2)
    AS order_date,
  "Return State" AS return_state,
  "Category" AS category,
  "Sub-Category" AS sub_category,
  "Product Name" AS product,
  CAST(REPLACE("Unit Price", '£', '') AS REAL) AS unit_price,
  CAST("Quantity" AS INTEGER) AS quantity
FROM store_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bike-order-shipping/bike-orders.csv: Preppin' Data's bike orders of five UK stores with
-- the day each was shipped (forty-ninth round), one row per order. CRLF line endings, no final
-- line ending; `Order Date` and `Shipping Date` are DD/MM/YYYY, day first; `Value per Bike` is
-- pounds per bike (no total column: an order's value is it times `Quantity`); `Model` is a code.
CREATE TABLE bike_orders_raw (
  "Bike Type" TEXT, "Store" TEXT, "Order Date" TEXT, "Quantity" TEXT, "Value per Bike" TEXT,
  "Shipping Date" TEXT, "Model" TEXT
);
.import --csv --skip 1 data/bike-order-shipping/bike-orders.csv bike_orders_raw

CREATE VIEW bike_orders AS
SELECT
  "Bike Type" AS bike_type,
  "Store" AS store,
  substr("Order Date", 7, 4) || '-' || substr("Order Date", 4, 2) || '-' || substr("Order Date", 1, 2)
    AS order_date,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Value per Bike" AS INTEGER) AS value_per_bike,
  substr("Shipping Date", 7, 4) || '-' || substr("Shipping Date", 4, 2) || '-' || substr("Shipping Date", 1, 2)
    AS shipping_date,
  "Model" AS model
FROM bike_orders_raw;
-- data/cafe-coffee-sales/coffee_sales.csv: 3,636 coffee sales of a cafe from 1 March 2024 to 23
-- March 2025, one drink per row (Avietnu/coffee-sales-analysis, MIT; forty-eighth round), whole.
-- Dates written day first with spaces (`01 03 2024`), `datetime` the same with the time of day;
-- `money` is text with a rand sign (`R38.70`); `card` an anonymised card code, blank on the 89
-- `cash` sales; `hour_of_day`, `Time_of_Day` (Morning, Afternoon, Night), `Weekday` (`Fri`),
-- `Month_name` (`Mar`) and their sort numbers `Weekdaysort`, `Monthsort` all derive from the time.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE coffee_sales_raw (
  "date" TEXT, "datetime" TEXT, "hour_of_day" TEXT, "cash_type" TEXT, "card" TEXT, "money" TEXT,
  "coffee_name" TEXT, "Time_of_Day" TEXT, "Weekday" TEXT, "Month_name" TEXT, "Weekdaysort" TEXT,
  "Monthsort" TEXT
);
.import --csv --skip 1 "data/cafe-coffee-sales/coffee_sales.csv" coffee_sales_raw

CREATE VIEW coffee_sales AS
SELECT
  substr("date", 7, 4) || '-' || substr("date", 4, 2) || '-' || substr("date", 1, 2) AS sale_date,
  substr("datetime", 7, 4) || '-' || substr("datetime", 4, 2) || '-' || substr("datetime", 1, 2)
    || ' ' || substr("datetime", 12) AS sale_datetime,
  CAST("hour_of_day" AS INTEGER) AS hour_of_day,
  "cash_type" AS cash_type,
  NULLIF("card", '') AS card,
  CAST(substr("money", 2) AS REAL) AS money,
  "coffee_name" AS coffee_name,
  "Time_of_Day" AS time_of_day,
  "Weekday" AS weekday,
  "Month_name" AS month_name,
  CAST("Weekdaysort" AS INTEGER) AS weekday_sort,
  CAST("Monthsort" AS INTEGER) AS month_sort
FROM coffee_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/citi-bike-trips/nyc_bikes.csv: 4,268 Citi Bike trips in Jersey City in 2018 made on ten
-- bikes (tsibbledata's `nyc_bikes` as vincentarelbundock/Rdatasets ships it, GPL-3; forty-eighth
-- round), whole. A leading `rownames` (1 to 4,268); `bike_id`, `start_station` and `end_station`
-- are number codes (no station names), each station's latitude and longitude beside it;
-- `start_time` and `stop_time` ISO date-times in UTC (`2018-02-27T00:11:03Z`), no duration column;
-- `type` `Subscriber` or `Customer`; `gender` `Male`, `Female` or `Unknown`; `birth_year` a year.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE nyc_bikes_raw (
  "rownames" TEXT, "bike_id" TEXT, "start_time" TEXT, "stop_time" TEXT, "start_station" TEXT,
  "start_lat" TEXT, "start_long" TEXT, "end_station" TEXT, "end_lat" TEXT, "end_long" TEXT,
  "type" TEXT, "birth_year" TEXT, "gender" TEXT
);
.import --csv --skip 1 "data/citi-bike-trips/nyc_bikes.csv" nyc_bikes_raw

CREATE VIEW nyc_bikes AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  CAST("bike_id" AS INTEGER) AS bike_id,
  replace(replace("start_time", 'T', ' '), 'Z', '') AS start_time,
  replace(replace("stop_time", 'T', ' '), 'Z', '') AS stop_time,
  CAST("start_station" AS INTEGER) AS start_station,
  CAST("start_lat" AS REAL) AS start_lat,
  CAST("start_long" AS REAL) AS start_long,
  CAST("end_station" AS INTEGER) AS end_station,
  CAST("end_lat" AS REAL) AS end_lat,
  CAST("end_long" AS REAL) AS end_long,
  "type" AS type,
  CAST("birth_year" AS INTEGER) AS birth_year,
  "gender" AS gender
FROM nyc_bikes_raw;

-- ---------------------------------------------------------------------------------------------
-- data/delivery-stores/stores.csv: 951 stores served by a Brazilian delivery company's hubs
-- (DA-Code's `plot-pie-008` copy of the Delivery Center tables, yiyihum/da-code, MIT; fiftieth
-- round), whole. Not UTF-8 (Latin-1 bytes in a few names); one row per store, `store_id` a
-- number, `hub_id` the hub's number (32 hubs), `store_name` anonymised and often ending in a space
-- (480 names over 951 stores: a chain's branches share a name), `store_segment` `FOOD` or `GOOD`,
-- `store_plan_price` blank on 115 stores, latitude and longitude blank on 16.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE delivery_stores_raw (
  "store_id" TEXT, "hub_id" TEXT, "store_name" TEXT, "store_segment" TEXT,
  "store_plan_price" TEXT, "store_latitude" TEXT, "store_longitude" TEXT
);
.import --csv --skip 1 "data/delivery-stores/stores.csv" delivery_stores_raw

CREATE VIEW delivery_stores AS
SELECT
  CAST("store_id" AS INTEGER) AS store_id,
  CAST("hub_id" AS INTEGER) AS hub_id,
  "store_name" AS store_name,
  "store_segment" AS store_segment,
  CASE WHEN trim("store_plan_price") = '' THEN NULL ELSE CAST("store_plan_price" AS REAL) END AS store_plan_price,
  CASE WHEN trim("store_latitude") = '' THEN NULL ELSE CAST("store_latitude" AS REAL) END AS store_latitude,
  CASE WHEN trim("store_longitude") = '' THEN NULL ELSE CAST("store_longitude" AS REAL) END AS store_longitude
FROM delivery_stores_raw;
-- data/costume-sales/costume-sales.csv: Preppin' Data's Halloween costume sales by country and
-- day (zzzbitz/prepbench, MIT; fifty-first round), whole. `Costume` is written in each country's
-- language (`Pirat`, `Piraat`, `Zombi`); some `Country` names are misspelt (`Luxmbourg`,
-- `Philippins`); `Date` is DD/MM/YYYY, day first; the sale amount sits in exactly one of `Sales at
-- Full Price`, `Sales at Half Price`, `Sales at Quarter Price` (the other two empty), written with
-- the country's currency before it (`A$ 46660.55`, `€ 120.00`, `New Leu 310.00`).
CREATE TABLE costume_sales_raw (
  "Costume" TEXT, "Country" TEXT, "Date" TEXT, "Sales at Full Price" TEXT,
  "Sales at Half Price" TEXT, "Sales at Quarter Price" TEXT
);
.import --csv --skip 1 data/costume-sales/costume-sales.csv costume_sales_raw

CREATE VIEW costume_sales AS
SELECT
  "Costume" AS costume,
  "Country" AS country,
  substr("Date", 7, 4) || '-' || substr("Date", 4, 2) || '-' || substr("Date", 1, 2) AS sale_date,
  CAST(NULLIF(LTRIM("Sales at Full Price", 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz$€£ '), '') AS REAL)
    AS full_price_sales,
  CAST(NULLIF(LTRIM("Sales at Half Price", 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz$€£ '), '') AS REAL)
    AS half_price_sales,
  CAST(NULLIF(LTRIM("Sales at Quarter Price", 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz$€£ '), '') AS REAL)
    AS quarter_price_sales
FROM costume_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ticket-status-log/ticket-status.csv: Preppin' Data's IT support ticket log of February 2020
-- (zzzbitz/prepbench, MIT; fifty-first round), whole: a new row each time a ticket's status
-- changes, numbered by `Status No.` (1 = `Logged`). `Ticket` packs the ticket ID, the
-- department and the person who raised it (`C000118 / Sales / Carrissa Cunradi`); `Severity` is
-- 1 to 5; `Assigned To` is a person or `Awaiting Resource`, `Customer`, `Closed`.
CREATE TABLE ticket_status_raw (
  "Timestamp" TEXT, "Ticket" TEXT, "Severity" TEXT, "Status No." TEXT, "Assigned To" TEXT,
  "Status Name" TEXT
);
.import --csv --skip 1 data/ticket-status-log/ticket-status.csv ticket_status_raw

CREATE VIEW ticket_status AS
SELECT
  "Timestamp" AS status_time,
  substr("Timestamp", 1, 10) AS status_date,
  "Ticket" AS ticket,
  CAST("Severity" AS INTEGER) AS severity,
  CAST("Status No." AS INTEGER) AS status_no,
  "Assigned To" AS assigned_to,
  "Status Name" AS status_name
FROM ticket_status_raw;

-- ---------------------------------------------------------------------------------------------
-- data/fuzzy-factory-order-items/order_items.csv: the first 10,000 of 40,025 order items of Maven
-- Analytics' made-up toy shop, Maven Fuzzy Factory (fifty-third round). Only IDs, a date-time, a
-- 0/1 flag and two dollar amounts: lower snake_case headers (`is_primary_item`, `price_usd`,
-- `cogs_usd`), `created_at` is `2012-03-19 10:42:46` (19 March 2012 to 25 December 2013),
-- products are numbers 1 to 4, an order has one primary item and may have cross-sold ones. CRLF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE order_items_raw (
  "order_item_id" TEXT, "created_at" TEXT, "order_id" TEXT, "product_id" TEXT,
  "is_primary_item" TEXT, "price_usd" TEXT, "cogs_usd" TEXT
);
.import --csv --skip 1 data/fuzzy-factory-order-items/order_items.csv order_items_raw

CREATE VIEW order_items AS
SELECT
  CAST("order_item_id" AS INTEGER) AS order_item_id,
  substr("created_at", 1, 10) AS item_date,
  "created_at" AS created_at,
  CAST("order_id" AS INTEGER) AS order_id,
  CAST("product_id" AS INTEGER) AS product_id,
  CAST("is_primary_item" AS INTEGER) AS is_primary_item,
  CAST("price_usd" AS REAL) AS price,
  CAST("cogs_usd" AS REAL) AS cogs
FROM order_items_raw;
-- data/fuzzy-factory-orders/orders.csv: Maven Analytics' made-up toy shop "Maven Fuzzy Factory",
-- its web orders (NexDatawork/data-agents, Apache-2.0; fifty-second round), the first 10,000 of
-- 32,313 rows: one row per order, `created_at` a date-time (19 March 2012 to 30 December 2013),
-- IDs only (`website_session_id`, `user_id`, `primary_product_id` 1 to 3), `items_purchased` 1 or 2,
-- `price_usd` the order's total and `cogs_usd` its cost of goods.
CREATE TABLE fuzzy_orders_raw (
  "order_id" TEXT, "created_at" TEXT, "website_session_id" TEXT, "user_id" TEXT,
  "primary_product_id" TEXT, "items_purchased" TEXT, "price_usd" TEXT, "cogs_usd" TEXT
);
.import --csv --skip 1 data/fuzzy-factory-orders/orders.csv fuzzy_orders_raw

CREATE VIEW fuzzy_orders AS
SELECT
  CAST("order_id" AS INTEGER) AS order_id,
  "created_at" AS created_at,
  substr("created_at", 1, 10) AS order_date,
  "website_session_id" AS website_session_id,
  "user_id" AS user_id,
  CAST("primary_product_id" AS INTEGER) AS primary_product_id,
  CAST("items_purchased" AS INTEGER) AS items_purchased,
  CAST("price_usd" AS REAL) AS price_usd,
  CAST("cogs_usd" AS REAL) AS cogs_usd
FROM fuzzy_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/airline-loyalty-members/customer-loyalty-history.csv: Maven Analytics' airline loyalty
-- programme members (NexDatawork/data-agents, Apache-2.0; fifty-second round), the first 10,000
-- of 16,737 rows, a UTF-8 byte order mark before the header: one row per `Loyalty Number`, all in
-- Canada; `Loyalty Card` is the tier (`Star`, `Nova`, `Aurora`); `Salary` blank on 2,512 rows and
-- negative on a few; joining and leaving are split into `Enrollment Year` / `Enrollment Month` and
-- `Cancellation Year` / `Cancellation Month` (both blank for the 8,730 members still enrolled).
CREATE TABLE loyalty_members_raw (
  "Loyalty Number" TEXT, "Country" TEXT, "Province" TEXT, "City" TEXT, "Postal Code" TEXT,
  "Gender" TEXT, "Education" TEXT, "Salary" TEXT, "Marital Status" TEXT, "Loyalty Card" TEXT,
  "CLV" TEXT, "Enrollment Type" TEXT, "Enrollment Year" TEXT, "Enrollment Month" TEXT,
  "Cancellation Year" TEXT, "Cancellation Month" TEXT
);
.import --csv --skip 1 data/airline-loyalty-members/customer-loyalty-history.csv loyalty_members_raw

CREATE VIEW loyalty_members AS
SELECT
  "Loyalty Number" AS loyalty_number,
  "Country" AS country,
  "Province" AS province,
  "City" AS city,
  "Postal Code" AS postal_code,
  "Gender" AS gender,
  "Education" AS education,
  CAST(NULLIF("Salary", '') AS REAL) AS salary,
  "Marital Status" AS marital_status,
  "Loyalty Card" AS loyalty_card,
  CAST("CLV" AS REAL) AS clv,
  "Enrollment Type" AS enrollment_type,
  CAST("Enrollment Year" AS INTEGER) AS enrollment_year,
  CAST("Enrollment Month" AS INTEGER) AS enrollment_month,
  CAST(NULLIF("Cancellation Year", '') AS INTEGER) AS cancellation_year,
  CAST(NULLIF("Cancellation Month", '') AS INTEGER) AS cancellation_month
FROM loyalty_members_raw;

-- ---------------------------------------------------------------------------------------------
-- data/restaurant-deliveries/deliveries.csv: 10,000 food deliveries of one restaurant (tidymodels'
-- modeldata `deliveries` as vincentarelbundock/Rdatasets ships it, GPL-3, modeldata MIT;
-- fifty-fourth round), the first 10,000 of 10,012 rows. A leading `rownames` (1 to 10,000) as the
-- only ID; `time_to_delivery` minutes with four decimals; `hour` the hour of the order as a
-- decimal (11.899); `day` a three-letter weekday (`Mon` … `Sun`); `distance` miles; `item_01` to
-- `item_27` the quantity of each of 27 unnamed menu items in the order (mostly 0). No date column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE restaurant_deliveries_raw (
  "rownames" TEXT, "time_to_delivery" TEXT, "hour" TEXT, "day" TEXT, "distance" TEXT,
  "item_01" TEXT, "item_02" TEXT, "item_03" TEXT, "item_04" TEXT, "item_05" TEXT, "item_06" TEXT, "item_07" TEXT, "item_08" TEXT, "item_09" TEXT, "item_10" TEXT, "item_11" TEXT, "item_12" TEXT, "item_13" TEXT, "item_14" TEXT, "item_15" TEXT, "item_16" TEXT, "item_17" TEXT, "item_18" TEXT, "item_19" TEXT, "item_20" TEXT, "item_21" TEXT, "item_22" TEXT, "item_23" TEXT, "item_24" TEXT, "item_25" TEXT, "item_26" TEXT, "item_27" TEXT
);
.import --csv --skip 1 "data/restaurant-deliveries/deliveries.csv" restaurant_deliveries_raw

CREATE VIEW restaurant_deliveries AS
SELECT
  CAST("rownames" AS INTEGER) AS delivery_no,
  CAST("time_to_delivery" AS REAL) AS time_to_delivery,
  CAST("hour" AS REAL) AS hour,
  "day" AS day,
  CAST("distance" AS REAL) AS distance,
  CAST("item_01" AS INTEGER) AS item_01,
  CAST("item_02" AS INTEGER) AS item_02,
  CAST("item_03" AS INTEGER) AS item_03,
  CAST("item_04" AS INTEGER) AS item_04,
  CAST("item_05" AS INTEGER) AS item_05,
  CAST("item_06" AS INTEGER) AS item_06,
  CAST("item_07" AS INTEGER) AS item_07,
  CAST("item_08" AS INTEGER) AS item_08,
  CAST("item_09" AS INTEGER) AS item_09,
  CAST("item_10" AS INTEGER) AS item_10,
  CAST("item_11" AS INTEGER) AS item_11,
  CAST("item_12" AS INTEGER) AS item_12,
  CAST("item_13" AS INTEGER) AS item_13,
  CAST("item_14" AS INTEGER) AS item_14,
  CAST("item_15" AS INTEGER) AS item_15,
  CAST("item_16" AS INTEGER) AS item_16,
  CAST("item_17" AS INTEGER) AS item_17,
  CAST("item_18" AS INTEGER) AS item_18,
  CAST("item_19" AS INTEGER) AS item_19,
  CAST("item_20" AS INTEGER) AS item_20,
  CAST("item_21" AS INTEGER) AS item_21,
  CAST("item_22" AS INTEGER) AS item_22,
  CAST("item_23" AS INTEGER) AS item_23,
  CAST("item_24" AS INTEGER) AS item_24,
  CAST("item_25" AS INTEGER) AS item_25,
  CAST("item_26" AS INTEGER) AS item_26,
  CAST("item_27" AS INTEGER) AS item_27
FROM restaurant_deliveries_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bike-share-hours/yulu_bike_sharing_dataset.csv: 9,999 hours of a bike-share scheme's
-- rentals with the weather (Kaggle's Capital Bikeshare "train" file, renamed for Yulu, as
-- yiyihum/da-code ships it, MIT; fifty-fourth round), the first 9,999 of 10,886 rows (whole days,
-- 1 January 2011 to 1 November 2012; the file holds only days 1 to 19 of each month). One row per
-- hour: `datetime` (`2011-01-01 00:00:00`); `season` 1 to 4, `weather` 1 to 4 and `holiday`,
-- `workingday` 0/1 as number codes with no labels; `temp`, `atemp` (feels-like) in °C,
-- `humidity`, `windspeed`; `casual` and `registered` riders add up to `count`, the hour's rentals.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE bike_share_hours_raw (
  "datetime" TEXT, "season" TEXT, "holiday" TEXT, "workingday" TEXT, "weather" TEXT, "temp" TEXT,
  "atemp" TEXT, "humidity" TEXT, "windspeed" TEXT, "casual" TEXT, "registered" TEXT, "count" TEXT
);
.import --csv --skip 1 "data/bike-share-hours/yulu_bike_sharing_dataset.csv" bike_share_hours_raw

CREATE VIEW bike_share_hours AS
SELECT
  "datetime" AS datetime,
  CAST("season" AS INTEGER) AS season,
  CAST("holiday" AS INTEGER) AS holiday,
  CAST("workingday" AS INTEGER) AS workingday,
  CAST("weather" AS INTEGER) AS weather,
  CAST("temp" AS REAL) AS temp,
  CAST("atemp" AS REAL) AS atemp,
  CAST("humidity" AS INTEGER) AS humidity,
  CAST("windspeed" AS REAL) AS windspeed,
  CAST("casual" AS INTEGER) AS casual,
  CAST("registered" AS INTEGER) AS registered,
  CAST("count" AS INTEGER) AS rentals
FROM bike_share_hours_raw;

-- ---------------------------------------------------------------------------------------------
-- data/supplier-purchase-orders/purchase_orders.csv: 1,500 purchase orders a warehouse placed
-- with its suppliers (hemant4dsci/warehouse_inventory_optimization, MIT; fifty-sixth round),
-- whole. Every cell is quoted (`"PO001160"`, `"323"`), the rows are not in order of `po_id` or of
-- date, and there is no final line break. One row per order: `po_id`, `item_id` (`SKU_0062`,
-- 200 items), `order_qty` (100 to 999 units), `order_date` and `received_date` (ISO dates,
-- January 2024 to July 2025), `supplier_id` (a number 1 to 20, no names).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE supplier_purchase_orders_raw (
  "po_id" TEXT, "item_id" TEXT, "order_qty" TEXT, "order_date" TEXT, "received_date" TEXT,
  "supplier_id" TEXT
);
.import --csv --skip 1 "data/supplier-purchase-orders/purchase_orders.csv" supplier_purchase_orders_raw

CREATE VIEW supplier_purchase_orders AS
SELECT
  "po_id" AS po_id,
  "item_id" AS item_id,
  CAST("order_qty" AS INTEGER) AS order_qty,
  "order_date" AS order_date,
  "received_date" AS received_date,
  "supplier_id" AS supplier_id
FROM supplier_purchase_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/product-returns-log/returns.csv: 578 product returns of a retailer's orders
-- (Zachetc/retail-operations-analytics, MIT; fifty-sixth round), whole. One row per return:
-- `return_id` 1 to 578, `order_id`, `product_id` (numbers, no names), `quantity_returned`
-- (1 to 4), `return_date` (ISO, January 2024 to February 2026), `return_reason` (five reasons)
-- and `return_status` (`Refunded` or `Exchanged`).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE product_returns_log_raw (
  "return_id" TEXT, "order_id" TEXT, "product_id" TEXT, "quantity_returned" TEXT,
  "return_date" TEXT, "return_reason" TEXT, "return_status" TEXT
);
.import --csv --skip 1 "data/product-returns-log/returns.csv" product_returns_log_raw

CREATE VIEW product_returns_log AS
SELECT
  "return_id" AS return_id,
  "order_id" AS order_id,
  "product_id" AS product_id,
  CAST("quantity_returned" AS INTEGER) AS quantity_returned,
  "return_date" AS return_date,
  "return_reason" AS return_reason,
  "return_status" AS return_status
FROM product_returns_log_raw;

-- data/car-dealer-sales/car_data.csv: 5,631 car sales of US dealers, January to September 2022
-- (Kaggle's "Car Sales Report" as MRdabas/Data_Visualization_CA1 ships it, GPL-3.0; fifty-fifth
-- round). One row per car sold: `Car_id` (`C_CND_000001`), `Date` M/D/YYYY, the buyer's first
-- name, `Gender` and `Annual Income`, `Dealer_Name`, the make (`Company`) and `Model`, `Engine`
-- (mojibake `DoubleÂ Overhead Camshaft`), `Transmission`, `Color`, `Price ($)`, `Dealer_No `
-- (header with a trailing space), `Body Style`, `Phone` and `Dealer_Region` (a city).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE car_dealer_sales_raw (
  "Car_id" TEXT, "Date" TEXT, "Customer Name" TEXT, "Gender" TEXT, "Annual Income" TEXT,
  "Dealer_Name" TEXT, "Company" TEXT, "Model" TEXT, "Engine" TEXT, "Transmission" TEXT,
  "Color" TEXT, "Price ($)" TEXT, "Dealer_No " TEXT, "Body Style" TEXT, "Phone" TEXT,
  "Dealer_Region" TEXT
);
.import --csv --skip 1 "data/car-dealer-sales/car_data.csv" car_dealer_sales_raw

CREATE VIEW car_dealer_sales AS
SELECT
  "Car_id" AS car_id,
  printf('%04d-%02d-%02d',
    CAST(substr("Date", instr("Date", '/')
      + instr(substr("Date", instr("Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Date" AS INTEGER),
    CAST(substr("Date", instr("Date", '/') + 1) AS INTEGER)) AS sale_date,
  "Customer Name" AS customer_name,
  "Gender" AS gender,
  CAST("Annual Income" AS INTEGER) AS annual_income,
  "Dealer_Name" AS dealer_name,
  "Company" AS company,
  "Model" AS model,
  "Engine" AS engine,
  "Transmission" AS transmission,
  "Color" AS color,
  CAST("Price ($)" AS INTEGER) AS price,
  "Dealer_No " AS dealer_no,
  "Body Style" AS body_style,
  "Phone" AS phone,
  "Dealer_Region" AS dealer_region
FROM car_dealer_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/worker-wages/Wage.csv: 3,000 male workers' wages in the Mid-Atlantic region, 2003 to 2009
-- (ISLR's `Wage`, from the Current Population Survey, as vincentarelbundock/Rdatasets ships it,
-- GPL-3; fifty-fifth round). One row per worker and year: `rownames` (the survey's ID), `year`,
-- `age`, and coded categories written with their code (`2. Married`, `4. College Grad`,
-- `1. Industrial`, `1. Yes`); `region` holds one value; `wage` is in thousands of dollars a year
-- and `logwage` its logarithm.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE worker_wages_raw (
  "rownames" TEXT, "year" TEXT, "age" TEXT, "maritl" TEXT, "race" TEXT, "education" TEXT,
  "region" TEXT, "jobclass" TEXT, "health" TEXT, "health_ins" TEXT, "logwage" TEXT, "wage" TEXT
);
.import --csv --skip 1 "data/worker-wages/Wage.csv" worker_wages_raw

CREATE VIEW worker_wages AS
SELECT
  "rownames" AS id,
  CAST("year" AS INTEGER) AS year,
  CAST("age" AS INTEGER) AS age,
  "maritl" AS maritl,
  "race" AS race,
  "education" AS education,
  "region" AS region,
  "jobclass" AS jobclass,
  "health" AS health,
  "health_ins" AS health_ins,
  CAST("logwage" AS REAL) AS logwage,
  CAST("wage" AS REAL) AS wage
FROM worker_wages_raw;

-- ---------------------------------------------------------------------------------------------
-- data/phone-plan-churn/mlc_churn.csv: 5,000 subscribers of a phone company with their plans,
-- a month's usage and charges and whether they left (tidymodels' modeldata `mlc_churn` as
-- vincentarelbundock/Rdatasets ships it, GPL-3, modeldata MIT; fifty-seventh round), whole. A
-- leading `rownames` (1 to 5,000) as the only ID; `state` a two-letter code; `account_length` in
-- days; `area_code` written `area_code_415`; `international_plan`, `voice_mail_plan` and `churn`
-- `yes`/`no`; minutes, calls and charges for day, evening, night and international calls. No date.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE phone_plan_churn_raw (
  "rownames" TEXT, "state" TEXT, "account_length" TEXT, "area_code" TEXT,
  "international_plan" TEXT, "voice_mail_plan" TEXT, "number_vmail_messages" TEXT,
  "total_day_minutes" TEXT, "total_day_calls" TEXT, "total_day_charge" TEXT,
  "total_eve_minutes" TEXT, "total_eve_calls" TEXT, "total_eve_charge" TEXT,
  "total_night_minutes" TEXT, "total_night_calls" TEXT, "total_night_charge" TEXT,
  "total_intl_minutes" TEXT, "total_intl_calls" TEXT, "total_intl_charge" TEXT,
  "number_customer_service_calls" TEXT, "churn" TEXT
);
.import --csv --skip 1 "data/phone-plan-churn/mlc_churn.csv" phone_plan_churn_raw

CREATE VIEW phone_plan_churn AS
SELECT
  CAST("rownames" AS INTEGER) AS subscriber_no,
  "state" AS state,
  CAST("account_length" AS INTEGER) AS account_length,
  "area_code" AS area_code,
  "international_plan" AS international_plan,
  "voice_mail_plan" AS voice_mail_plan,
  CAST("number_vmail_messages" AS INTEGER) AS vmail_messages,
  CAST("total_day_minutes" AS REAL) AS day_minutes,
  CAST("total_day_calls" AS INTEGER) AS day_calls,
  CAST("total_day_charge" AS REAL) AS day_charge,
  CAST("total_eve_minutes" AS REAL) AS eve_minutes,
  CAST("total_eve_calls" AS INTEGER) AS eve_calls,
  CAST("total_eve_charge" AS REAL) AS eve_charge,
  CAST("total_night_minutes" AS REAL) AS night_minutes,
  CAST("total_night_calls" AS INTEGER) AS night_calls,
  CAST("total_night_charge" AS REAL) AS night_charge,
  CAST("total_intl_minutes" AS REAL) AS intl_minutes,
  CAST("total_intl_calls" AS INTEGER) AS intl_calls,
  CAST("total_intl_charge" AS REAL) AS intl_charge,
  CAST("number_customer_service_calls" AS INTEGER) AS service_calls,
  "churn" AS churn
FROM phone_plan_churn_raw;

-- ---------------------------------------------------------------------------------------------
-- data/restaurant-inspections/restaurant_inspections.csv: 10,000 health inspections of
-- restaurants (causaldata's `restaurant_inspections` as vincentarelbundock/Rdatasets ships it,
-- GPL-3; fifty-seventh round), the first 10,000 of 27,178 rows. A leading `rownames` as the only
-- ID; `business_name` in capitals, a chain written the same at every branch (`MCDONALD'S`);
-- `inspection_score` 66 to 100; `Year` the year alone (2000 to 2019), no full date;
-- `NumberofLocations` how many branches the business has; `Weekend` `TRUE`/`FALSE`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE restaurant_inspections_raw (
  "rownames" TEXT, "business_name" TEXT, "inspection_score" TEXT, "Year" TEXT,
  "NumberofLocations" TEXT, "Weekend" TEXT
);
.import --csv --skip 1 "data/restaurant-inspections/restaurant_inspections.csv" restaurant_inspections_raw

CREATE VIEW restaurant_inspections AS
SELECT
  CAST("rownames" AS INTEGER) AS inspection_no,
  "business_name" AS business_name,
  CAST("inspection_score" AS INTEGER) AS score,
  CAST("Year" AS INTEGER) AS year,
  CAST("NumberofLocations" AS INTEGER) AS locations,
  "Weekend" AS weekend
FROM restaurant_inspections_raw;

-- data/truck-maintenance/maintenance.csv: a trucking fleet's maintenance log, 2023 and 2024
-- (Manikantachavvakula/FleetPulse-Analytics, MIT; fifty-eighth round). One row per job: an ID,
-- the truck (`T001`), the date, `Scheduled` or `Emergency`, the cost in dollars, the days the
-- truck stood still, and the two parts replaced written as one quoted text (`Battery, Alternator`).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE truck_maintenance_raw (
  "Maintenance_ID" TEXT, "Truck_ID" TEXT, "Maintenance_Date" TEXT, "Maintenance_Type" TEXT,
  "Cost_USD" TEXT, "Downtime_Days" TEXT, "Parts_Replaced" TEXT
);
.import --csv --skip 1 "data/truck-maintenance/maintenance.csv" truck_maintenance_raw

CREATE VIEW truck_maintenance AS
SELECT
  "Maintenance_ID" AS maintenance_id,
  "Truck_ID" AS truck_id,
  "Maintenance_Date" AS maintenance_date,
  "Maintenance_Type" AS maintenance_type,
  CAST("Cost_USD" AS REAL) AS cost_usd,
  CAST("Downtime_Days" AS INTEGER) AS downtime_days,
  "Parts_Replaced" AS parts_replaced
FROM truck_maintenance_raw;

-- ---------------------------------------------------------------------------------------------
-- data/drone-delivery-flights/flights.csv: 2,000 delivery-drone flights, September to November
-- 2025 (NicoleIgigi/fleet-monitoring-analytics, MIT; fifty-eighth round). One row per flight:
-- the drone (`V009`), the route (`R021`), start and end as date-times, the planned minutes, and
-- two 0/1 flags, `success` and `cancelled` (38 flights carry both).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE drone_flights_raw (
  "flight_id" TEXT, "vehicle_id" TEXT, "route_id" TEXT, "start_time" TEXT, "end_time" TEXT,
  "planned_duration_min" TEXT, "success" TEXT, "cancelled" TEXT
);
.import --csv --skip 1 "data/drone-delivery-flights/flights.csv" drone_flights_raw

CREATE VIEW drone_flights AS
SELECT
  "flight_id" AS flight_id,
  "vehicle_id" AS vehicle_id,
  "route_id" AS route_id,
  "start_time" AS start_time,
  "end_time" AS end_time,
  CAST("planned_duration_min" AS INTEGER) AS planned_duration_min,
  CAST("success" AS INTEGER) AS success,
  CAST("cancelled" AS INTEGER) AS cancelled
FROM drone_flights_raw;

-- ---------------------------------------------------------------------------------------------
-- data/carrier-shipments/shipments.csv: 4,818 shipments of a retailer's orders, January 2024 to
-- January 2026 (Zachetc/retail-operations-analytics, MIT; sixtieth round). One row per shipment:
-- numeric shipment and order IDs, three ISO dates (`ship_date`, `promised_date`,
-- `delivery_date`), the carrier (four, one of them `Local Courier`) and `shipping_cost` in dollars.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE carrier_shipments_raw (
  "shipment_id" TEXT, "order_id" TEXT, "ship_date" TEXT, "promised_date" TEXT,
  "delivery_date" TEXT, "carrier" TEXT, "shipping_cost" TEXT
);
.import --csv --skip 1 "data/carrier-shipments/shipments.csv" carrier_shipments_raw

CREATE VIEW carrier_shipments AS
SELECT
  CAST("shipment_id" AS INTEGER) AS shipment_id,
  CAST("order_id" AS INTEGER) AS order_id,
  "ship_date" AS ship_date,
  "promised_date" AS promised_date,
  "delivery_date" AS delivery_date,
  "carrier" AS carrier,
  CAST("shipping_cost" AS REAL) AS shipping_cost
FROM carrier_shipments_raw;

-- ---------------------------------------------------------------------------------------------
-- data/store-channel-orders/orders.csv: 6,000 orders of a twelve-store retailer, 2024 and 2025
-- (Zachetc/retail-operations-analytics, MIT; sixtieth round). Everything but the date, the
-- channel (`Store`, `Online`, `Mobile`) and the status (`Completed`, `Cancelled`) is a number
-- code; `promotion_id` is written as a decimal (`2.0`) and blank on 845 orders without one.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE store_channel_orders_raw (
  "order_id" TEXT, "customer_id" TEXT, "store_id" TEXT, "employee_id" TEXT, "order_date" TEXT,
  "channel" TEXT, "promotion_id" TEXT, "order_status" TEXT
);
.import --csv --skip 1 "data/store-channel-orders/orders.csv" store_channel_orders_raw

CREATE VIEW store_channel_orders AS
SELECT
  CAST("order_id" AS INTEGER) AS order_id,
  CAST("customer_id" AS INTEGER) AS customer_id,
  CAST("store_id" AS INTEGER) AS store_id,
  CAST("employee_id" AS INTEGER) AS employee_id,
  "order_date" AS order_date,
  "channel" AS channel,
  CAST(NULLIF("promotion_id", '') AS INTEGER) AS promotion_id,
  "order_status" AS order_status
FROM store_channel_orders_raw;

-- data/coffee-cup-ratings/coffee_ratings.csv: 1,339 coffee lots graded by the Coffee Quality
-- Institute (bayesrules' `coffee_ratings` as vincentarelbundock/Rdatasets ships it, GPL-3;
-- fifty-ninth round), whole. One row per graded lot: a leading `rownames`, owner, farm, mill
-- (lower case, many blank), the certifying partner, the country, altitudes in metres (230 blank),
-- bags and the bag weight as text (`60 kg`, `130 lbs`), species, variety and processing method
-- (blank in places), ten cupping scores, moisture, defects, bean colour and `total_cup_points`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE coffee_ratings_raw (
  "rownames" TEXT, "owner" TEXT, "farm_name" TEXT, "mill" TEXT, "in_country_partner" TEXT,
  "country_of_origin" TEXT, "altitude_low_meters" TEXT, "altitude_high_meters" TEXT,
  "altitude_mean_meters" TEXT, "number_of_bags" TEXT, "bag_weight" TEXT, "species" TEXT,
  "variety" TEXT, "processing_method" TEXT, "aroma" TEXT, "flavor" TEXT, "aftertaste" TEXT,
  "acidity" TEXT, "body" TEXT, "balance" TEXT, "uniformity" TEXT, "clean_cup" TEXT,
  "sweetness" TEXT, "moisture" TEXT, "category_one_defects" TEXT, "category_two_defects" TEXT,
  "color" TEXT, "total_cup_points" TEXT
);
.import --csv --skip 1 "data/coffee-cup-ratings/coffee_ratings.csv" coffee_ratings_raw

CREATE VIEW coffee_ratings AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  NULLIF("owner", '') AS owner,
  NULLIF("farm_name", '') AS farm_name,
  NULLIF("mill", '') AS mill,
  "in_country_partner" AS in_country_partner,
  NULLIF("country_of_origin", '') AS country_of_origin,
  CAST(NULLIF("altitude_low_meters", '') AS REAL) AS altitude_low_meters,
  CAST(NULLIF("altitude_high_meters", '') AS REAL) AS altitude_high_meters,
  CAST(NULLIF("altitude_mean_meters", '') AS REAL) AS altitude_mean_meters,
  CAST("number_of_bags" AS INTEGER) AS number_of_bags,
  "bag_weight" AS bag_weight,
  "species" AS species,
  NULLIF("variety", '') AS variety,
  NULLIF("processing_method", '') AS processing_method,
  CAST("aroma" AS REAL) AS aroma,
  CAST("flavor" AS REAL) AS flavor,
  CAST("aftertaste" AS REAL) AS aftertaste,
  CAST("acidity" AS REAL) AS acidity,
  CAST("body" AS REAL) AS body,
  CAST("balance" AS REAL) AS balance,
  CAST("uniformity" AS REAL) AS uniformity,
  CAST("clean_cup" AS REAL) AS clean_cup,
  CAST("sweetness" AS REAL) AS sweetness,
  CAST("moisture" AS REAL) AS moisture,
  CAST("category_one_defects" AS INTEGER) AS category_one_defects,
  CAST("category_two_defects" AS INTEGER) AS category_two_defects,
  NULLIF("color", '') AS color,
  CAST("total_cup_points" AS REAL) AS total_cup_points
FROM coffee_ratings_raw;

-- ---------------------------------------------------------------------------------------------
-- data/pc-price-listings/Computers.csv: 6,259 price listings of 486 personal computers in US
-- magazines, January 1993 to November 1995 (Ecdat's `Computers` as vincentarelbundock/Rdatasets
-- ships it, GPL-3; fifty-ninth round), whole. One row per listing: a leading `rownames`, the price
-- in dollars, clock speed (MHz), hard drive and RAM (MB), screen (inches), three yes/no columns
-- (`cd`, `multi`, `premium`), `ads` (the month's number of listings) and `trend`, the month as a
-- number from 1 (January 1993) to 35 (November 1995), no date column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE pc_prices_raw (
  "rownames" TEXT, "price" TEXT, "speed" TEXT, "hd" TEXT, "ram" TEXT, "screen" TEXT, "cd" TEXT,
  "multi" TEXT, "premium" TEXT, "ads" TEXT, "trend" TEXT
);
.import --csv --skip 1 "data/pc-price-listings/Computers.csv" pc_prices_raw

CREATE VIEW pc_prices AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  CAST("price" AS REAL) AS price,
  CAST("speed" AS INTEGER) AS speed,
  CAST("hd" AS INTEGER) AS hd,
  CAST("ram" AS INTEGER) AS ram,
  CAST("screen" AS INTEGER) AS screen,
  "cd" AS cd,
  "multi" AS multi,
  "premium" AS premium,
  CAST("ads" AS INTEGER) AS ads,
  CAST("trend" AS INTEGER) AS trend
FROM pc_prices_raw;

-- ---------------------------------------------------------------------------------------------
-- data/hiring-funnel-stages/hr_recruitment_funnel.csv: 6,066 stage events of 1,480 job applicants
-- (Divyadhole/HR-Recruitment-Funnel, MIT; sixty-first round), whole. One row per applicant and
-- stage reached: `Applicant_ID` repeats on every stage row, with the applicant's source, job role,
-- department and application date; `Stage` and its `Stage_Sequence` (1 Application Received to 8
-- Hired), the `Stage_Date`, the stage's `Status` (Passed, Rejected, Hired),
-- `Days_Since_Application`, and the applicant's age, gender, education (1 to 5) and field.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE hiring_stages_raw (
  "Applicant_ID" TEXT, "Source" TEXT, "Job_Role" TEXT, "Department" TEXT, "Application_Date" TEXT,
  "Stage" TEXT, "Stage_Sequence" TEXT, "Stage_Date" TEXT, "Status" TEXT,
  "Days_Since_Application" TEXT, "Age" TEXT, "Gender" TEXT, "Education" TEXT,
  "EducationField" TEXT
);
.import --csv --skip 1 "data/hiring-funnel-stages/hr_recruitment_funnel.csv" hiring_stages_raw

CREATE VIEW hiring_stages AS
SELECT
  "Applicant_ID" AS applicant_id,
  "Source" AS source,
  "Job_Role" AS job_role,
  "Department" AS department,
  "Application_Date" AS application_date,
  "Stage" AS stage,
  CAST("Stage_Sequence" AS INTEGER) AS stage_sequence,
  "Stage_Date" AS stage_date,
  "Status" AS status,
  CAST("Days_Since_Application" AS INTEGER) AS days_since_application,
  CAST("Age" AS INTEGER) AS age,
  "Gender" AS gender,
  CAST("Education" AS INTEGER) AS education,
  "EducationField" AS education_field
FROM hiring_stages_raw;

-- ---------------------------------------------------------------------------------------------
-- data/candidate-funnel-flags/simulated_funnel_data.csv: 2,500 simulated job candidates
-- (danielprocter/recruitment-funnel-analytics, MIT; sixty-first round), whole. One row per
-- candidate: `cand_id`, the recruiter `rec_id` (R1 to R5), source, job role, a test `score`, and
-- five 0/1 flags for the funnel stages reached (application, screening, interview, offer, hired).
-- No dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE candidate_flags_raw (
  "cand_id" TEXT, "rec_id" TEXT, "source" TEXT, "job_role" TEXT, "score" TEXT,
  "application" TEXT, "screening" TEXT, "interview" TEXT, "offer" TEXT, "hired" TEXT
);
.import --csv --skip 1 "data/candidate-funnel-flags/simulated_funnel_data.csv" candidate_flags_raw

CREATE VIEW candidate_flags AS
SELECT
  "cand_id" AS cand_id,
  "rec_id" AS rec_id,
  "source" AS source,
  "job_role" AS job_role,
  CAST("score" AS INTEGER) AS score,
  CAST("application" AS INTEGER) AS application,
  CAST("screening" AS INTEGER) AS screening,
  CAST("interview" AS INTEGER) AS interview,
  CAST("offer" AS INTEGER) AS offer,
  CAST("hired" AS INTEGER) AS hired
FROM candidate_flags_raw;

-- data/event-ticket-sales/ticket_sales.csv: the first 10,000 of 30,000 simulated ticket sales
-- (rohanbodhe/End_to_End_Machine_Learning_Project, MIT; sixty-second round), 50 whole events of
-- 200 sales each. One row per sale: `ticket_id`, the event's id and name (the name ends with the
-- city: `Taylor Swift - Chicago`), `event_type`, `event_date` and `sale_date` (ISO), the days
-- between them, `seat_section`, `ticket_price` (per ticket), `quantity_sold`, `city` and
-- `venue_capacity`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ticket_sales_raw (
  "ticket_id" TEXT, "event_id" TEXT, "event_name" TEXT, "event_type" TEXT, "event_date" TEXT,
  "sale_date" TEXT, "days_until_event" TEXT, "seat_section" TEXT, "ticket_price" TEXT,
  "quantity_sold" TEXT, "city" TEXT, "venue_capacity" TEXT
);
.import --csv --skip 1 "data/event-ticket-sales/ticket_sales.csv" ticket_sales_raw

CREATE VIEW ticket_sales AS
SELECT
  "ticket_id" AS ticket_id,
  "event_id" AS event_id,
  "event_name" AS event_name,
  "event_type" AS event_type,
  "event_date" AS event_date,
  "sale_date" AS sale_date,
  CAST("days_until_event" AS INTEGER) AS days_until_event,
  "seat_section" AS seat_section,
  CAST("ticket_price" AS REAL) AS ticket_price,
  CAST("quantity_sold" AS INTEGER) AS quantity_sold,
  "city" AS city,
  CAST("venue_capacity" AS INTEGER) AS venue_capacity
FROM ticket_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/pharma-store-sales/pharma_sales.csv: 731 simulated daily sales of a pharmacy chain, one
-- row a day from 1 January 2023 to 31 December 2024 (IVFSS/data-analyst-portfolio, MIT, stated
-- in its README; sixty-second round), whole. Each row: `date` (ISO), `store_id` (`S001`…`S005`),
-- `product_name` (seven over-the-counter products), `units_sold`, `revenue`, `stock_level`,
-- `promotion` (`True`/`False`), `region`, and the date again as `day_of_week`, `month`, `quarter`
-- and `year`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE pharma_sales_raw (
  "date" TEXT, "store_id" TEXT, "product_name" TEXT, "units_sold" TEXT, "revenue" TEXT,
  "stock_level" TEXT, "promotion" TEXT, "region" TEXT, "day_of_week" TEXT, "month" TEXT,
  "quarter" TEXT, "year" TEXT
);
.import --csv --skip 1 "data/pharma-store-sales/pharma_sales.csv" pharma_sales_raw

CREATE VIEW pharma_sales AS
SELECT
  "date" AS date,
  "store_id" AS store_id,
  "product_name" AS product_name,
  CAST("units_sold" AS INTEGER) AS units_sold,
  CAST("revenue" AS REAL) AS revenue,
  CAST("stock_level" AS INTEGER) AS stock_level,
  "promotion" AS promotion,
  "region" AS region,
  "day_of_week" AS day_of_week,
  CAST("month" AS INTEGER) AS month,
  CAST("quarter" AS INTEGER) AS quarter,
  CAST("year" AS INTEGER) AS year
FROM pharma_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/marketplace-order-items/olist_order_items_dataset.csv: the first 10,000 of 22,074
-- simulated marketplace order lines in the Olist schema (thedikshantmahlawat/SellerHealth-Watchlist,
-- MIT; sixty-fourth round). Each row: `order_id` and `product_id` (32-hex ids, each unique here),
-- `order_item_id` (always 1), `seller_id` (101 sellers, hex ids), `shipping_limit_date`
-- (`YYYY-MM-DD HH:MM:SS`), `price` and `freight_value` (BRL).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE olist_order_items_raw (
  "order_id" TEXT, "order_item_id" TEXT, "product_id" TEXT, "seller_id" TEXT,
  "shipping_limit_date" TEXT, "price" TEXT, "freight_value" TEXT
);
.import --csv --skip 1 "data/marketplace-order-items/olist_order_items_dataset.csv" olist_order_items_raw

CREATE VIEW olist_order_items AS
SELECT
  "order_id" AS order_id,
  CAST("order_item_id" AS INTEGER) AS order_item_id,
  "product_id" AS product_id,
  "seller_id" AS seller_id,
  "shipping_limit_date" AS shipping_limit_date,
  CAST("price" AS REAL) AS price,
  CAST("freight_value" AS REAL) AS freight_value
FROM olist_order_items_raw;

-- ---------------------------------------------------------------------------------------------
-- data/marketplace-orders/olist_orders_dataset.csv: the first 10,000 of 22,074 simulated
-- marketplace orders in the Olist schema (thedikshantmahlawat/SellerHealth-Watchlist, MIT;
-- sixty-fourth round), the same orders as the order lines above. Each row: `order_id`,
-- `customer_id` (hex ids), `order_status` (`delivered` or `canceled`) and five timestamps
-- (`YYYY-MM-DD HH:MM:SS`): purchase, approval, hand-over to the carrier, delivery to the customer
-- (both blank for the 368 canceled orders) and the estimated delivery date.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE olist_orders_raw (
  "order_id" TEXT, "customer_id" TEXT, "order_status" TEXT, "order_purchase_timestamp" TEXT,
  "order_approved_at" TEXT, "order_delivered_carrier_date" TEXT,
  "order_delivered_customer_date" TEXT, "order_estimated_delivery_date" TEXT
);
.import --csv --skip 1 "data/marketplace-orders/olist_orders_dataset.csv" olist_orders_raw

CREATE VIEW olist_orders AS
SELECT
  "order_id" AS order_id,
  "customer_id" AS customer_id,
  "order_status" AS order_status,
  "order_purchase_timestamp" AS order_purchase_timestamp,
  "order_approved_at" AS order_approved_at,
  NULLIF("order_delivered_carrier_date", '') AS order_delivered_carrier_date,
  NULLIF("order_delivered_customer_date", '') AS order_delivered_customer_date,
  "order_estimated_delivery_date" AS order_estimated_delivery_date
FROM olist_orders_raw;

-- data/us-pumpkin-prices/US-pumpkins.csv: 1,757 USDA wholesale terminal market price reports for
-- pumpkins in 13 US cities, 2014 and 2016-2017 (microsoft/ML-For-Beginners, MIT; sixty-third
-- round), whole. One row per city, package, variety, origin, size and colour on a report date
-- (`M/D/YY`): `Low Price` and `High Price` of the package (dollars), `Mostly Low` and `Mostly
-- High` (blank in 103 rows), many all-blank columns (`Grade`, `Environment`, `Quality`, …), and
-- two columns with no header, the last holding the market's tone (`LOWER.`, `STEADY.`).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE pumpkins_raw (
  "City Name" TEXT, "Type" TEXT, "Package" TEXT, "Variety" TEXT, "Sub Variety" TEXT,
  "Grade" TEXT, "Date" TEXT, "Low Price" TEXT, "High Price" TEXT, "Mostly Low" TEXT,
  "Mostly High" TEXT, "Origin" TEXT, "Origin District" TEXT, "Item Size" TEXT, "Color" TEXT,
  "Environment" TEXT, "Unit of Sale" TEXT, "Quality" TEXT, "Condition" TEXT, "Appearance" TEXT,
  "Storage" TEXT, "Crop" TEXT, "Repack" TEXT, "Trans Mode" TEXT, "unnamed_25" TEXT,
  "unnamed_26" TEXT
);
.import --csv --skip 1 "data/us-pumpkin-prices/US-pumpkins.csv" pumpkins_raw

CREATE VIEW pumpkins AS
SELECT
  "City Name" AS city_name,
  "Type" AS type,
  "Package" AS package,
  "Variety" AS variety,
  "Sub Variety" AS sub_variety,
  "Grade" AS grade,
  printf('%04d-%02d-%02d',
    2000 + CAST(substr("Date", instr("Date", '/')
      + instr(substr("Date", instr("Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("Date" AS INTEGER),
    CAST(substr("Date", instr("Date", '/') + 1) AS INTEGER)) AS date,
  CAST("Low Price" AS REAL) AS low_price,
  CAST("High Price" AS REAL) AS high_price,
  CASE WHEN "Mostly Low" = '' THEN NULL ELSE CAST("Mostly Low" AS REAL) END AS mostly_low,
  CASE WHEN "Mostly High" = '' THEN NULL ELSE CAST("Mostly High" AS REAL) END AS mostly_high,
  "Origin" AS origin,
  "Origin District" AS origin_district,
  "Item Size" AS item_size,
  "Color" AS color,
  "Environment" AS environment,
  "Unit of Sale" AS unit_of_sale,
  "Quality" AS quality,
  "Condition" AS condition,
  "Appearance" AS appearance,
  "Storage" AS storage,
  "Crop" AS crop,
  "Repack" AS repack,
  "Trans Mode" AS trans_mode,
  "unnamed_25" AS unnamed_25,
  "unnamed_26" AS market_tone
FROM pumpkins_raw;

-- Sixty-fifth round: a shopping behaviour survey's purchases (one row per customer, derived
-- age_group and purchase_frequency_days columns, blank days for irregular frequencies) and the
-- first 10,000 rows of VGChartz' video game sales (one sales column per region, in millions,
-- 'N/A' years).
CREATE TABLE shopper_purchases_raw (
  "customer_id" TEXT, "age" TEXT, "gender" TEXT, "item_purchased" TEXT, "category" TEXT,
  "purchase_amount" TEXT, "location" TEXT, "size" TEXT, "color" TEXT, "season" TEXT,
  "review_rating" TEXT, "subscription_status" TEXT, "shipping_type" TEXT,
  "discount_applied" TEXT, "previous_purchases" TEXT, "payment_method" TEXT,
  "frequency_of_purchases" TEXT, "age_group" TEXT, "purchase_frequency_days" TEXT
);
.import --csv --skip 1 "data/shopper-purchases/customer_behavior_cleaned.csv" shopper_purchases_raw

CREATE VIEW shopper_purchases AS
SELECT
  CAST("customer_id" AS INTEGER) AS customer_id,
  CAST("age" AS INTEGER) AS age,
  "gender" AS gender,
  "item_purchased" AS item_purchased,
  "category" AS category,
  CAST("purchase_amount" AS REAL) AS purchase_amount,
  "location" AS location,
  "size" AS size,
  "color" AS color,
  "season" AS season,
  CAST("review_rating" AS REAL) AS review_rating,
  "subscription_status" AS subscription_status,
  "shipping_type" AS shipping_type,
  "discount_applied" AS discount_applied,
  CAST("previous_purchases" AS INTEGER) AS previous_purchases,
  "payment_method" AS payment_method,
  "frequency_of_purchases" AS frequency_of_purchases,
  "age_group" AS age_group,
  CASE WHEN "purchase_frequency_days" = '' THEN NULL
    ELSE CAST("purchase_frequency_days" AS REAL) END AS purchase_frequency_days
FROM shopper_purchases_raw;

CREATE TABLE video_games_raw (
  "Rank" TEXT, "Name" TEXT, "Platform" TEXT, "Year" TEXT, "Genre" TEXT, "Publisher" TEXT,
  "NA_Sales" TEXT, "EU_Sales" TEXT, "JP_Sales" TEXT, "Other_Sales" TEXT, "Global_Sales" TEXT
);
.import --csv --skip 1 "data/video-game-sales/vgsales.csv" video_games_raw

CREATE VIEW video_games AS
SELECT
  CAST("Rank" AS INTEGER) AS rank,
  "Name" AS name,
  "Platform" AS platform,
  CASE WHEN "Year" = 'N/A' THEN NULL ELSE CAST("Year" AS INTEGER) END AS year,
  "Genre" AS genre,
  "Publisher" AS publisher,
  CAST("NA_Sales" AS REAL) AS na_sales,
  CAST("EU_Sales" AS REAL) AS eu_sales,
  CAST("JP_Sales" AS REAL) AS jp_sales,
  CAST("Other_Sales" AS REAL) AS other_sales,
  CAST("Global_Sales" AS REAL) AS global_sales
FROM video_games_raw;

-- data/store-inventory-demand/retail_store_inventory.csv: 499 rows of daily store inventory and
-- demand, 5 stores × 20 products over 1-5 January 2022 (Pratikdesai4/Multivariant-Time-Series-…,
-- MIT; sixty-sixth round), whole. `Date` is written day first (`05-01-2022` is 5 January: one day
-- per 100 rows), `Store ID` and `Product ID` are codes, `Holiday/Promotion` is 0 or 1.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE store_inventory_raw (
  "Date" TEXT, "Store ID" TEXT, "Product ID" TEXT, "Category" TEXT, "Region" TEXT,
  "Inventory Level" TEXT, "Units Sold" TEXT, "Units Ordered" TEXT, "Demand Forecast" TEXT,
  "Price" TEXT, "Discount" TEXT, "Weather Condition" TEXT, "Holiday/Promotion" TEXT,
  "Competitor Pricing" TEXT, "Seasonality" TEXT
);
.import --csv --skip 1 "data/store-inventory-demand/retail_store_inventory.csv" store_inventory_raw

CREATE VIEW store_inventory AS
SELECT
  substr("Date", 7, 4) || '-' || substr("Date", 4, 2) || '-' || substr("Date", 1, 2) AS date,
  "Store ID" AS store_id,
  "Product ID" AS product_id,
  "Category" AS category,
  "Region" AS region,
  CAST("Inventory Level" AS INTEGER) AS inventory_level,
  CAST("Units Sold" AS INTEGER) AS units_sold,
  CAST("Units Ordered" AS INTEGER) AS units_ordered,
  CAST("Demand Forecast" AS REAL) AS demand_forecast,
  CAST("Price" AS REAL) AS price,
  CAST("Discount" AS INTEGER) AS discount,
  "Weather Condition" AS weather_condition,
  CAST("Holiday/Promotion" AS INTEGER) AS holiday_promotion,
  CAST("Competitor Pricing" AS REAL) AS competitor_pricing,
  "Seasonality" AS seasonality
FROM store_inventory_raw;

-- data/food-delivery-coupons/coupons.csv: 500 discount coupons of a food delivery app
-- (shivamshevalemgm-afk/food-delivery-data-analysis, MIT; sixty-seventh round), whole, CRLF line
-- endings. One row per coupon: a running `coupon_id`, a `coupon_code` (492 distinct: a few codes
-- twice) beside its `coupon_name` (20 campaign words such as SUPER or LUNCH), `discount_type`
-- Flat or Percentage with its `discount_value` (rupees or percent), `min_order_value`,
-- `max_discount`, a `start_date` and an `end_date` (ISO), a `usage_limit` and `is_active` 1/0.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE delivery_coupons_raw (
  "coupon_id" TEXT, "coupon_code" TEXT, "coupon_name" TEXT, "discount_type" TEXT,
  "discount_value" TEXT, "min_order_value" TEXT, "max_discount" TEXT, "start_date" TEXT,
  "end_date" TEXT, "usage_limit" TEXT, "is_active" TEXT
);
.import --csv --skip 1 "data/food-delivery-coupons/coupons.csv" delivery_coupons_raw

CREATE VIEW delivery_coupons AS
SELECT
  CAST("coupon_id" AS INTEGER) AS coupon_id,
  "coupon_code" AS coupon_code,
  "coupon_name" AS coupon_name,
  "discount_type" AS discount_type,
  CAST("discount_value" AS REAL) AS discount_value,
  CAST("min_order_value" AS REAL) AS min_order_value,
  CAST("max_discount" AS REAL) AS max_discount,
  "start_date" AS start_date,
  "end_date" AS end_date,
  CAST("usage_limit" AS INTEGER) AS usage_limit,
  CAST("is_active" AS INTEGER) AS is_active
FROM delivery_coupons_raw;

-- data/vancouver-airbnb/listings.csv: 4,594 Vancouver short-term rental listings
-- (UBC-DSCI/introduction-to-datascience, CC BY-NC-SA 4.0; sixty-seventh round), whole. One row
-- per listing: a running `id`, `neighbourhood` (23), `room_type` (4), `accommodates` (guests),
-- `bathrooms` as text (`1 bath`, `2 shared baths`, `Half-bath`), `bedrooms`, `beds` and the
-- nightly `price` in dollars. No dates, no host, no column named after what a row is.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE vancouver_listings_raw (
  "id" TEXT, "neighbourhood" TEXT, "room_type" TEXT, "accommodates" TEXT, "bathrooms" TEXT,
  "bedrooms" TEXT, "beds" TEXT, "price" TEXT
);
.import --csv --skip 1 "data/vancouver-airbnb/listings.csv" vancouver_listings_raw

CREATE VIEW vancouver_listings AS
SELECT
  CAST("id" AS INTEGER) AS id,
  "neighbourhood" AS neighbourhood,
  "room_type" AS room_type,
  CAST("accommodates" AS INTEGER) AS accommodates,
  "bathrooms" AS bathrooms,
  CAST("bedrooms" AS INTEGER) AS bedrooms,
  CAST("beds" AS INTEGER) AS beds,
  CAST("price" AS REAL) AS price
FROM vancouver_listings_raw;

-- data/card-statement-mcc/transactions.csv: the first 10,000 of 20,033 card transactions
-- (celj/rappi-challenge `dags/data/transactions.csv`, MIT; sixty-eighth round), CRLF line endings.
-- One row per transaction of one cardholder (`user` 0 on every row) on three cards (`card` 0, 1,
-- 2): the date split into `year`, `month` and `day` (no leading zeros), a `time` such as `6:21`,
-- `amount` as text with a dollar sign and a trailing space (`$134.09 `; the 329 refunds in
-- accounting parentheses, `($77.00)`, are negative), `use_chip` (Swipe, Chip
-- or Online Transaction), the 16-digit `card_number` of the merchant side, `merchant_city`
-- (`ONLINE` for online rows), `merchant_state` (blank online; `Mexico` and other countries
-- abroad), `zip` (blank online and abroad), the merchant category code `mcc` (a number, no
-- name), `errors` (blank on most rows, else `Insufficient Balance`, `Bad PIN`, … or two joined
-- by a comma) and `is_fraud` Yes/No.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE card_statement_raw (
  "user" TEXT, "card" TEXT, "year" TEXT, "month" TEXT, "day" TEXT, "time" TEXT, "amount" TEXT,
  "use_chip" TEXT, "card_number" TEXT, "merchant_city" TEXT, "merchant_state" TEXT, "zip" TEXT,
  "mcc" TEXT, "errors" TEXT, "is_fraud" TEXT
);
.import --csv --skip 1 "data/card-statement-mcc/transactions.csv" card_statement_raw

CREATE VIEW card_statement AS
SELECT
  CAST("user" AS INTEGER) AS user,
  CAST("card" AS INTEGER) AS card,
  printf('%04d-%02d-%02d', CAST("year" AS INTEGER), CAST("month" AS INTEGER),
    CAST("day" AS INTEGER)) AS date,
  CAST("year" AS INTEGER) AS year,
  CAST("month" AS INTEGER) AS month,
  CAST("day" AS INTEGER) AS day,
  "time" AS time,
  CASE WHEN trim("amount") LIKE '(%)'
    THEN -CAST(replace(replace(replace(replace(trim("amount"), '(', ''), ')', ''), '$', ''), ',', '')
      AS REAL)
    ELSE CAST(replace(replace(trim("amount"), '$', ''), ',', '') AS REAL) END AS amount,
  "use_chip" AS use_chip,
  "card_number" AS card_number,
  "merchant_city" AS merchant_city,
  "merchant_state" AS merchant_state,
  "zip" AS zip,
  "mcc" AS mcc,
  "errors" AS errors,
  "is_fraud" AS is_fraud
FROM card_statement_raw;

-- data/airline-bookings-fraud/airline_bookings.csv: 1,200 simulated airline bookings
-- (shahzaibsza2002-ux/airline-fraud-detection, MIT; sixty-eighth round), whole. One row per
-- booking (`booking_id` BK010001 …): an ISO `booking_date` and a `departure_date` written with a
-- midnight time (`2024-12-28 00:00:00`), `advance_booking_days`, a made-up passenger's name,
-- email, phone, `country` and `city`, the route as `origin` and `destination` (city names and
-- airport codes mixed: `NYC`, `LAX`, `SFO`, `Vegas`), `distance_miles`, `cabin_class` (Economy,
-- Premium Economy, Business, First Class), `num_passengers`, `fare_per_passenger` and
-- `total_fare`, `payment_method`, `payment_status` (Success/Failed), `payment_attempts`,
-- `booking_channel`, device and IP columns, `is_cancelled` True/False with
-- `cancellation_time_hours` (blank unless cancelled), `is_frequent_flyer`, `ff_miles`, `ff_tier`
-- (the text `None` for non-members), `account_age_days`, `calculated_risk_score` and `is_fraud`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE airline_bookings_raw (
  "booking_id" TEXT, "booking_date" TEXT, "departure_date" TEXT, "advance_booking_days" TEXT,
  "passenger_name" TEXT, "email" TEXT, "phone" TEXT, "country" TEXT, "city" TEXT, "origin" TEXT,
  "destination" TEXT, "distance_miles" TEXT, "cabin_class" TEXT, "num_passengers" TEXT,
  "fare_per_passenger" TEXT, "total_fare" TEXT, "payment_method" TEXT, "payment_status" TEXT,
  "payment_attempts" TEXT, "booking_channel" TEXT, "bookings_last_24h" TEXT, "ip_address" TEXT,
  "device_id" TEXT, "device_reuse_count" TEXT, "is_cancelled" TEXT,
  "cancellation_time_hours" TEXT, "is_frequent_flyer" TEXT, "ff_miles" TEXT, "ff_tier" TEXT,
  "account_age_days" TEXT, "calculated_risk_score" TEXT, "is_fraud" TEXT
);
.import --csv --skip 1 "data/airline-bookings-fraud/airline_bookings.csv" airline_bookings_raw

CREATE VIEW airline_bookings AS
SELECT
  "booking_id" AS booking_id,
  "booking_date" AS booking_date,
  substr("departure_date", 1, 10) AS departure_date,
  CAST("advance_booking_days" AS INTEGER) AS advance_booking_days,
  "passenger_name" AS passenger_name,
  "country" AS country,
  "city" AS city,
  "origin" AS origin,
  "destination" AS destination,
  CAST("distance_miles" AS INTEGER) AS distance_miles,
  "cabin_class" AS cabin_class,
  CAST("num_passengers" AS INTEGER) AS num_passengers,
  CAST("fare_per_passenger" AS REAL) AS fare_per_passenger,
  CAST("total_fare" AS REAL) AS total_fare,
  "payment_method" AS payment_method,
  "payment_status" AS payment_status,
  CAST("payment_attempts" AS INTEGER) AS payment_attempts,
  "booking_channel" AS booking_channel,
  "is_cancelled" AS is_cancelled,
  CASE WHEN "cancellation_time_hours" = '' THEN NULL
    ELSE CAST("cancellation_time_hours" AS REAL) END AS cancellation_time_hours,
  "is_frequent_flyer" AS is_frequent_flyer,
  CAST("ff_miles" AS INTEGER) AS ff_miles,
  "ff_tier" AS ff_tier,
  CAST("account_age_days" AS INTEGER) AS account_age_days,
  CAST("calculated_risk_score" AS INTEGER) AS calculated_risk_score,
  "is_fraud" AS is_fraud
FROM airline_bookings_raw;

-- data/sar-car-rental-bookings/SAR Rental.csv: 10,000 bookings of a car rental service
-- (Nilakshi29/San-Francisco-Auto-Rental-Analytics, MIT; sixty-ninth round), whole. A running
-- `row#`, then IDs only: `user_id`, `vehicle_model_id` (20 models), `package_id` (blank in 8,248
-- rows), `travel_type_id` (1 to 3), areas and cities (mostly blank); `from_date` (pickup),
-- `to_date` (return, blank in 4,178 rows) and `booking_created` are M/D/YYYY H:MM (periods use
-- the day, the time kept apart as an hour); `online_booking`, `mobile_site_booking` and
-- `Car_Cancellation` are 0/1 flags. No amount, no name column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sar_bookings_raw (
  "row#" TEXT, "user_id" TEXT, "vehicle_model_id" TEXT, "package_id" TEXT, "travel_type_id" TEXT,
  "from_area_id" TEXT, "to_area_id" TEXT, "from_city_id" TEXT, "to_city_id" TEXT,
  "from_date" TEXT, "to_date" TEXT, "online_booking" TEXT, "mobile_site_booking" TEXT,
  "booking_created" TEXT, "from_lat" TEXT, "from_long" TEXT, "to_lat" TEXT, "to_long" TEXT,
  "Car_Cancellation" TEXT
);
.import --csv --skip 1 "data/sar-car-rental-bookings/SAR Rental.csv" sar_bookings_raw

CREATE VIEW sar_bookings AS
SELECT
  CAST("row#" AS INTEGER) AS row_no,
  CAST("user_id" AS INTEGER) AS user_id,
  CAST("vehicle_model_id" AS INTEGER) AS vehicle_model_id,
  CAST(NULLIF("package_id", '') AS INTEGER) AS package_id,
  CAST("travel_type_id" AS INTEGER) AS travel_type_id,
  CAST(NULLIF("from_area_id", '') AS INTEGER) AS from_area_id,
  CAST(NULLIF("to_area_id", '') AS INTEGER) AS to_area_id,
  CAST(NULLIF("from_city_id", '') AS INTEGER) AS from_city_id,
  CAST(NULLIF("to_city_id", '') AS INTEGER) AS to_city_id,
  printf('%04d-%02d-%02d',
    CAST(substr(from_day, instr(from_day, '/') + instr(substr(from_day, instr(from_day, '/') + 1), '/') + 1) AS INTEGER),
    CAST(from_day AS INTEGER),
    CAST(substr(from_day, instr(from_day, '/') + 1) AS INTEGER)) AS from_date,
  CAST(substr("from_date", instr("from_date", ' ') + 1) AS INTEGER) AS from_hour,
  CASE WHEN "to_date" = '' THEN NULL ELSE printf('%04d-%02d-%02d',
    CAST(substr(to_day, instr(to_day, '/') + instr(substr(to_day, instr(to_day, '/') + 1), '/') + 1) AS INTEGER),
    CAST(to_day AS INTEGER),
    CAST(substr(to_day, instr(to_day, '/') + 1) AS INTEGER)) END AS to_date,
  CAST("online_booking" AS INTEGER) AS online_booking,
  CAST("mobile_site_booking" AS INTEGER) AS mobile_site_booking,
  printf('%04d-%02d-%02d',
    CAST(substr(created_day, instr(created_day, '/') + instr(substr(created_day, instr(created_day, '/') + 1), '/') + 1) AS INTEGER),
    CAST(created_day AS INTEGER),
    CAST(substr(created_day, instr(created_day, '/') + 1) AS INTEGER)) AS booking_created,
  CAST(substr("booking_created", instr("booking_created", ' ') + 1) AS INTEGER) AS created_hour,
  CAST(NULLIF("from_lat", '') AS REAL) AS from_lat,
  CAST(NULLIF("from_long", '') AS REAL) AS from_long,
  CAST(NULLIF("to_lat", '') AS REAL) AS to_lat,
  CAST(NULLIF("to_long", '') AS REAL) AS to_long,
  CAST("Car_Cancellation" AS INTEGER) AS car_cancellation
FROM (
  SELECT *,
    substr("from_date", 1, instr("from_date", ' ') - 1) AS from_day,
    substr("to_date", 1, instr("to_date", ' ') - 1) AS to_day,
    substr("booking_created", 1, instr("booking_created", ' ') - 1) AS created_day
  FROM sar_bookings_raw
);

-- data/warehouse-picking-times/warehouse_orders.csv: a warehouse's orders with their picking
-- and packing minutes (SepehrKalantariSol/warehouse-operations-analytics, MIT; sixty-ninth
-- round), the first 500 of 4,800 rows. One row per order: `order_id` (ORD-00001 …),
-- `order_date` a date-time with microseconds every 2 h 37 min (2024-01-01 to 2024-02-24),
-- `shift` (Morning, Evening, Night), `zone` (A to E), `order_priority` (Low, Medium, High,
-- Urgent), `items_count`, `picker_experience` (1 to 10), `distance_travelled`, `congestion_level`,
-- `equipment_available` True/False, `picking_time`, `packing_time`, `total_time` and
-- `target_time` in minutes (the target set by priority), `delayed` a 0/1 flag.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE warehouse_picking_raw (
  "order_id" TEXT, "order_date" TEXT, "shift" TEXT, "zone" TEXT, "order_priority" TEXT,
  "items_count" TEXT, "picker_experience" TEXT, "distance_travelled" TEXT,
  "congestion_level" TEXT, "equipment_available" TEXT, "picking_time" TEXT,
  "packing_time" TEXT, "total_time" TEXT, "target_time" TEXT, "delayed" TEXT
);
.import --csv --skip 1 "data/warehouse-picking-times/warehouse_orders.csv" warehouse_picking_raw

CREATE VIEW warehouse_picking AS
SELECT
  "order_id" AS order_id,
  substr("order_date", 1, 10) AS order_date,
  CAST(substr("order_date", 12, 2) AS INTEGER) AS order_hour,
  "shift" AS shift,
  "zone" AS zone,
  "order_priority" AS order_priority,
  CAST("items_count" AS INTEGER) AS items_count,
  CAST("picker_experience" AS INTEGER) AS picker_experience,
  CAST("distance_travelled" AS REAL) AS distance_travelled,
  "congestion_level" AS congestion_level,
  CASE "equipment_available" WHEN 'True' THEN 1 WHEN 'False' THEN 0 END AS equipment_available,
  CAST("picking_time" AS REAL) AS picking_time,
  CAST("packing_time" AS REAL) AS packing_time,
  CAST("total_time" AS REAL) AS total_time,
  CAST("target_time" AS REAL) AS target_time,
  CAST("delayed" AS INTEGER) AS delayed
FROM warehouse_picking_raw;

-- data/payment-volume-hours/payment_volume.csv: a payment processor's hourly volumes by payment
-- type (sanjitmathur/multi-domain-demand-forecasting, MIT; seventieth round), whole: 8,760 rows,
-- one per hour of 2024-01-01 00:00 to 2024-12-30 23:00, each hour under one `transaction_type`
-- (card_payment, mobile_wallet, bank_transfer, direct_debit, written with underscores).
-- `volume` is the number of transactions in the hour and `value` their amount; `hour_of_day`,
-- `day_of_week` (0 = Monday), `month` repeat the timestamp; `is_weekend`, `is_holiday`,
-- `is_month_end` and `fraud_flag` are 0/1 flags.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE payment_volume_raw (
  "timestamp" TEXT, "hour_of_day" TEXT, "day_of_week" TEXT, "month" TEXT,
  "transaction_type" TEXT, "volume" TEXT, "value" TEXT, "is_weekend" TEXT, "is_holiday" TEXT,
  "is_month_end" TEXT, "fraud_flag" TEXT
);
.import --csv --skip 1 "data/payment-volume-hours/payment_volume.csv" payment_volume_raw

CREATE VIEW payment_volume AS
SELECT
  substr("timestamp", 1, 10) AS day,
  CAST("hour_of_day" AS INTEGER) AS hour_of_day,
  CAST("day_of_week" AS INTEGER) AS day_of_week,
  CAST("month" AS INTEGER) AS month,
  "transaction_type" AS transaction_type,
  CAST("volume" AS INTEGER) AS volume,
  CAST("value" AS REAL) AS value,
  CAST("is_weekend" AS INTEGER) AS is_weekend,
  CAST("is_holiday" AS INTEGER) AS is_holiday,
  CAST("is_month_end" AS INTEGER) AS is_month_end,
  CAST("fraud_flag" AS INTEGER) AS fraud_flag
FROM payment_volume_raw;

-- data/building-energy-hours/Energy_consumption.csv: a building's hourly energy readings
-- (RupeshShinde1307/Energy-Consumption-Prediction-with-HVAC-Insights-, MIT stated in its README;
-- seventieth round), whole: 1,000 rows, 1/1/2022 0:00 to 2/11/2022 15:00. `time_of_day` holds
-- the whole M/D/YYYY H:MM timestamp; `DayOfWeek` is written per row and does not follow the
-- timestamp; `HVACUsage` and `LightingUsage` are On/Off, `Holiday` Yes/No; `Occupancy` 0 to 9;
-- `energy_usage` and `RenewableEnergy` are plain decimals (kWh), `SquareFootage` a decimal.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE building_energy_raw (
  "time_of_day" TEXT, "temperature" TEXT, "humidity" TEXT, "SquareFootage" TEXT,
  "Occupancy" TEXT, "HVACUsage" TEXT, "LightingUsage" TEXT, "RenewableEnergy" TEXT,
  "DayOfWeek" TEXT, "Holiday" TEXT, "energy_usage" TEXT
);
.import --csv --skip 1 "data/building-energy-hours/Energy_consumption.csv" building_energy_raw

CREATE VIEW building_energy AS
SELECT
  printf('%04d-%02d-%02d',
    CAST(substr("time_of_day", instr("time_of_day", '/')
      + instr(substr("time_of_day", instr("time_of_day", '/') + 1), '/') + 1) AS INTEGER),
    CAST("time_of_day" AS INTEGER),
    CAST(substr("time_of_day", instr("time_of_day", '/') + 1) AS INTEGER)) AS day,
  CAST(substr("time_of_day", instr("time_of_day", ' ') + 1) AS INTEGER) AS hour,
  CAST("temperature" AS REAL) AS temperature,
  CAST("humidity" AS REAL) AS humidity,
  CAST("SquareFootage" AS REAL) AS square_footage,
  CAST("Occupancy" AS INTEGER) AS occupancy,
  "HVACUsage" AS hvac_usage,
  "LightingUsage" AS lighting_usage,
  CAST("RenewableEnergy" AS REAL) AS renewable_energy,
  "DayOfWeek" AS day_of_week,
  "Holiday" AS holiday,
  CAST("energy_usage" AS REAL) AS energy_usage
FROM building_energy_raw;

-- data/gift-card-pos-log/pos_transactions.csv: a store's gift card till log
-- (jandreanalytics/TransactionReconciliationDemo, MIT; seventy-first round), the first 10,000 of
-- 25,500 rows. One row per gift card transaction: `transaction_id` (TX-POS-…), `card_id` (store,
-- Amazon-like, Microsoft-like or 16-digit numbers), `amount`, `transaction_type` (PURCHASE,
-- REFUND, BALANCE a balance check with amount 0), `timestamp` a date-time (9 February to
-- 11 March 2025), `store_id` (one store), `terminal_id` the register (POS-001 to POS-005),
-- `batch_id`, `authorization_code`, `status` (all APPROVED), `balance_after` with float noise.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE gift_card_pos_raw (
  "transaction_id" TEXT, "card_id" TEXT, "amount" TEXT, "transaction_type" TEXT,
  "timestamp" TEXT, "store_id" TEXT, "terminal_id" TEXT, "batch_id" TEXT,
  "authorization_code" TEXT, "status" TEXT, "balance_after" TEXT
);
.import --csv --skip 1 "data/gift-card-pos-log/pos_transactions.csv" gift_card_pos_raw

CREATE VIEW gift_card_pos AS
SELECT
  "transaction_id" AS transaction_id,
  "card_id" AS card_id,
  CAST("amount" AS REAL) AS amount,
  "transaction_type" AS transaction_type,
  substr("timestamp", 1, 10) AS txn_date,
  CAST(substr("timestamp", 12, 2) AS INTEGER) AS txn_hour,
  "store_id" AS store_id,
  "terminal_id" AS terminal_id,
  "batch_id" AS batch_id,
  "authorization_code" AS authorization_code,
  "status" AS status,
  CAST("balance_after" AS REAL) AS balance_after
FROM gift_card_pos_raw;

-- data/gift-card-register/gift_cards.csv: the same store's gift card register
-- (jandreanalytics/TransactionReconciliationDemo, MIT; seventy-first round), whole: 1,000 cards.
-- `card_id`, `initial_balance`, `current_balance`, `status` (ACTIVE, INACTIVE and the run-together
-- `REDEEMEDPENDINGEXPIREDCANCELLED`), `activation_date` and `last_updated` date-times (equal on
-- every row, 11 December 2024 to 10 March 2025), `pattern_type` (retail, amazon, store,
-- microsoft).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE gift_card_register_raw (
  "card_id" TEXT, "initial_balance" TEXT, "current_balance" TEXT, "status" TEXT,
  "activation_date" TEXT, "last_updated" TEXT, "pattern_type" TEXT
);
.import --csv --skip 1 "data/gift-card-register/gift_cards.csv" gift_card_register_raw

CREATE VIEW gift_card_register AS
SELECT
  "card_id" AS card_id,
  CAST("initial_balance" AS REAL) AS initial_balance,
  CAST("current_balance" AS REAL) AS current_balance,
  "status" AS status,
  substr("activation_date", 1, 10) AS activation_date,
  substr("last_updated", 1, 10) AS last_updated,
  "pattern_type" AS pattern_type
FROM gift_card_register_raw;

-- ---------------------------------------------------------------------------------------------
-- data/pizza-sales-lines/pizza_sales1000.csv: a pizza restaurant's till lines (one row per pizza
-- line of an order; FiddenFast/LB259, MIT stated in its README; seventy-second round), whole:
-- 1,000 lines of 1 to 8 January 2015. Every id and the quantity are written with two decimals
-- (`1.00`); `order_date` is day first without leading zeros (`8/1/2015` = 8 January, so every day
-- is at most 12 and the file alone cannot tell the order); `order_time` a separate `11:38:36`;
-- `unit_price` and `total_price` in dollars without a sign, `total_price` sometimes `16` without
-- decimals; `pizza_size` S, M, L, XL or XXL; `pizza_category` Classic, Chicken, Supreme or Veggie;
-- `pizza_ingredients` a quoted comma list; `pizza_name_id` a snake_case code beside the name. LF.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE pizza_lines_raw (
  "pizza_id" TEXT, "order_id" TEXT, "pizza_name_id" TEXT, "quantity" TEXT, "order_date" TEXT,
  "order_time" TEXT, "unit_price" TEXT, "total_price" TEXT, "pizza_size" TEXT,
  "pizza_category" TEXT, "pizza_ingredients" TEXT, "pizza_name" TEXT
);
.import --csv --skip 1 data/pizza-sales-lines/pizza_sales1000.csv pizza_lines_raw

CREATE VIEW pizza_lines AS
SELECT
  CAST("pizza_id" AS INTEGER) AS pizza_id,
  CAST("order_id" AS INTEGER) AS order_id,
  "pizza_name_id" AS pizza_name_id,
  CAST("quantity" AS REAL) AS quantity,
  substr("order_date", -4) || '-'
    || printf('%02d', CAST(substr("order_date", instr("order_date", '/') + 1) AS INTEGER)) || '-'
    || printf('%02d', CAST("order_date" AS INTEGER)) AS order_date,
  "order_time" AS order_time,
  CAST("unit_price" AS REAL) AS unit_price,
  CAST("total_price" AS REAL) AS total_price,
  "pizza_size" AS pizza_size,
  "pizza_category" AS pizza_category,
  "pizza_ingredients" AS pizza_ingredients,
  "pizza_name" AS pizza_name
FROM pizza_lines_raw;

-- ---------------------------------------------------------------------------------------------
-- data/rossmann-store-days/batch_aug_dec_2015.csv: Rossmann drug stores' daily calendar for the
-- batch forecast (bradleyboehmke/rossmann-forecasting, MIT; seventy-third round), whole: 7,650
-- store-days, 50 stores × 153 days (1 August to 31 December 2015). Every column is a code:
-- `Store` a number, `DayOfWeek` 1 (Monday) to 7 (Sunday), `Open`, `Promo` and `SchoolHoliday`
-- 0/1, `StateHoliday` 0 (none), a (public holiday) or c (Christmas).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE rossmann_store_days_raw (
  "Store" TEXT, "DayOfWeek" TEXT, "Date" TEXT, "Open" TEXT, "Promo" TEXT, "StateHoliday" TEXT,
  "SchoolHoliday" TEXT
);
.import --csv --skip 1 "data/rossmann-store-days/batch_aug_dec_2015.csv" rossmann_store_days_raw

CREATE VIEW rossmann_store_days AS
SELECT
  CAST("Store" AS INTEGER) AS store,
  CAST("DayOfWeek" AS INTEGER) AS day_of_week,
  "Date" AS date,
  CAST("Open" AS INTEGER) AS open,
  CAST("Promo" AS INTEGER) AS promo,
  "StateHoliday" AS state_holiday,
  CAST("SchoolHoliday" AS INTEGER) AS school_holiday
FROM rossmann_store_days_raw;
-- ---------------------------------------------------------------------------------------------
-- data/black-friday-sample/Sampled_Cleaned_BlackFriday.csv: a retail store's Black Friday
-- purchases as mascarenhasneil/BlackFriday_Sale_Analysis (GPL-3.0; seventy-fourth round) sampled
-- and coded them, first 10,000 of 100,000 rows. The first header is empty (R's row number, quoted);
-- every other column is a number: `Gender` 0/1, `Age` one number per band (17 to 62),
-- `City_Category` 1 to 3, `Marital_Status` 1/2, `Product_ID` a code, `Purchase` whole amounts.
-- No dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE black_friday_raw (
  "row" TEXT, "User_ID" TEXT, "Product_ID" TEXT, "Gender" TEXT, "Age" TEXT, "Occupation" TEXT,
  "City_Category" TEXT, "Marital_Status" TEXT, "Product_Category" TEXT, "Purchase" TEXT
);
.import --csv --skip 1 "data/black-friday-sample/Sampled_Cleaned_BlackFriday.csv" black_friday_raw

CREATE VIEW black_friday AS
SELECT
  CAST("row" AS INTEGER) AS row_number,
  CAST("User_ID" AS INTEGER) AS user_id,
  CAST("Product_ID" AS INTEGER) AS product_id,
  CAST("Gender" AS INTEGER) AS gender,
  CAST("Age" AS INTEGER) AS age,
  CAST("Occupation" AS INTEGER) AS occupation,
  CAST("City_Category" AS INTEGER) AS city_category,
  CAST("Marital_Status" AS INTEGER) AS marital_status,
  CAST("Product_Category" AS INTEGER) AS product_category,
  CAST("Purchase" AS INTEGER) AS purchase
FROM black_friday_raw;

-- ---------------------------------------------------------------------------------------------
-- data/loyalty-member-tiers/customers.csv: a Gulf retailer's loyalty members
-- (Akash-Gutti/RetailVista, data/raw/, MIT; seventy-fourth round), whole: 5,000 rows, one per
-- `customer_id` (`CUST_0` to `CUST_4999`). `segment` is the tier (Bronze, Silver, Gold), `country`
-- four codes and names (Qatar, Oman, KSA, UAE), `age` 18 to 65, `join_date` ISO, 1 January 2021
-- to 20 June 2023.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE retail_loyalty_raw (
  "customer_id" TEXT, "gender" TEXT, "age" TEXT, "country" TEXT, "segment" TEXT, "join_date" TEXT
);
.import --csv --skip 1 "data/loyalty-member-tiers/customers.csv" retail_loyalty_raw

CREATE VIEW retail_loyalty AS
SELECT
  "customer_id" AS customer_id,
  "gender" AS gender,
  CAST("age" AS INTEGER) AS age,
  "country" AS country,
  "segment" AS segment,
  "join_date" AS join_date
FROM retail_loyalty_raw;

-- ---------------------------------------------------------------------------------------------
-- data/shopeasy-reviews/reviews.csv: an Indian electronics and lifestyle shop's product reviews
-- (Ayo-aditya2466/ShopEasy-Consumer-Intelligence, data/, MIT; seventy-fifth round), whole: 8,000
-- rows, one per `review_id` (`R00001` to `R08000`). `rating` 1 to 5, `review_text` one of fifteen
-- stock phrases, `sentiment_label` Positive, Neutral or Negative, `review_date` ISO, 10 June 2024
-- to 10 June 2026.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE shop_reviews_raw (
  "review_id" TEXT, "customer_id" TEXT, "product_id" TEXT, "rating" TEXT, "review_text" TEXT,
  "sentiment_label" TEXT, "review_date" TEXT
);
.import --csv --skip 1 "data/shopeasy-reviews/reviews.csv" shop_reviews_raw

CREATE VIEW shop_reviews AS
SELECT
  "review_id" AS review_id,
  "customer_id" AS customer_id,
  "product_id" AS product_id,
  CAST("rating" AS INTEGER) AS rating,
  "review_text" AS review_text,
  "sentiment_label" AS sentiment_label,
  "review_date" AS review_date
FROM shop_reviews_raw;

-- ---------------------------------------------------------------------------------------------
-- data/shopeasy-orders/orders.csv: the same shop's orders (Ayo-aditya2466/ShopEasy-Consumer-
-- Intelligence, data/, MIT; seventy-fifth round), the first 10,000 of 20,000 rows, one per
-- `order_id`. `final_amount` in rupees after `discount_pct` (0, 5, 10, 15 or 20), `quantity` 1 to
-- 5, `payment_method` five values, `order_date` ISO, 10 June 2024 to 10 June 2026.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE shop_orders_raw (
  "order_id" TEXT, "customer_id" TEXT, "product_id" TEXT, "quantity" TEXT, "discount_pct" TEXT,
  "final_amount" TEXT, "payment_method" TEXT, "order_date" TEXT
);
.import --csv --skip 1 "data/shopeasy-orders/orders.csv" shop_orders_raw

CREATE VIEW shop_orders AS
SELECT
  "order_id" AS order_id,
  "customer_id" AS customer_id,
  "product_id" AS product_id,
  CAST("quantity" AS INTEGER) AS quantity,
  CAST("discount_pct" AS INTEGER) AS discount_pct,
  CAST("final_amount" AS REAL) AS final_amount,
  "payment_method" AS payment_method,
  "order_date" AS order_date
FROM shop_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/fleet-fuel-card/fuel_transactions.csv: a taxi fleet's fuel-card purchases
-- (Iwankon/Meridian_Fleet, data/, MIT; seventy-sixth round), whole: 6,599 rows, one per card
-- transaction. `txn_date` is day first (`07/05/2026` is 7 May 2026), 1 January 2025 to 14 July
-- 2026; `litres` and `price_per_litre` use a decimal comma (`"12,33"`, `"1,652"`; electric cars
-- show prices under 1), 90 `litres` are empty; `total_cost` is euro text (`"€ 20,36"`);
-- `station` is spelt in two cases (`EKO`/`eko`, `Shell`/`shell`) and is kept as written.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE fleet_fuel_raw (
  "txn_date" TEXT, "vehicle_id" TEXT, "litres" TEXT, "price_per_litre" TEXT, "total_cost" TEXT,
  "station" TEXT, "card_ref" TEXT
);
.import --csv --skip 1 "data/fleet-fuel-card/fuel_transactions.csv" fleet_fuel_raw

CREATE VIEW fleet_fuel AS
SELECT
  substr("txn_date", 7, 4) || '-' || substr("txn_date", 4, 2) || '-' || substr("txn_date", 1, 2)
    AS txn_date,
  "vehicle_id" AS vehicle_id,
  CAST(replace(NULLIF("litres", ''), ',', '.') AS REAL) AS litres,
  CAST(replace("price_per_litre", ',', '.') AS REAL) AS price_per_litre,
  CAST(replace(replace("total_cost", '€ ', ''), ',', '.') AS REAL) AS total_cost,
  "station" AS station,
  "card_ref" AS card_ref
FROM fleet_fuel_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ride-hail-trips/trips_2025_H1.csv: the same fleet's ride-hailing trips
-- (Iwankon/Meridian_Fleet, data/, MIT; seventy-sixth round), the first 10,000 of 14,200 rows,
-- one per `trip_id`. `trip_datetime` is ISO with a time, 1 January to 30 June 2025; `fare_eur`
-- uses a decimal comma (`"10,66"`); `payment` is spelt in several cases (`card`, `Card`, `CASH`,
-- `cash`, `wallet`) and kept as written; 210 `dropoff_zone` are empty.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ride_trips_raw (
  "trip_id" TEXT, "trip_datetime" TEXT, "driver_id" TEXT, "vehicle_id" TEXT, "pickup_zone" TEXT,
  "dropoff_zone" TEXT, "distance_km" TEXT, "duration_min" TEXT, "fare_eur" TEXT, "payment" TEXT
);
.import --csv --skip 1 "data/ride-hail-trips/trips_2025_H1.csv" ride_trips_raw

CREATE VIEW ride_trips AS
SELECT
  "trip_id" AS trip_id,
  "trip_datetime" AS trip_datetime,
  substr("trip_datetime", 1, 10) AS trip_date,
  "driver_id" AS driver_id,
  "vehicle_id" AS vehicle_id,
  "pickup_zone" AS pickup_zone,
  "dropoff_zone" AS dropoff_zone,
  CAST("distance_km" AS REAL) AS distance_km,
  CAST("duration_min" AS REAL) AS duration_min,
  CAST(replace("fare_eur", ',', '.') AS REAL) AS fare_eur,
  "payment" AS payment
FROM ride_trips_raw;

-- ---------------------------------------------------------------------------------------------
-- data/amazon-india-products/products.csv: Amazon India's product listings with their ratings
-- (Kaggle's Amazon sales dataset, one row per product as z-aqib/product-review-analyzer keeps it
-- in data/processed/, MIT; seventy-seventh round), whole: 1,351 rows, one per `product_id`.
-- Prices in rupees with the sign and thousands commas (`₹1,099`, `₹24,999`); `discount_percentage`
-- with a percent sign (`64%`); `rating_count` with commas, some in Indian grouping (`1,79,691`),
-- blank twice; one `rating` is `|`; `category` is a path joined with `|`
-- (`Computers&Accessories|Accessories&Peripherals|...`), its first part the department. No dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE amazon_products_raw (
  "product_id" TEXT, "product_name" TEXT, "about_product" TEXT, "rating" TEXT, "rating_count" TEXT,
  "discounted_price" TEXT, "actual_price" TEXT, "discount_percentage" TEXT, "category" TEXT
);
.import --csv --skip 1 "data/amazon-india-products/products.csv" amazon_products_raw

CREATE VIEW amazon_products AS
SELECT
  "product_id" AS product_id,
  "product_name" AS product_name,
  -- `|` is not a rating.
  CASE WHEN "rating" GLOB '[0-9]*' THEN CAST("rating" AS REAL) END AS rating,
  CAST(NULLIF(REPLACE("rating_count", ',', ''), '') AS INTEGER) AS rating_count,
  CAST(REPLACE(REPLACE("discounted_price", '₹', ''), ',', '') AS REAL) AS discounted_price,
  CAST(REPLACE(REPLACE("actual_price", '₹', ''), ',', '') AS REAL) AS actual_price,
  CAST(REPLACE("discount_percentage", '%', '') AS REAL) AS discount_percentage,
  "category" AS category
FROM amazon_products_raw;

-- ---------------------------------------------------------------------------------------------
-- data/saas-subscriptions/ravenstack_subscriptions.csv: a SaaS company's subscriptions (the
-- RavenStack sample as dineshbarri/saas-subscription-revenue-churn-intelligence ships it, MIT;
-- seventy-seventh round), whole: 5,000 rows, one per `subscription_id`, 500 `account_id`s. A byte
-- order mark before the first header; dates day first with dashes (`23-12-2023` is 23 December
-- 2023); `end_date` blank on the 4,514 subscriptions that did not churn; `mrr_amount` 0 on the 778
-- trials; `arr_amount` is always 12 × `mrr_amount`; the flags are `TRUE`/`FALSE`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE saas_subscriptions_raw (
  "subscription_id" TEXT, "account_id" TEXT, "start_date" TEXT, "end_date" TEXT,
  "plan_tier" TEXT, "seats" TEXT, "mrr_amount" TEXT, "arr_amount" TEXT, "is_trial" TEXT,
  "upgrade_flag" TEXT, "downgrade_flag" TEXT, "churn_flag" TEXT, "billing_frequency" TEXT,
  "auto_renew_flag" TEXT
);
.import --csv --skip 1 "data/saas-subscriptions/ravenstack_subscriptions.csv" saas_subscriptions_raw

CREATE VIEW saas_subscriptions AS
SELECT
  "subscription_id" AS subscription_id,
  "account_id" AS account_id,
  substr("start_date", 7, 4) || '-' || substr("start_date", 4, 2) || '-' || substr("start_date", 1, 2) AS start_date,
  CASE WHEN "end_date" <> '' THEN substr("end_date", 7, 4) || '-' || substr("end_date", 4, 2) || '-' || substr("end_date", 1, 2) END AS end_date,
  "plan_tier" AS plan_tier,
  CAST("seats" AS INTEGER) AS seats,
  CAST("mrr_amount" AS REAL) AS mrr_amount,
  CAST("arr_amount" AS REAL) AS arr_amount,
  "is_trial" = 'TRUE' AS is_trial,
  "upgrade_flag" = 'TRUE' AS upgrade_flag,
  "downgrade_flag" = 'TRUE' AS downgrade_flag,
  "churn_flag" = 'TRUE' AS churn_flag,
  "billing_frequency" AS billing_frequency,
  "auto_renew_flag" = 'TRUE' AS auto_renew_flag
FROM saas_subscriptions_raw;

-- ---------------------------------------------------------------------------------------------
-- data/hyderabad-store-sales/sales_transactions.csv: a supermarket chain's till lines
-- (Rathish07a/Supermarket-Data-Engineering-Project, data/raw/, MIT; seventy-eighth round),
-- whole: 2,004 rows, one per `transaction_id`, all of 2024. Stores (1 to 5) and products (1001 to
-- 1014) are only number codes; `total_amount` is `quantity_sold` × `unit_price` on every row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE store_sales_raw (
  "transaction_id" TEXT, "store_id" TEXT, "product_id" TEXT, "quantity_sold" TEXT,
  "unit_price" TEXT, "total_amount" TEXT, "sale_date" TEXT
);
.import --csv --skip 1 "data/hyderabad-store-sales/sales_transactions.csv" store_sales_raw

CREATE VIEW store_sales AS
SELECT
  "transaction_id" AS transaction_id,
  "store_id" AS store_id,
  "product_id" AS product_id,
  CAST("quantity_sold" AS INTEGER) AS quantity_sold,
  CAST("unit_price" AS REAL) AS unit_price,
  CAST("total_amount" AS REAL) AS total_amount,
  "sale_date" AS sale_date
FROM store_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/supplier-po-receipts/purchase_orders.csv: a grocery distributor's purchase orders and what
-- arrived (mfidalgomartins/supply-chain-service-inventory-intelligence, data/raw/, MIT;
-- seventy-eighth round), the first 10,000 of 13,369 rows, one per `po_id`, sorted by product then
-- warehouse. Three ISO date columns (`order_date`, `expected_arrival_date`,
-- `actual_arrival_date`); `late_delivery_flag` is 1 exactly when the actual arrival is after the
-- expected one; `received_units` is never above `ordered_units`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE po_receipts_raw (
  "po_id" TEXT, "supplier_id" TEXT, "product_id" TEXT, "warehouse_id" TEXT, "order_date" TEXT,
  "expected_arrival_date" TEXT, "actual_arrival_date" TEXT, "ordered_units" TEXT,
  "received_units" TEXT, "late_delivery_flag" TEXT
);
.import --csv --skip 1 "data/supplier-po-receipts/purchase_orders.csv" po_receipts_raw

CREATE VIEW po_receipts AS
SELECT
  "po_id" AS po_id,
  "supplier_id" AS supplier_id,
  "product_id" AS product_id,
  "warehouse_id" AS warehouse_id,
  "order_date" AS order_date,
  "expected_arrival_date" AS expected_arrival_date,
  "actual_arrival_date" AS actual_arrival_date,
  CAST("ordered_units" AS INTEGER) AS ordered_units,
  CAST("received_units" AS INTEGER) AS received_units,
  CAST("late_delivery_flag" AS INTEGER) AS late_delivery_flag
FROM po_receipts_raw;

-- ---------------------------------------------------------------------------------------------
-- data/book-sales-ratings/Books_Data_Clean.csv: a publisher-level list of 1,070 books with their
-- sales and Goodreads ratings (ARELC23/Book_sales, MIT; seventy-ninth round), whole, one row per
-- book. A leading `index` column; `Publishing Year` runs from -560 to 2016, one empty; `Book Name`
-- is empty 23 times; `Author` may hold several names in one quoted cell; `language_code` mixes
-- `eng`, `en-US`, `en-GB` … and is empty 53 times; the publisher header is `Publisher ` with a
-- trailing space; `gross sales`, `publisher revenue` and `sale price` are dollars, `units sold`
-- copies, `sales rank` a rank (ties kept).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE book_sales_raw (
  "index" TEXT, "Publishing Year" TEXT, "Book Name" TEXT, "Author" TEXT, "language_code" TEXT,
  "Author_Rating" TEXT, "Book_average_rating" TEXT, "Book_ratings_count" TEXT, "genre" TEXT,
  "gross sales" TEXT, "publisher revenue" TEXT, "sale price" TEXT, "sales rank" TEXT,
  "Publisher " TEXT, "units sold" TEXT
);
.import --csv --skip 1 "data/book-sales-ratings/Books_Data_Clean.csv" book_sales_raw

CREATE VIEW book_sales AS
SELECT
  CAST("index" AS INTEGER) AS row_index,
  CAST(NULLIF("Publishing Year", '') AS INTEGER) AS publishing_year,
  "Book Name" AS book_name,
  "Author" AS author,
  "language_code" AS language_code,
  "Author_Rating" AS author_rating,
  CAST("Book_average_rating" AS REAL) AS book_average_rating,
  CAST("Book_ratings_count" AS INTEGER) AS book_ratings_count,
  "genre" AS genre,
  CAST("gross sales" AS REAL) AS gross_sales,
  CAST("publisher revenue" AS REAL) AS publisher_revenue,
  CAST("sale price" AS REAL) AS sale_price,
  CAST("sales rank" AS INTEGER) AS sales_rank,
  "Publisher " AS publisher,
  CAST("units sold" AS INTEGER) AS units_sold
FROM book_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/shop-clickstream/clickstream.csv: an online grocery and household shop's click events
-- (IBM/ibm-streams-with-python-api, data/, Apache-2.0; seventy-ninth round), whole: 10,000 rows,
-- one per event. The repository's file has no header row; the one added names the columns as the
-- repository's notebook does. `time_stamp` is ISO with a time, all on 30 July 2020 between 23:17
-- and 23:26; `click_event_type` is browsing, add_to_cart, login, checkout,
-- logout_with_purchase or logout_without_purchase; only add_to_cart rows name a product (the
-- other 6,505 have empty `product_name` and `product_category` and a `product_price` of 0); the
-- basket columns are running totals of the customer's basket at that event.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE shop_clicks_raw (
  "customer_id" TEXT, "time_stamp" TEXT, "click_event_type" TEXT, "product_name" TEXT,
  "product_category" TEXT, "product_price" TEXT, "total_price_of_basket" TEXT,
  "total_number_of_items_in_basket" TEXT, "total_number_of_distinct_items_in_basket" TEXT,
  "session_duration" TEXT
);
.import --csv --skip 1 "data/shop-clickstream/clickstream.csv" shop_clicks_raw

CREATE VIEW shop_clicks AS
SELECT
  "customer_id" AS customer_id,
  "time_stamp" AS time_stamp,
  "click_event_type" AS click_event_type,
  "product_name" AS product_name,
  "product_category" AS product_category,
  CAST("product_price" AS REAL) AS product_price,
  CAST("total_price_of_basket" AS REAL) AS total_price_of_basket,
  CAST("total_number_of_items_in_basket" AS INTEGER) AS total_number_of_items_in_basket,
  CAST("total_number_of_distinct_items_in_basket" AS INTEGER)
    AS total_number_of_distinct_items_in_basket,
  CAST("session_duration" AS INTEGER) AS session_duration
FROM shop_clicks_raw;

-- ---------------------------------------------------------------------------------------------
-- data/nicaragua-food-prices/wfp_food_prices_nic.csv: WFP's monthly food prices for Nicaragua as
-- HDX publishes them (OCHA-DAP/hdx-scraper-wfp-foodprices, tests/fixtures/country/, MIT;
-- eightieth round), whole: 9,589 rows, one per market, commodity, unit, price type and month.
-- `date` is ISO (the 15th of each month, January 2000 to November 2024); `market_id` and
-- `commodity_id` stand beside the names; `market` mixes markets with `National Average` rows,
-- whose `admin1`, `admin2`, `latitude` and `longitude` are empty; `price` is in `currency` (NIO
-- or USD) per `unit` (`Pound`, `46 KG`, `L`, ...), `usdprice` the same in dollars.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE nic_prices_raw (
  "date" TEXT, "admin1" TEXT, "admin2" TEXT, "market" TEXT, "market_id" TEXT, "latitude" TEXT,
  "longitude" TEXT, "category" TEXT, "commodity" TEXT, "commodity_id" TEXT, "unit" TEXT,
  "priceflag" TEXT, "pricetype" TEXT, "currency" TEXT, "price" TEXT, "usdprice" TEXT
);
.import --csv --skip 1 "data/nicaragua-food-prices/wfp_food_prices_nic.csv" nic_prices_raw

CREATE VIEW nic_prices AS
SELECT
  "date" AS date,
  "admin1" AS admin1,
  "admin2" AS admin2,
  "market" AS market,
  "market_id" AS market_id,
  CAST(NULLIF("latitude", '') AS REAL) AS latitude,
  CAST(NULLIF("longitude", '') AS REAL) AS longitude,
  "category" AS category,
  "commodity" AS commodity,
  "commodity_id" AS commodity_id,
  "unit" AS unit,
  "priceflag" AS priceflag,
  "pricetype" AS pricetype,
  "currency" AS currency,
  CAST("price" AS REAL) AS price,
  CAST("usdprice" AS REAL) AS usdprice
FROM nic_prices_raw;

-- ---------------------------------------------------------------------------------------------
-- data/customer-survey-nps/survey.csv: a customer survey export (zbreeden/visualizer-model,
-- data/survey/, MIT; eightieth round), whole: 3,000 responses, one per `respondent_id` (a UUID),
-- with CRLF line ends. `submitted_at` is ISO with a time, 1 June to 12 September 2025; `nps` is
-- 0-10, `sat_overall` and `ease_of_use` 1-5, `cs_response_time` 1-7; `feature_importance` lists
-- one to three features joined by `;`; `open_feedback` is placeholder text.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE survey_nps_raw (
  "respondent_id" TEXT, "submitted_at" TEXT, "city" TEXT, "age" TEXT, "gender" TEXT,
  "channel" TEXT, "nps" TEXT, "sat_overall" TEXT, "ease_of_use" TEXT, "cs_response_time" TEXT,
  "feature_importance" TEXT, "open_feedback" TEXT
);
.import --csv --skip 1 "data/customer-survey-nps/survey.csv" survey_nps_raw

CREATE VIEW survey_nps AS
SELECT
  "respondent_id" AS respondent_id,
  "submitted_at" AS submitted_at,
  substr("submitted_at", 1, 10) AS submitted_date,
  "city" AS city,
  CAST("age" AS INTEGER) AS age,
  "gender" AS gender,
  "channel" AS channel,
  CAST("nps" AS INTEGER) AS nps,
  CAST("sat_overall" AS INTEGER) AS sat_overall,
  CAST("ease_of_use" AS INTEGER) AS ease_of_use,
  CAST("cs_response_time" AS INTEGER) AS cs_response_time,
  "feature_importance" AS feature_importance,
  "open_feedback" AS open_feedback
FROM survey_nps_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bigmart-outlet-sales/df.csv: Analytics Vidhya's BigMart sales training set
-- (siddmodi/Big-Mart-Sales-Prediction-MLFlow, Dataframe/, MIT; eighty-second round), whole:
-- 8,523 item-outlet rows, led by a pandas index column with an empty header. `Item_Fat_Content`
-- spells one level five ways ('Low Fat', 'LF', 'low fat'; 'Regular', 'reg'); `Item_Weight` and
-- `Outlet_Size` were already filled in by the publisher (no blanks). `Outlet_Establishment_Year`
-- is a bare year; there is no date column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE bigmart_sales_raw (
  "row_index" TEXT, "Item_Identifier" TEXT, "Item_Weight" TEXT, "Item_Fat_Content" TEXT,
  "Item_Visibility" TEXT, "Item_Type" TEXT, "Item_MRP" TEXT, "Outlet_Identifier" TEXT,
  "Outlet_Establishment_Year" TEXT, "Outlet_Size" TEXT, "Outlet_Location_Type" TEXT,
  "Outlet_Type" TEXT, "Item_Outlet_Sales" TEXT
);
.import --csv --skip 1 "data/bigmart-outlet-sales/df.csv" bigmart_sales_raw

CREATE VIEW bigmart_sales AS
SELECT
  CAST("row_index" AS INTEGER) AS row_index,
  "Item_Identifier" AS item_identifier,
  CAST("Item_Weight" AS REAL) AS item_weight,
  "Item_Fat_Content" AS item_fat_content,
  CAST("Item_Visibility" AS REAL) AS item_visibility,
  "Item_Type" AS item_type,
  CAST("Item_MRP" AS REAL) AS item_mrp,
  "Outlet_Identifier" AS outlet_identifier,
  CAST("Outlet_Establishment_Year" AS INTEGER) AS outlet_establishment_year,
  "Outlet_Size" AS outlet_size,
  "Outlet_Location_Type" AS outlet_location_type,
  "Outlet_Type" AS outlet_type,
  CAST("Item_Outlet_Sales" AS REAL) AS item_outlet_sales
FROM bigmart_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/adidas-us-sales/sales-adidas.csv: Kaggle's Adidas US sales, one row per retailer, city,
-- product and invoice day (fmarinf/adidas-sales-stream, MIT; eighty-first round), whole: 9,648
-- rows. Saved from Excel in a Spanish locale: a UTF-8 BOM, `;` between cells, CRLF line ends
-- (none after the last row); `Invoice Date` is an Excel day serial (43831 = 1 January 2020, to
-- 44561 = 31 December 2021); `Operating Profit` and `Operating Margin` have decimal commas
-- (`129937,5`, `0,35`, a fraction); `Retailer ID` is not one per retailer (four IDs shared).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE adidas_raw (
  "Retailer" TEXT, "Retailer ID" TEXT, "Invoice Date" TEXT, "Region" TEXT, "State" TEXT,
  "City" TEXT, "Product" TEXT, "Price per Unit" TEXT, "Units Sold" TEXT, "Total Sales" TEXT,
  "Operating Profit" TEXT, "Operating Margin" TEXT, "Sales Method" TEXT
);
.mode csv
.separator ";"
.import --skip 1 data/adidas-us-sales/sales-adidas.csv adidas_raw
.separator ","

CREATE VIEW adidas_sales AS
SELECT
  "Retailer" AS retailer,
  "Retailer ID" AS retailer_id,
  date('1899-12-30', '+' || CAST("Invoice Date" AS INTEGER) || ' days') AS invoice_date,
  "Region" AS region,
  "State" AS state,
  "City" AS city,
  "Product" AS product,
  CAST("Price per Unit" AS REAL) AS price_per_unit,
  CAST("Units Sold" AS INTEGER) AS units_sold,
  CAST("Total Sales" AS REAL) AS total_sales,
  CAST(replace("Operating Profit", ',', '.') AS REAL) AS operating_profit,
  CAST(replace("Operating Margin", ',', '.') AS REAL) AS operating_margin,
  "Sales Method" AS sales_method
FROM adidas_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ecommerce-customer-orders/ecommerce_customer_behavior_dataset.csv: Kaggle's e-commerce
-- customer behaviour orders of a Turkish web shop (ys945854-csvv/Ecommerce-customer-behavior-
-- analysis, MIT; eighty-first round), whole: 5,000 orders, one per `Order_ID` and one per
-- `Customer_ID`. Snake_Case headers; `Date` ISO, 1 January 2023 to 26 March 2024;
-- `Discount_Amount` 0.0 on most rows; `Total_Amount` is `Unit_Price` × `Quantity` less the
-- discount; `Is_Returning_Customer` is `True`/`False`; `Customer_Rating` 1 to 5.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ecom_orders_raw (
  "Order_ID" TEXT, "Customer_ID" TEXT, "Date" TEXT, "Age" TEXT, "Gender" TEXT, "City" TEXT,
  "Product_Category" TEXT, "Unit_Price" TEXT, "Quantity" TEXT, "Discount_Amount" TEXT,
  "Total_Amount" TEXT, "Payment_Method" TEXT, "Device_Type" TEXT,
  "Session_Duration_Minutes" TEXT, "Pages_Viewed" TEXT, "Is_Returning_Customer" TEXT,
  "Delivery_Time_Days" TEXT, "Customer_Rating" TEXT
);
.import --csv --skip 1 data/ecommerce-customer-orders/ecommerce_customer_behavior_dataset.csv ecom_orders_raw

CREATE VIEW ecom_orders AS
SELECT
  "Order_ID" AS order_id,
  "Customer_ID" AS customer_id,
  "Date" AS order_date,
  CAST("Age" AS INTEGER) AS age,
  "Gender" AS gender,
  "City" AS city,
  "Product_Category" AS product_category,
  CAST("Unit_Price" AS REAL) AS unit_price,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Discount_Amount" AS REAL) AS discount_amount,
  CAST("Total_Amount" AS REAL) AS total_amount,
  "Payment_Method" AS payment_method,
  "Device_Type" AS device_type,
  CAST("Session_Duration_Minutes" AS INTEGER) AS session_minutes,
  CAST("Pages_Viewed" AS INTEGER) AS pages_viewed,
  "Is_Returning_Customer" AS is_returning,
  CAST("Delivery_Time_Days" AS INTEGER) AS delivery_days,
  CAST("Customer_Rating" AS INTEGER) AS customer_rating
FROM ecom_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/electronics-store-orders/Sales_April_2019.csv: Keith Galli's electronics store sales for
-- April 2019 as copied by arman-ds07/sales-data-analysis-2019 (MIT; eighty-third round), whole:
-- that copy keeps 500 order lines of the month, one per `Order ID`. `Order Date` is
-- `MM/DD/YY HH:MM`; `Purchase Address` holds street, city and "ST zip" joined by ", ";
-- `Price Each` is a plain decimal in dollars. Revenue is quantity times price each.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE electronics_orders_raw (
  "Order ID" TEXT, "Product" TEXT, "Quantity Ordered" TEXT, "Price Each" TEXT, "Order Date" TEXT,
  "Purchase Address" TEXT
);
.import --csv --skip 1 "data/electronics-store-orders/Sales_April_2019.csv" electronics_orders_raw

CREATE VIEW electronics_orders AS
SELECT
  "Order ID" AS order_id,
  "Product" AS product,
  CAST("Quantity Ordered" AS INTEGER) AS quantity_ordered,
  CAST("Price Each" AS REAL) AS price_each,
  '20' || substr("Order Date", 7, 2) || '-' || substr("Order Date", 1, 2) || '-'
    || substr("Order Date", 4, 2) AS order_date,
  "Purchase Address" AS purchase_address
FROM electronics_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/retail-sales-regions/retail_sales_dataset.csv: Mohammad Talib's Kaggle retail sales
-- dataset as copied by chefmaahi/retail_sales_project (data/raw/, MIT; eighty-third round),
-- whole: 1,000 transactions, one customer each, dated ISO from 2023-01-01 to 2024-01-01. That
-- copy adds a `Region` column (three Indian states). `Total Amount` is Quantity times
-- `Price per Unit` on every row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE retail_sales_regions_raw (
  "Transaction ID" TEXT, "Date" TEXT, "Customer ID" TEXT, "Gender" TEXT, "Age" TEXT,
  "Product Category" TEXT, "Quantity" TEXT, "Price per Unit" TEXT, "Total Amount" TEXT,
  "Region" TEXT
);
.import --csv --skip 1 "data/retail-sales-regions/retail_sales_dataset.csv" retail_sales_regions_raw

CREATE VIEW retail_sales_regions AS
SELECT
  CAST("Transaction ID" AS INTEGER) AS transaction_id,
  "Date" AS sale_date,
  "Customer ID" AS customer_id,
  "Gender" AS gender,
  CAST("Age" AS INTEGER) AS age,
  "Product Category" AS product_category,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Price per Unit" AS REAL) AS price_per_unit,
  CAST("Total Amount" AS REAL) AS total_amount,
  "Region" AS region
FROM retail_sales_regions_raw;

-- ---------------------------------------------------------------------------------------------
-- data/chocolate-sales/Chocolate Sales.csv: Kaggle's chocolate sales as committed in
-- subhammoda/natural-language-analytics-dashboard (MIT per its README; eighty-fifth round),
-- whole: 1,094 shipments, each with a sales person, a country, a product, a day, an amount and
-- boxes shipped. The first column is pandas' unnamed row index (0 to 1093); `Date` is day first
-- with a month name and a two-digit year (`04-Jan-22`, 4 January to 31 August 2022); `Amount` is
-- whole dollars without the `$` and thousands commas of the Kaggle original.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE chocolate_raw (
  "row_index" TEXT, "Sales Person" TEXT, "Country" TEXT, "Product" TEXT, "Date" TEXT,
  "Amount" TEXT, "Boxes Shipped" TEXT
);
.import --csv --skip 1 "data/chocolate-sales/Chocolate Sales.csv" chocolate_raw

CREATE VIEW chocolate AS
SELECT
  CAST("row_index" AS INTEGER) AS row_index,
  "Sales Person" AS sales_person,
  "Country" AS country,
  "Product" AS product,
  '20' || substr("Date", -2) || '-' ||
    CASE substr("Date", 4, 3)
      WHEN 'Jan' THEN '01' WHEN 'Feb' THEN '02' WHEN 'Mar' THEN '03' WHEN 'Apr' THEN '04'
      WHEN 'May' THEN '05' WHEN 'Jun' THEN '06' WHEN 'Jul' THEN '07' WHEN 'Aug' THEN '08'
      WHEN 'Sep' THEN '09' WHEN 'Oct' THEN '10' WHEN 'Nov' THEN '11' WHEN 'Dec' THEN '12'
    END || '-' || substr("Date", 1, 2) AS sale_date,
  CAST("Amount" AS REAL) AS amount,
  CAST("Boxes Shipped" AS INTEGER) AS boxes
FROM chocolate_raw;

-- ---------------------------------------------------------------------------------------------
-- data/channel-sales-cn/sales_data_sample.csv: a Chinese electronics seller's sales lines, the
-- sample data of ReganQing/FlowAnalysis (MIT per its README; eighty-fifth round), whole: 500
-- rows, one per sale, with ISO dates (8 March to 5 June 2026), ten products (`P001`… beside a
-- Chinese name), two categories (电子产品 electronics, 配件 accessories), eight cities and two
-- channels (线上 online, 线下 in store). `amount` is `quantity` × `unit_price`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE channel_sales_raw (
  "date" TEXT, "product_id" TEXT, "product_name" TEXT, "category" TEXT, "quantity" TEXT,
  "unit_price" TEXT, "amount" TEXT, "region" TEXT, "sales_channel" TEXT
);
.import --csv --skip 1 "data/channel-sales-cn/sales_data_sample.csv" channel_sales_raw

CREATE VIEW channel_sales AS
SELECT
  "date" AS sale_date,
  "product_id" AS product_id,
  "product_name" AS product_name,
  "category" AS category,
  CAST("quantity" AS INTEGER) AS quantity,
  CAST("unit_price" AS REAL) AS unit_price,
  CAST("amount" AS REAL) AS amount,
  "region" AS region,
  "sales_channel" AS sales_channel
FROM channel_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/rossmann-store-sales/store_retail.csv: Kaggle's Rossmann drug store daily sales for 20
-- stores (WeinbergMalte/timeseries-forecasting-workshop, data/, MIT; eighty-sixth round), the first
-- 10,000 of 18,472 rows: one row per store and day, newest first (31 July 2015 back to 28 February
-- 2014). `DayOfWeek` is 1 (Monday) to 7; `Open`, `Promo` and `SchoolHoliday` are 0/1 flags;
-- `StateHoliday` is a code (0 none, a public holiday, b Easter, c Christmas). Closed days keep
-- their row with Sales and Customers 0.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE rossmann_sales_raw (
  "Store" TEXT, "DayOfWeek" TEXT, "Date" TEXT, "Sales" TEXT, "Customers" TEXT, "Open" TEXT,
  "Promo" TEXT, "StateHoliday" TEXT, "SchoolHoliday" TEXT
);
.import --csv --skip 1 "data/rossmann-store-sales/store_retail.csv" rossmann_sales_raw

CREATE VIEW rossmann_sales AS
SELECT
  "Store" AS store,
  CAST("DayOfWeek" AS INTEGER) AS day_of_week,
  "Date" AS sale_date,
  CAST("Sales" AS REAL) AS sales,
  CAST("Customers" AS INTEGER) AS customers,
  CAST("Open" AS INTEGER) AS is_open,
  CAST("Promo" AS INTEGER) AS promo,
  "StateHoliday" AS state_holiday,
  CAST("SchoolHoliday" AS INTEGER) AS school_holiday
FROM rossmann_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bike-maintenance-demand/maintenance_demand_history.csv: an e-bike fleet's maintenance part
-- demand (aws-samples/sample-predictive-supply-chain-orchestrator, demand-forecasting/data/,
-- MIT-0; eighty-sixth round), whole: 1,207 records, `maintenance_id` MAINT-0001 on, `timestamp` an
-- ISO date (1 January 2024 to 28 December 2025), `material_id` a code (MAT-STD-001 …), `quantity`
-- 1 to 3, `maintenance_type` in capitals with underscores, bike age in months, mileage, a note.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE bike_maintenance_raw (
  "maintenance_id" TEXT, "timestamp" TEXT, "material_id" TEXT, "quantity" TEXT,
  "maintenance_type" TEXT, "bike_age_months" TEXT, "mileage" TEXT, "notes" TEXT
);
.import --csv --skip 1 "data/bike-maintenance-demand/maintenance_demand_history.csv" bike_maintenance_raw

CREATE VIEW bike_maintenance AS
SELECT
  "maintenance_id" AS maintenance_id,
  "timestamp" AS maintenance_date,
  "material_id" AS material_id,
  CAST("quantity" AS INTEGER) AS quantity,
  "maintenance_type" AS maintenance_type,
  CAST("bike_age_months" AS INTEGER) AS bike_age_months,
  CAST("mileage" AS INTEGER) AS mileage,
  "notes" AS notes
FROM bike_maintenance_raw;

-- ---------------------------------------------------------------------------------------------
-- data/walmart-weekly-sales/Walmart_Sales.csv: a store chain's weekly sales (Kaggle's Walmart
-- sales file, as Chulumanco135/Walmart-sales-analysis keeps it under data/, MIT; eighty-fourth
-- round), whole: 6,435 rows, one per store (1-45) and week, with no newline after the last line.
-- `Date` is day first with dashes (`05-02-2010` is 5 February 2010), the Friday of each week
-- from 5 February 2010 to 26 October 2012; `Holiday_Flag` is 1 on a holiday week;
-- `Temperature` in Fahrenheit, `Fuel_Price`, `CPI` and `Unemployment` are the region's.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE walmart_weekly_raw (
  "Store" TEXT, "Date" TEXT, "Weekly_Sales" TEXT, "Holiday_Flag" TEXT, "Temperature" TEXT,
  "Fuel_Price" TEXT, "CPI" TEXT, "Unemployment" TEXT
);
.import --csv --skip 1 "data/walmart-weekly-sales/Walmart_Sales.csv" walmart_weekly_raw

CREATE VIEW walmart_weekly AS
SELECT
  CAST("Store" AS INTEGER) AS store,
  substr("Date", 7, 4) || '-' || substr("Date", 4, 2) || '-' || substr("Date", 1, 2) AS week_date,
  CAST("Weekly_Sales" AS REAL) AS weekly_sales,
  CAST("Holiday_Flag" AS INTEGER) AS holiday_flag,
  CAST("Temperature" AS REAL) AS temperature,
  CAST("Fuel_Price" AS REAL) AS fuel_price,
  CAST("CPI" AS REAL) AS cpi,
  CAST("Unemployment" AS REAL) AS unemployment
FROM walmart_weekly_raw;

-- ---------------------------------------------------------------------------------------------
-- data/zepto-grocery-catalog/zepto_v2.csv: a quick-commerce grocery app's product catalogue
-- (Kaggle's Zepto inventory file, as satendra18/zepto_inventory_data_analysis keeps it, MIT;
-- eighty-fourth round), whole: 3,732 rows × 9 columns, CRLF line ends. `mrp` and
-- `discountedSellingPrice` are in paise (2500 is Rs 25.00); `outOfStock` is TRUE or FALSE;
-- the same `name` recurs within and across categories (1,674 distinct names, 1,681 as
-- written: some carry a trailing space); a few rows have
-- `mrp` 0.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE zepto_catalog_raw (
  "Category" TEXT, "name" TEXT, "mrp" TEXT, "discountPercent" TEXT, "availableQuantity" TEXT,
  "discountedSellingPrice" TEXT, "weightInGms" TEXT, "outOfStock" TEXT, "quantity" TEXT
);
.import --csv --skip 1 "data/zepto-grocery-catalog/zepto_v2.csv" zepto_catalog_raw

CREATE VIEW zepto_catalog AS
SELECT
  "Category" AS category,
  "name" AS name,
  CAST("mrp" AS INTEGER) AS mrp,
  CAST("discountPercent" AS INTEGER) AS discount_percent,
  CAST("availableQuantity" AS INTEGER) AS available_quantity,
  CAST("discountedSellingPrice" AS INTEGER) AS discounted_selling_price,
  CAST("weightInGms" AS INTEGER) AS weight_in_gms,
  "outOfStock" AS out_of_stock,
  CAST("quantity" AS INTEGER) AS quantity
FROM zepto_catalog_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ocado-grocery-prices/oc_product_general.csv: an online grocer's product listing as scraped
-- by moamiristat/grocerycart (data-raw/, MIT; eighty-eighth round), whole: 9,311 products, the
-- price as text in pounds ("£2.30") or pence ("90p"), the weight as text ("150g", "Typically:
-- 2.25kg"), the shelf life as text ("LIFE 2d+", or NA), the category only as its browse link.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ocado_products_raw (
  "title" TEXT, "weight" TEXT, "price" TEXT, "shelf_life" TEXT, "images" TEXT,
  "product_link" TEXT, "category_link" TEXT
);
.import --csv --skip 1 "data/ocado-grocery-prices/oc_product_general.csv" ocado_products_raw

CREATE VIEW ocado_products AS
SELECT
  "title" AS title,
  "weight" AS weight,
  CASE
    WHEN "price" LIKE '£%' THEN CAST(REPLACE(SUBSTR("price", 2), ',', '') AS REAL)
    WHEN "price" LIKE '%p' THEN CAST(REPLACE("price", 'p', '') AS REAL) / 100
  END AS price_gbp,
  "shelf_life" AS shelf_life,
  "product_link" AS product_link,
  "category_link" AS category_link
FROM ocado_products_raw;

-- ---------------------------------------------------------------------------------------------
-- data/xero-invoices-bills/xero_invoice_data.csv: Xero invoices and bills as Fivetran's connector
-- syncs them (fivetran/dbt_xero, integration_tests/seeds/, Apache-2.0; eighty-eighth round),
-- whole: 601 documents, `type` ACCREC (sales invoices) or ACCPAY (bills), `status` PAID,
-- AUTHORISED, VOIDED or DELETED, ISO dates, amounts in the document's `currency_code`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE xero_invoices_raw (
  "invoice_id" TEXT, "contact_id" TEXT, "date" TEXT, "updated_date_utc" TEXT,
  "planned_payment_date" TEXT, "due_date" TEXT, "expected_payment_date" TEXT,
  "fully_paid_on_date" TEXT, "_fivetran_synced" TEXT, "amount_credited" TEXT, "amount_due" TEXT,
  "amount_paid" TEXT, "sub_total" TEXT, "total" TEXT, "total_tax" TEXT, "currency_code" TEXT,
  "currency_rate" TEXT, "has_attachments" TEXT, "has_errors" TEXT, "invoice_number" TEXT,
  "is_discounted" TEXT, "line_amount_types" TEXT, "reference" TEXT, "sent_to_contact" TEXT,
  "status" TEXT, "type" TEXT, "url" TEXT
);
.import --csv --skip 1 "data/xero-invoices-bills/xero_invoice_data.csv" xero_invoices_raw

CREATE VIEW xero_invoices AS
SELECT
  "invoice_id" AS invoice_id,
  "contact_id" AS contact_id,
  "date" AS invoice_date,
  NULLIF("due_date", '') AS due_date,
  NULLIF("fully_paid_on_date", '') AS fully_paid_on_date,
  CAST("amount_due" AS REAL) AS amount_due,
  CAST("amount_paid" AS REAL) AS amount_paid,
  CAST("sub_total" AS REAL) AS sub_total,
  CAST("total" AS REAL) AS total,
  CAST("total_tax" AS REAL) AS total_tax,
  "currency_code" AS currency_code,
  "invoice_number" AS invoice_number,
  "status" AS status,
  "type" AS invoice_type
FROM xero_invoices_raw;

-- ---------------------------------------------------------------------------------------------
-- data/weekly-media-mix/dt_simulated_weekly.csv: Robyn's simulated weekly marketing mix
-- (facebookexperimental/Robyn, python/src/robyn/tutorials/resources/, MIT; eighty-ninth round),
-- whole: 208 weeks, `DATE` the ISO Monday (23 November 2015 to 11 November 2019), `revenue`, spend
-- by channel (`tv_S`, `ooh_S`, `print_S`, `search_S`, `facebook_S`), `facebook_I` impressions,
-- `search_clicks_P` clicks, `competitor_sales_B`, `events` the text `na` but on two weeks
-- (`event1`, `event2`) and `newsletter`; headers quoted, figures with up to 11 decimals.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE weekly_media_mix_raw (
  "DATE" TEXT, "revenue" TEXT, "tv_S" TEXT, "ooh_S" TEXT, "print_S" TEXT, "facebook_I" TEXT,
  "search_clicks_P" TEXT, "search_S" TEXT, "competitor_sales_B" TEXT, "facebook_S" TEXT,
  "events" TEXT, "newsletter" TEXT
);
.import --csv --skip 1 "data/weekly-media-mix/dt_simulated_weekly.csv" weekly_media_mix_raw

CREATE VIEW weekly_media_mix AS
SELECT
  "DATE" AS week_date,
  CAST("revenue" AS REAL) AS revenue,
  CAST("tv_S" AS REAL) AS tv_spend,
  CAST("ooh_S" AS REAL) AS ooh_spend,
  CAST("print_S" AS REAL) AS print_spend,
  CAST("facebook_I" AS REAL) AS facebook_impressions,
  CAST("search_clicks_P" AS REAL) AS search_clicks,
  CAST("search_S" AS REAL) AS search_spend,
  CAST("competitor_sales_B" AS REAL) AS competitor_sales,
  CAST("facebook_S" AS REAL) AS facebook_spend,
  "events" AS events,
  CAST("newsletter" AS REAL) AS newsletter
FROM weekly_media_mix_raw;

-- ---------------------------------------------------------------------------------------------
-- data/geo-funnel-media/geo_full_funnel_data.csv: Meridian's simulated full-funnel media by geo
-- and week (google/meridian, meridian/data/simulated_data/csv/, Apache-2.0; eighty-ninth round),
-- whole: 3,120 rows, 20 geos (`Geo0` … `Geo19`) × 156 weekly `time` ISO Mondays (25 January 2021 to
-- 15 January 2024); impressions and spend of three channels, two search volume controls (one
-- negative at times), `conversions`, `revenue_per_conversion` and each geo's `population`; large
-- figures in E notation (`1.426697e+06`).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE geo_funnel_media_raw (
  "geo" TEXT, "time" TEXT, "AwarenessVideo_impression" TEXT, "PerformanceDisplay_impression" TEXT,
  "PerformanceNative_impression" TEXT, "BrandedGQV_control" TEXT, "GenericGQV_control" TEXT,
  "AwarenessVideo_spend" TEXT, "PerformanceDisplay_spend" TEXT, "PerformanceNative_spend" TEXT,
  "conversions" TEXT, "revenue_per_conversion" TEXT, "population" TEXT
);
.import --csv --skip 1 "data/geo-funnel-media/geo_full_funnel_data.csv" geo_funnel_media_raw

CREATE VIEW geo_funnel_media AS
SELECT
  "geo" AS geo,
  "time" AS week_date,
  CAST("AwarenessVideo_impression" AS REAL) AS awareness_video_impressions,
  CAST("PerformanceDisplay_impression" AS REAL) AS performance_display_impressions,
  CAST("PerformanceNative_impression" AS REAL) AS performance_native_impressions,
  CAST("BrandedGQV_control" AS REAL) AS branded_gqv,
  CAST("GenericGQV_control" AS REAL) AS generic_gqv,
  CAST("AwarenessVideo_spend" AS REAL) AS awareness_video_spend,
  CAST("PerformanceDisplay_spend" AS REAL) AS performance_display_spend,
  CAST("PerformanceNative_spend" AS REAL) AS performance_native_spend,
  CAST("conversions" AS REAL) AS conversions,
  CAST("revenue_per_conversion" AS REAL) AS revenue_per_conversion,
  CAST("population" AS REAL) AS population
FROM geo_funnel_media_raw;

-- ---------------------------------------------------------------------------------------------
-- data/magento-products/products.csv: Magento 2's Luma sample catalogue as a product export
-- (magento/magento2-sample-data, app/code/Magento/ConfigurableSampleData/fixtures/, OSL-3.0 and
-- AFL-3.0; eighty-seventh round), whole: 1,994 rows × 70 columns, 147 `configurable` parents
-- (qty 0, no weight) and 1,847 `simple` size and colour variants (qty 100), `price` plain numbers,
-- `categories` comma-joined paths, most other columns blank or constant; no dates filled in.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE magento_products_raw (
  "sku" TEXT, "store_view_code" TEXT, "attribute_set_code" TEXT, "product_type" TEXT,
  "categories" TEXT, "product_websites" TEXT, "name" TEXT, "description" TEXT,
  "short_description" TEXT, "weight" TEXT, "product_online" TEXT, "tax_class_name" TEXT,
  "visibility" TEXT, "price" TEXT, "special_price" TEXT, "special_price_from_date" TEXT,
  "special_price_to_date" TEXT, "url_key" TEXT, "meta_title" TEXT, "meta_keywords" TEXT,
  "meta_description" TEXT, "base_image" TEXT, "base_image_label" TEXT, "small_image" TEXT,
  "small_image_label" TEXT, "thumbnail_image" TEXT, "thumbnail_image_label" TEXT, "created_at"
  TEXT, "updated_at" TEXT, "new_from_date" TEXT, "new_to_date" TEXT,
  "display_product_options_in" TEXT, "map_price" TEXT, "msrp_price" TEXT, "map_enabled" TEXT,
  "gift_message_available" TEXT, "custom_design" TEXT, "custom_design_from" TEXT,
  "custom_design_to" TEXT, "custom_layout_update" TEXT, "page_layout" TEXT,
  "product_options_container" TEXT, "msrp_display_actual_price_type" TEXT,
  "country_of_manufacture" TEXT, "additional_attributes" TEXT, "qty" TEXT, "out_of_stock_qty"
  TEXT, "use_config_min_qty" TEXT, "is_qty_decimal" TEXT, "allow_backorders" TEXT,
  "use_config_backorders" TEXT, "min_cart_qty" TEXT, "use_config_min_sale_qty" TEXT,
  "max_cart_qty" TEXT, "use_config_max_sale_qty" TEXT, "is_in_stock" TEXT,
  "notify_on_stock_below" TEXT, "use_config_notify_stock_qty" TEXT, "manage_stock" TEXT,
  "use_config_manage_stock" TEXT, "use_config_qty_increments" TEXT, "qty_increments" TEXT,
  "use_config_enable_qty_inc" TEXT, "enable_qty_increments" TEXT, "is_decimal_divided" TEXT,
  "website_id" TEXT, "configurable_variations" TEXT, "configurable_variation_prices" TEXT,
  "configurable_variation_labels" TEXT, "additional_images" TEXT
);
.import --csv --skip 1 "data/magento-products/products.csv" magento_products_raw

CREATE VIEW magento_products AS
SELECT
  "sku" AS sku,
  "store_view_code" AS store_view_code,
  "attribute_set_code" AS attribute_set_code,
  "product_type" AS product_type,
  "categories" AS categories,
  "product_websites" AS product_websites,
  "name" AS name,
  "description" AS description,
  "short_description" AS short_description,
  CAST(NULLIF("weight", '') AS REAL) AS weight,
  CAST("product_online" AS INTEGER) AS product_online,
  "tax_class_name" AS tax_class_name,
  "visibility" AS visibility,
  CAST("price" AS REAL) AS price,
  CAST(NULLIF("special_price", '') AS REAL) AS special_price,
  "special_price_from_date" AS special_price_from_date,
  "special_price_to_date" AS special_price_to_date,
  "url_key" AS url_key,
  "meta_title" AS meta_title,
  "meta_keywords" AS meta_keywords,
  "meta_description" AS meta_description,
  "base_image" AS base_image,
  "base_image_label" AS base_image_label,
  "small_image" AS small_image,
  "small_image_label" AS small_image_label,
  "thumbnail_image" AS thumbnail_image,
  "thumbnail_image_label" AS thumbnail_image_label,
  "created_at" AS created_at,
  "updated_at" AS updated_at,
  "new_from_date" AS new_from_date,
  "new_to_date" AS new_to_date,
  "display_product_options_in" AS display_product_options_in,
  CAST(NULLIF("map_price", '') AS REAL) AS map_price,
  CAST(NULLIF("msrp_price", '') AS REAL) AS msrp_price,
  "map_enabled" AS map_enabled,
  "gift_message_available" AS gift_message_available,
  "custom_design" AS custom_design,
  "custom_design_from" AS custom_design_from,
  "custom_design_to" AS custom_design_to,
  "custom_layout_update" AS custom_layout_update,
  "page_layout" AS page_layout,
  "product_options_container" AS product_options_container,
  "msrp_display_actual_price_type" AS msrp_display_actual_price_type,
  "country_of_manufacture" AS country_of_manufacture,
  "additional_attributes" AS additional_attributes,
  CAST("qty" AS INTEGER) AS qty,
  CAST("out_of_stock_qty" AS INTEGER) AS out_of_stock_qty,
  "use_config_min_qty" AS use_config_min_qty,
  "is_qty_decimal" AS is_qty_decimal,
  "allow_backorders" AS allow_backorders,
  "use_config_backorders" AS use_config_backorders,
  CAST("min_cart_qty" AS INTEGER) AS min_cart_qty,
  "use_config_min_sale_qty" AS use_config_min_sale_qty,
  CAST("max_cart_qty" AS INTEGER) AS max_cart_qty,
  "use_config_max_sale_qty" AS use_config_max_sale_qty,
  CAST("is_in_stock" AS INTEGER) AS is_in_stock,
  "notify_on_stock_below" AS notify_on_stock_below,
  "use_config_notify_stock_qty" AS use_config_notify_stock_qty,
  "manage_stock" AS manage_stock,
  "use_config_manage_stock" AS use_config_manage_stock,
  "use_config_qty_increments" AS use_config_qty_increments,
  "qty_increments" AS qty_increments,
  "use_config_enable_qty_inc" AS use_config_enable_qty_inc,
  "enable_qty_increments" AS enable_qty_increments,
  "is_decimal_divided" AS is_decimal_divided,
  CAST("website_id" AS INTEGER) AS website_id,
  "configurable_variations" AS configurable_variations,
  "configurable_variation_prices" AS configurable_variation_prices,
  "configurable_variation_labels" AS configurable_variation_labels,
  "additional_images" AS additional_images
FROM magento_products_raw;

-- ---------------------------------------------------------------------------------------------
-- data/magento-product-reviews/products_reviews.csv: the same sample store's product reviews
-- (magento/magento2-sample-data, app/code/Magento/ReviewSampleData/fixtures/, OSL-3.0 and AFL-3.0;
-- eighty-seventh round), whole: 500 reviews of 181 SKUs, `rating_value` 1 to 5, `rating_code`
-- always `Rating`, reviewer first names, an email on two rows only; no dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE magento_reviews_raw (
  "sku" TEXT, "rating_code" TEXT, "rating_value" TEXT, "title" TEXT, "review" TEXT,
  "reviewer" TEXT, "email" TEXT
);
.import --csv --skip 1 "data/magento-product-reviews/products_reviews.csv" magento_reviews_raw

CREATE VIEW magento_reviews AS
SELECT
  "sku" AS sku,
  "rating_code" AS rating_code,
  CAST("rating_value" AS INTEGER) AS rating_value,
  "title" AS title,
  "review" AS review,
  "reviewer" AS reviewer,
  "email" AS email
FROM magento_reviews_raw;

-- ---------------------------------------------------------------------------------------------
-- data/work-permits/permits.csv: an industrial plant's permit-to-work log (Tanishqa317/risk-dashboard,
-- data/permits.csv, MIT; ninety-first round), whole: 10,000 permits, one `permit_id` and one
-- `sensor_reading_id` each, four `permit_type`s (`hot_work`, `confined_space` …), `status`
-- `active`, `expired` or `revoked`, 15 zones (`unit-4-zone-2`) in 5 units, `issued_at` and
-- `expires_at` ISO timestamps with microseconds (9 June to 4 July 2026); 375 permits expire
-- before they are issued.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE work_permits_raw (
  "permit_id" TEXT, "sensor_reading_id" TEXT, "permit_type" TEXT, "status" TEXT, "zone_id" TEXT,
  "unit_id" TEXT, "issued_at" TEXT, "expires_at" TEXT
);
.import --csv --skip 1 "data/work-permits/permits.csv" work_permits_raw

CREATE VIEW work_permits AS
SELECT
  "permit_id" AS permit_id,
  CAST("sensor_reading_id" AS INTEGER) AS sensor_reading_id,
  "permit_type" AS permit_type,
  "status" AS status,
  "zone_id" AS zone_id,
  "unit_id" AS unit_id,
  "issued_at" AS issued_at,
  substr("issued_at", 1, 10) AS issued_date,
  "expires_at" AS expires_at,
  substr("expires_at", 1, 10) AS expires_date
FROM work_permits_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ai4i-machine-failures/ai4i2020.csv: UCI's AI4I 2020 predictive maintenance readings of a
-- milling machine, as copied into Tanishqa317/risk-dashboard (data/ai4i2020.csv, MIT; the UCI
-- dataset is CC BY 4.0; ninety-first round), whole: 10,000 rows × 14 columns, a byte order mark
-- before `UDI`, one `Product ID` per row (`M14860`, its letter the quality `Type` L, M or H),
-- headers with units in brackets (`Air temperature [K]`, `Torque [Nm]`, `Tool wear [min]`), the
-- 0/1 flag `Machine failure` and five 0/1 failure modes (`TWF`, `HDF`, `PWF`, `OSF`, `RNF`); no
-- dates.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ai4i_raw (
  "UDI" TEXT, "Product ID" TEXT, "Type" TEXT, "Air temperature [K]" TEXT,
  "Process temperature [K]" TEXT, "Rotational speed [rpm]" TEXT, "Torque [Nm]" TEXT,
  "Tool wear [min]" TEXT, "Machine failure" TEXT, "TWF" TEXT, "HDF" TEXT, "PWF" TEXT, "OSF" TEXT,
  "RNF" TEXT
);
.import --csv --skip 1 "data/ai4i-machine-failures/ai4i2020.csv" ai4i_raw

CREATE VIEW ai4i_readings AS
SELECT
  CAST("UDI" AS INTEGER) AS udi,
  "Product ID" AS product_id,
  "Type" AS type,
  CAST("Air temperature [K]" AS REAL) AS air_temperature,
  CAST("Process temperature [K]" AS REAL) AS process_temperature,
  CAST("Rotational speed [rpm]" AS INTEGER) AS rotational_speed,
  CAST("Torque [Nm]" AS REAL) AS torque,
  CAST("Tool wear [min]" AS INTEGER) AS tool_wear,
  CAST("Machine failure" AS INTEGER) AS machine_failure,
  CAST("TWF" AS INTEGER) AS twf,
  CAST("HDF" AS INTEGER) AS hdf,
  CAST("PWF" AS INTEGER) AS pwf,
  CAST("OSF" AS INTEGER) AS osf,
  CAST("RNF" AS INTEGER) AS rnf
FROM ai4i_raw;

-- ---------------------------------------------------------------------------------------------
-- data/us-egg-production/egg-production.csv: USDA's monthly US egg production as TidyTuesday
-- keeps it (rfordatascience/tidytuesday, data/2023/2023-04-11/, MIT; ninetieth round), whole:
-- 220 rows, one per month-end date (`observed_month`, 2016-07-31 to 2021-02-28) and production
-- type (hatching or table eggs) and process (`all`, cage-free organic or not); hen and egg counts,
-- some egg counts with float noise (`1045599999.9999999`), the USDA report each row came from.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE egg_production_raw (
  "observed_month" TEXT, "prod_type" TEXT, "prod_process" TEXT, "n_hens" TEXT, "n_eggs" TEXT,
  "source" TEXT
);
.import --csv --skip 1 "data/us-egg-production/egg-production.csv" egg_production_raw

CREATE VIEW egg_production AS
SELECT
  "observed_month" AS observed_month,
  "prod_type" AS prod_type,
  "prod_process" AS prod_process,
  CAST("n_hens" AS INTEGER) AS n_hens,
  CAST("n_eggs" AS REAL) AS n_eggs,
  "source" AS source
FROM egg_production_raw;

-- ---------------------------------------------------------------------------------------------
-- data/seattle-pet-licenses/seattle_pets.csv: the City of Seattle's pet licences as TidyTuesday
-- keeps them (rfordatascience/tidytuesday, data/2019/2019-03-26/, MIT; ninetieth round), the
-- first 235 of 52,519 rows: issue dates written `November 16 2018`, licence numbers with or
-- without an `S` prefix, `NA` for a missing name, second breed or ZIP code, one ZIP+4 code.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE seattle_pets_raw (
  "license_issue_date" TEXT, "license_number" TEXT, "animals_name" TEXT, "species" TEXT,
  "primary_breed" TEXT, "secondary_breed" TEXT, "zip_code" TEXT
);
.import --csv --skip 1 "data/seattle-pet-licenses/seattle_pets.csv" seattle_pets_raw

CREATE VIEW seattle_pets AS
SELECT
  printf('%04d-%02d-%02d',
    CAST(substr("license_issue_date", -4) AS INTEGER),
    (instr('JanFebMarAprMayJunJulAugSepOctNovDec', substr("license_issue_date", 1, 3)) + 2) / 3,
    CAST(substr("license_issue_date", instr("license_issue_date", ' ') + 1, 2) AS INTEGER))
    AS issue_date,
  "license_number" AS license_number,
  NULLIF("animals_name", 'NA') AS animals_name,
  "species" AS species,
  "primary_breed" AS primary_breed,
  NULLIF("secondary_breed", 'NA') AS secondary_breed,
  NULLIF("zip_code", 'NA') AS zip_code
FROM seattle_pets_raw;

-- ---------------------------------------------------------------------------------------------
-- data/cafe-order-promos/sales.csv: a Ho Chi Minh City coffee shop's order lines
-- (johnha912/theta-coffee-lab, data/sales.csv, MIT; ninety-second round), whole: 205 lines of
-- 103 orders, April to July 2025, prices in dong with a promo amount and the net after it,
-- dates with and without seconds, order IDs as numbers then as hex text, the location (a plus
-- code or coordinates) on the first line of an order only.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE cafe_sales_raw (
  "Date" TEXT, "Order_ID" TEXT, "Product" TEXT, "Quantity" TEXT, "Unit_Price" TEXT,
  "Total" TEXT, "Promo" TEXT, "Net_Total" TEXT, "Location" TEXT
);
.import --csv --skip 1 "data/cafe-order-promos/sales.csv" cafe_sales_raw

CREATE VIEW cafe_sales AS
SELECT
  substr("Date", 1, 10) AS order_date,
  "Order_ID" AS order_id,
  "Product" AS product,
  CAST("Quantity" AS INTEGER) AS quantity,
  CAST("Unit_Price" AS REAL) AS unit_price,
  CAST("Total" AS REAL) AS total,
  CAST("Promo" AS REAL) AS promo,
  CAST("Net_Total" AS REAL) AS net_total,
  "Location" AS location
FROM cafe_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/aircraft-fleet-register/planes.csv: the aircraft register behind nycflights13
-- (tidyverse/nycflights13, data-raw/planes.csv, CC0; ninety-second round), whole: 3,322 aircraft
-- by tail number, the year built, type, manufacturer (one maker under several spellings), model,
-- engines, seats, speed and engine kind; missing values written `NA` (70 years, 3,299 speeds).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE planes_raw (
  "tailnum" TEXT, "year" TEXT, "type" TEXT, "manufacturer" TEXT, "model" TEXT, "engines" TEXT,
  "seats" TEXT, "speed" TEXT, "engine" TEXT
);
.import --csv --skip 1 "data/aircraft-fleet-register/planes.csv" planes_raw

CREATE VIEW planes AS
SELECT
  "tailnum" AS tailnum,
  CAST(NULLIF("year", 'NA') AS INTEGER) AS year,
  "type" AS type,
  "manufacturer" AS manufacturer,
  "model" AS model,
  CAST("engines" AS INTEGER) AS engines,
  CAST("seats" AS INTEGER) AS seats,
  CAST(NULLIF("speed", 'NA') AS INTEGER) AS speed,
  "engine" AS engine
FROM planes_raw;

-- ---------------------------------------------------------------------------------------------
-- Ninety-fifth round: Kaggle's shopping trends survey as a recommendation project re-published it
-- (twelve of its columns, the amount headed "(GBP)", the previous purchases count headed
-- "Previous Purchases(GBP)" though it is a count).
CREATE TABLE shopping_trends_gbp_raw (
  "Customer ID" TEXT, "Age" TEXT, "Gender" TEXT, "Item Purchased" TEXT, "Category" TEXT,
  "Purchase Amount (GBP)" TEXT, "Size" TEXT, "Color" TEXT, "Season" TEXT, "Review Rating" TEXT,
  "Previous Purchases(GBP)" TEXT, "Frequency of Purchases" TEXT
);
.import --csv --skip 1 "data/shopping-trends-gbp/shopping_trends.csv" shopping_trends_gbp_raw

CREATE VIEW shopping_trends_gbp AS
SELECT
  CAST("Customer ID" AS INTEGER) AS customer_id,
  CAST("Age" AS INTEGER) AS age,
  "Gender" AS gender,
  "Item Purchased" AS item_purchased,
  "Category" AS category,
  CAST("Purchase Amount (GBP)" AS REAL) AS purchase_amount,
  "Size" AS size,
  "Color" AS color,
  "Season" AS season,
  CAST("Review Rating" AS REAL) AS review_rating,
  CAST("Previous Purchases(GBP)" AS INTEGER) AS previous_purchases,
  "Frequency of Purchases" AS frequency_of_purchases
FROM shopping_trends_gbp_raw;

-- ---------------------------------------------------------------------------------------------
-- data/dataco-supply-chain/DataCoSupplyChainDataset.csv: the first 6,000 order lines of DataCo's
-- smart supply chain data (Mendeley Data, CC BY 4.0) as committed to
-- thrushasahu-12/Supply-Chain-Analysis-Dashboard (ninety-third round): 53 columns, one row per
-- order item; two M/D/YYYY H:MM dates (`order date (DateOrders)`, `shipping date (DateOrders)`,
-- the views keep the day), `Days for shipping (real)` and `Days for shipment (scheduled)`, the
-- 0/1 `Late_delivery_risk`, zip codes written as `725.0`, trailing spaces in some regions.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE dataco_raw (
  "Type" TEXT, "Days for shipping (real)" TEXT, "Days for shipment (scheduled)" TEXT,
  "Benefit per order" TEXT, "Sales per customer" TEXT, "Delivery Status" TEXT,
  "Late_delivery_risk" TEXT, "Category Id" TEXT, "Category Name" TEXT, "Customer City" TEXT,
  "Customer Country" TEXT, "Customer Email" TEXT, "Customer Fname" TEXT, "Customer Id" TEXT,
  "Customer Lname" TEXT, "Customer Password" TEXT, "Customer Segment" TEXT, "Customer State" TEXT,
  "Customer Street" TEXT, "Customer Zipcode" TEXT, "Department Id" TEXT, "Department Name" TEXT,
  "Latitude" TEXT, "Longitude" TEXT, "Market" TEXT, "Order City" TEXT, "Order Country" TEXT,
  "Order Customer Id" TEXT, "order date (DateOrders)" TEXT, "Order Id" TEXT,
  "Order Item Cardprod Id" TEXT, "Order Item Discount" TEXT, "Order Item Discount Rate" TEXT,
  "Order Item Id" TEXT, "Order Item Product Price" TEXT, "Order Item Profit Ratio" TEXT,
  "Order Item Quantity" TEXT, "Sales" TEXT, "Order Item Total" TEXT, "Order Profit Per Order" TEXT,
  "Order Region" TEXT, "Order State" TEXT, "Order Status" TEXT, "Order Zipcode" TEXT,
  "Product Card Id" TEXT, "Product Category Id" TEXT, "Product Description" TEXT,
  "Product Image" TEXT, "Product Name" TEXT, "Product Price" TEXT, "Product Status" TEXT,
  "shipping date (DateOrders)" TEXT, "Shipping Mode" TEXT
);
.import --csv --skip 1 data/dataco-supply-chain/DataCoSupplyChainDataset.csv dataco_raw

CREATE VIEW dataco AS
SELECT
  "Type" AS type,
  CAST("Days for shipping (real)" AS INTEGER) AS days_shipping_real,
  CAST("Days for shipment (scheduled)" AS INTEGER) AS days_shipment_scheduled,
  CAST("Benefit per order" AS REAL) AS benefit_per_order,
  CAST("Sales per customer" AS REAL) AS sales_per_customer,
  "Delivery Status" AS delivery_status,
  CAST("Late_delivery_risk" AS INTEGER) AS late_delivery_risk,
  "Category Name" AS category_name,
  "Customer City" AS customer_city,
  "Customer Country" AS customer_country,
  "Customer Id" AS customer_id,
  "Customer Segment" AS customer_segment,
  "Department Name" AS department_name,
  "Market" AS market,
  "Order City" AS order_city,
  "Order Country" AS order_country,
  printf('%04d-%02d-%02d',
    CAST(substr("order date (DateOrders)", instr("order date (DateOrders)", '/')
      + instr(substr("order date (DateOrders)", instr("order date (DateOrders)", '/') + 1), '/') + 1) AS INTEGER),
    CAST("order date (DateOrders)" AS INTEGER),
    CAST(substr("order date (DateOrders)", instr("order date (DateOrders)", '/') + 1) AS INTEGER)) AS order_date,
  "Order Id" AS order_id,
  CAST("Order Item Discount" AS REAL) AS order_item_discount,
  CAST("Order Item Quantity" AS INTEGER) AS order_item_quantity,
  CAST("Sales" AS REAL) AS sales,
  CAST("Order Item Total" AS REAL) AS order_item_total,
  CAST("Order Profit Per Order" AS REAL) AS order_profit_per_order,
  "Order Region" AS order_region,
  "Order Status" AS order_status,
  "Product Name" AS product_name,
  CAST("Product Price" AS REAL) AS product_price,
  printf('%04d-%02d-%02d',
    CAST(substr("shipping date (DateOrders)", instr("shipping date (DateOrders)", '/')
      + instr(substr("shipping date (DateOrders)", instr("shipping date (DateOrders)", '/') + 1), '/') + 1) AS INTEGER),
    CAST("shipping date (DateOrders)" AS INTEGER),
    CAST(substr("shipping date (DateOrders)", instr("shipping date (DateOrders)", '/') + 1) AS INTEGER)) AS shipping_date,
  "Shipping Mode" AS shipping_mode
FROM dataco_raw;

-- ---------------------------------------------------------------------------------------------
-- data/census-retail-sales/mrtssales92-present.xlsx: the US Census Bureau's Monthly Retail Trade
-- Survey sales by kind of business (public domain, a copy kept by Antonio-Foglia/WSM_analysis;
-- ninety-fourth round), whole: thirty sheets, one a year, 2021 down to 1992. compute-expected.mjs
-- reads the first sheet, 2021, into census_sales_raw after this file; its first row, the title,
-- is skipped by the import. The header is split over rows 4 (`NAICS  Code`, `Kind of Business`)
-- and 5 (`Jan. 2021` … `Sep. 2021(p)`, `CY CUM`, `PY CUM`); then a NOT ADJUSTED block, an
-- ADJUSTED(2) block with the same kinds of business (no cumulative figures), and notes below.
-- Millions of dollars; `(S)` marks a suppressed estimate. Totals rows have no NAICS code.
-- excel_row is the row number Excel shows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE census_sales_raw (
  "NAICS  Code" TEXT, "Kind of Business" TEXT, "Jan. 2021" TEXT, "Feb. 2021" TEXT,
  "Mar. 2021" TEXT, "Apr. 2021" TEXT, "May 2021" TEXT, "Jun. 2021" TEXT, "Jul. 2021" TEXT,
  "Aug. 2021" TEXT, "Sep. 2021(p)" TEXT, "CY CUM" TEXT, "PY CUM" TEXT, "N" TEXT, "O" TEXT,
  "P" TEXT
);

CREATE VIEW census_sales AS
SELECT
  rowid + 1 AS excel_row,
  "NAICS  Code" AS naics,
  "Kind of Business" AS kind,
  CASE WHEN "Jan. 2021" GLOB '[0-9]*' THEN CAST("Jan. 2021" AS REAL) END AS jan,
  CASE WHEN "Feb. 2021" GLOB '[0-9]*' THEN CAST("Feb. 2021" AS REAL) END AS feb,
  CASE WHEN "Mar. 2021" GLOB '[0-9]*' THEN CAST("Mar. 2021" AS REAL) END AS mar,
  CASE WHEN "Apr. 2021" GLOB '[0-9]*' THEN CAST("Apr. 2021" AS REAL) END AS apr,
  CASE WHEN "May 2021" GLOB '[0-9]*' THEN CAST("May 2021" AS REAL) END AS may,
  CASE WHEN "Jun. 2021" GLOB '[0-9]*' THEN CAST("Jun. 2021" AS REAL) END AS jun,
  CASE WHEN "Jul. 2021" GLOB '[0-9]*' THEN CAST("Jul. 2021" AS REAL) END AS jul,
  CASE WHEN "Aug. 2021" GLOB '[0-9]*' THEN CAST("Aug. 2021" AS REAL) END AS aug,
  CASE WHEN "Sep. 2021(p)" GLOB '[0-9]*' THEN CAST("Sep. 2021(p)" AS REAL) END AS sep,
  CASE WHEN "CY CUM" GLOB '[0-9]*' THEN CAST("CY CUM" AS REAL) END AS cy_cum,
  CASE WHEN "PY CUM" GLOB '[0-9]*' THEN CAST("PY CUM" AS REAL) END AS py_cum,
  "Jan. 2021" AS jan_text,
  "May 2021" AS may_text
FROM census_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/census-retail-inventories/mrtsinv92-present.xlsx: the same survey's end-of-month retail
-- inventories and inventories/sales ratios (public domain, the same copy; ninety-fourth round),
-- whole: thirty sheets, 2021 down to 1992; census_inventories_raw holds the first, 2021, read by
-- compute-expected.mjs. Title and note rows above a header split over rows 4 and 5 (`Jan. 2021`
-- … `Sep. 2021(p)`), then four blocks of the same ten kinds of business: NOT ADJUSTED,
-- ADJUSTED(1), INVENTORIES/SALES, RATIOS NOT ADJUSTED and INVENTORIES/SALES, RATIOS ADJUSTED(1).
-- Inventories in millions of dollars. excel_row is the row number Excel shows.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE census_inventories_raw (
  "NAICS  Code" TEXT, "Kind of Business" TEXT, "Jan. 2021" TEXT, "Feb. 2021" TEXT,
  "Mar. 2021" TEXT, "Apr. 2021" TEXT, "May 2021" TEXT, "Jun. 2021" TEXT, "Jul. 2021" TEXT,
  "Aug. 2021" TEXT, "Sep. 2021(p)" TEXT, "L" TEXT, "M" TEXT, "N" TEXT, "O" TEXT, "P" TEXT,
  "Q" TEXT, "R" TEXT
);

CREATE VIEW census_inventories AS
SELECT
  rowid + 1 AS excel_row,
  "NAICS  Code" AS naics,
  "Kind of Business" AS kind,
  CASE WHEN "Jan. 2021" GLOB '[0-9]*' THEN CAST("Jan. 2021" AS REAL) END AS jan,
  CASE WHEN "Feb. 2021" GLOB '[0-9]*' THEN CAST("Feb. 2021" AS REAL) END AS feb,
  CASE WHEN "Mar. 2021" GLOB '[0-9]*' THEN CAST("Mar. 2021" AS REAL) END AS mar,
  CASE WHEN "Apr. 2021" GLOB '[0-9]*' THEN CAST("Apr. 2021" AS REAL) END AS apr,
  CASE WHEN "May 2021" GLOB '[0-9]*' THEN CAST("May 2021" AS REAL) END AS may,
  CASE WHEN "Jun. 2021" GLOB '[0-9]*' THEN CAST("Jun. 2021" AS REAL) END AS jun,
  CASE WHEN "Jul. 2021" GLOB '[0-9]*' THEN CAST("Jul. 2021" AS REAL) END AS jul,
  CASE WHEN "Aug. 2021" GLOB '[0-9]*' THEN CAST("Aug. 2021" AS REAL) END AS aug,
  CASE WHEN "Sep. 2021(p)" GLOB '[0-9]*' THEN CAST("Sep. 2021(p)" AS REAL) END AS sep
FROM census_inventories_raw;

-- ---------------------------------------------------------------------------------------------
-- Ninety-seventh round: the Census Bureau's monthly state retail sales as TidyTuesday keeps them
-- (year and month in two integer columns, `NA` for the total's NAICS code, `S` for a suppressed
-- change), and Yahoo Finance's daily big tech stock prices (its first rows: Apple, 2010 and 2011).
CREATE TABLE state_retail_yoy_raw (
  "fips" TEXT, "state_abbr" TEXT, "naics" TEXT, "subsector" TEXT, "year" TEXT, "month" TEXT,
  "change_yoy" TEXT, "change_yoy_se" TEXT, "coverage_code" TEXT
);
.import --csv --skip 1 "data/us-state-retail-yoy/state_retail.csv" state_retail_yoy_raw

CREATE VIEW state_retail_yoy AS
SELECT
  "fips" AS fips,
  "state_abbr" AS state_abbr,
  CAST(NULLIF("naics", 'NA') AS INTEGER) AS naics,
  "subsector" AS subsector,
  CAST("year" AS INTEGER) AS year,
  CAST("month" AS INTEGER) AS month,
  CAST(NULLIF("change_yoy", 'S') AS REAL) AS change_yoy,
  CAST(NULLIF("change_yoy_se", 'S') AS REAL) AS change_yoy_se,
  "coverage_code" AS coverage_code
FROM state_retail_yoy_raw;

CREATE TABLE big_tech_stock_prices_raw (
  "stock_symbol" TEXT, "date" TEXT, "open" TEXT, "high" TEXT, "low" TEXT, "close" TEXT,
  "adj_close" TEXT, "volume" TEXT
);
.import --csv --skip 1 "data/big-tech-stock-prices/big_tech_stock_prices.csv" big_tech_stock_prices_raw

CREATE VIEW big_tech_stock_prices AS
SELECT
  "stock_symbol" AS stock_symbol,
  "date" AS trade_date,
  CAST("open" AS REAL) AS open,
  CAST("high" AS REAL) AS high,
  CAST("low" AS REAL) AS low,
  CAST("close" AS REAL) AS close,
  CAST("adj_close" AS REAL) AS adj_close,
  CAST("volume" AS INTEGER) AS volume
FROM big_tech_stock_prices_raw;

-- ---------------------------------------------------------------------------------------------
-- data/broadway-weekly-grosses/grosses.csv: Broadway weekly grosses by show and theatre as
-- TidyTuesday keeps them (rfordatascience/tidytuesday, data/2020/2020-04-28/, MIT; ninety-sixth
-- round), the first 537 of 47,524 rows (9 June to 29 December 1985): `NA` for the potential
-- gross and top ticket price (not reported then), capacity as a fraction above 1 when standing
-- room was sold, the week's all-show total repeated on every row.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE broadway_grosses_raw (
  "week_ending" TEXT, "week_number" TEXT, "weekly_gross_overall" TEXT, "show" TEXT,
  "theatre" TEXT, "weekly_gross" TEXT, "potential_gross" TEXT, "avg_ticket_price" TEXT,
  "top_ticket_price" TEXT, "seats_sold" TEXT, "seats_in_theatre" TEXT, "pct_capacity" TEXT,
  "performances" TEXT, "previews" TEXT
);
.import --csv --skip 1 "data/broadway-weekly-grosses/grosses.csv" broadway_grosses_raw

CREATE VIEW broadway_grosses AS
SELECT
  "week_ending" AS week_ending,
  CAST("week_number" AS INTEGER) AS week_number,
  CAST("weekly_gross_overall" AS REAL) AS weekly_gross_overall,
  "show" AS show,
  "theatre" AS theatre,
  CAST("weekly_gross" AS REAL) AS weekly_gross,
  CAST(NULLIF("potential_gross", 'NA') AS REAL) AS potential_gross,
  CAST("avg_ticket_price" AS REAL) AS avg_ticket_price,
  CAST(NULLIF("top_ticket_price", 'NA') AS REAL) AS top_ticket_price,
  CAST("seats_sold" AS INTEGER) AS seats_sold,
  CAST("seats_in_theatre" AS INTEGER) AS seats_in_theatre,
  CAST("pct_capacity" AS REAL) AS pct_capacity,
  CAST("performances" AS INTEGER) AS performances,
  CAST("previews" AS INTEGER) AS previews
FROM broadway_grosses_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ikea-saudi-catalogue/ikea.csv: IKEA Saudi Arabia's furniture list as TidyTuesday keeps it
-- (rfordatascience/tidytuesday, data/2020/2020-11-03/, MIT; ninety-sixth round), the first 500
-- of 3,694 rows (bar furniture, beds, bookcases): an unnamed index column, prices in riyals,
-- old prices as text (`SR 2,375`, `SR 50/4 pack`, `No old price`), `True`/`False` and
-- `Yes`/`No` flags, descriptions padded with spaces, some designer cells holding a description,
-- blank depth, height or width.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ikea_raw (
  "row_index" TEXT, "item_id" TEXT, "name" TEXT, "category" TEXT, "price" TEXT,
  "old_price" TEXT, "sellable_online" TEXT, "link" TEXT, "other_colors" TEXT,
  "short_description" TEXT, "designer" TEXT, "depth" TEXT, "height" TEXT, "width" TEXT
);
.import --csv --skip 1 "data/ikea-saudi-catalogue/ikea.csv" ikea_raw

CREATE VIEW ikea AS
SELECT
  CAST("row_index" AS INTEGER) AS row_index,
  "item_id" AS item_id,
  "name" AS name,
  "category" AS category,
  CAST("price" AS REAL) AS price,
  CASE WHEN "old_price" LIKE 'SR %' THEN
    CAST(replace(substr("old_price", 4, instr("old_price" || '/', '/') - 4), ',', '') AS REAL)
  END AS old_price,
  "sellable_online" AS sellable_online,
  "link" AS link,
  "other_colors" AS other_colors,
  "short_description" AS short_description,
  "designer" AS designer,
  CAST(NULLIF("depth", '') AS REAL) AS depth,
  CAST(NULLIF("height", '') AS REAL) AS height,
  CAST(NULLIF("width", '') AS REAL) AS width
FROM ikea_raw;

-- ---------------------------------------------------------------------------------------------
-- data/carseat-store-sales/Carseats.csv: simulated sales of a child car seat at 400 stores (ISLR's
-- `Carseats` as vincentarelbundock/Rdatasets ships it, GPL-3; blind round a), whole. One row per
-- store: a leading `rownames`, `Sales` (thousands of units), `CompPrice` (the competitor's price),
-- `Income` (thousands of dollars), `Advertising` (the local budget, thousands of dollars),
-- `Population` (thousands), `Price`, `ShelveLoc` (Bad, Medium, Good), `Age`, `Education`, `Urban`
-- and `US` (Yes/No). No date column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE carseats_raw (
  "rownames" TEXT, "Sales" TEXT, "CompPrice" TEXT, "Income" TEXT, "Advertising" TEXT,
  "Population" TEXT, "Price" TEXT, "ShelveLoc" TEXT, "Age" TEXT, "Education" TEXT, "Urban" TEXT,
  "US" TEXT
);
.import --csv --skip 1 "data/carseat-store-sales/Carseats.csv" carseats_raw

CREATE VIEW carseats AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  CAST("Sales" AS REAL) AS sales,
  CAST("CompPrice" AS REAL) AS comp_price,
  CAST("Income" AS REAL) AS income,
  CAST("Advertising" AS REAL) AS advertising,
  CAST("Population" AS REAL) AS population,
  CAST("Price" AS REAL) AS price,
  "ShelveLoc" AS shelve_loc,
  CAST("Age" AS INTEGER) AS age,
  CAST("Education" AS INTEGER) AS education,
  "Urban" AS urban,
  "US" AS us
FROM carseats_raw;

-- ---------------------------------------------------------------------------------------------
-- data/cracker-brand-promotions/Cracker.csv: 3,292 cracker purchases of 136 US households (Ecdat's
-- `Cracker` as vincentarelbundock/Rdatasets ships it, GPL-3; blind round a), whole. One row per
-- purchase: a leading `rownames`, `id` (the household), for each brand (sunshine, kleebler,
-- nabisco, private) `disp.<brand>` (1 = in-store display), `feat.<brand>` (1 = newspaper feature
-- advertisement) and `price.<brand>` (cents, some with float noise), and `choice`, the brand
-- bought. No date column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE cracker_raw (
  "rownames" TEXT, "id" TEXT, "disp.sunshine" TEXT, "disp.kleebler" TEXT, "disp.nabisco" TEXT,
  "disp.private" TEXT, "feat.sunshine" TEXT, "feat.kleebler" TEXT, "feat.nabisco" TEXT,
  "feat.private" TEXT, "price.sunshine" TEXT, "price.kleebler" TEXT, "price.nabisco" TEXT,
  "price.private" TEXT, "choice" TEXT
);
.import --csv --skip 1 "data/cracker-brand-promotions/Cracker.csv" cracker_raw

CREATE VIEW cracker AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  CAST("id" AS INTEGER) AS id,
  CAST("disp.sunshine" AS INTEGER) AS disp_sunshine,
  CAST("disp.kleebler" AS INTEGER) AS disp_kleebler,
  CAST("disp.nabisco" AS INTEGER) AS disp_nabisco,
  CAST("disp.private" AS INTEGER) AS disp_private,
  CAST("feat.sunshine" AS INTEGER) AS feat_sunshine,
  CAST("feat.kleebler" AS INTEGER) AS feat_kleebler,
  CAST("feat.nabisco" AS INTEGER) AS feat_nabisco,
  CAST("feat.private" AS INTEGER) AS feat_private,
  CAST("price.sunshine" AS REAL) AS price_sunshine,
  CAST("price.kleebler" AS REAL) AS price_kleebler,
  CAST("price.nabisco" AS REAL) AS price_nabisco,
  CAST("price.private" AS REAL) AS price_private,
  "choice" AS choice
FROM cracker_raw;
-- data/cargo-space-allocations/allocation-details.csv: Preppin' Data's cargo space allocations of a
-- shipping company (zzzbitz/prepbench, MIT; round b), 299 rows, whole. `Departure ID` joins the
-- ship and the departure date, day first (`Tanker-05-04-05-2019`); `Date Logged` is ISO; weights
-- and volumes are whole numbers with no unit.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE cargo_allocations_raw (
  "Salesperson" TEXT, "Departure ID" TEXT, "Date Logged" TEXT, "Product Type" TEXT,
  "Weight Allocated" TEXT, "Volume Allocated" TEXT
);
.import --csv --skip 1 "data/cargo-space-allocations/allocation-details.csv" cargo_allocations_raw

CREATE VIEW cargo_allocations AS
SELECT
  "Salesperson" AS salesperson,
  "Departure ID" AS departure_id,
  "Date Logged" AS date_logged,
  "Product Type" AS product_type,
  CAST("Weight Allocated" AS INTEGER) AS weight_allocated,
  CAST("Volume Allocated" AS INTEGER) AS volume_allocated
FROM cargo_allocations_raw;

-- ---------------------------------------------------------------------------------------------
-- data/retail-complaints/complaints.csv: Preppin' Data's customer complaints of a retailer
-- (zzzbitz/prepbench, MIT; round b), 100 rows, whole. Both date columns mix `2023-10-10 00:00:00`
-- and M/D/YYYY (`9/28/2023`), each read as written; `Timely Response` is True/False;
-- `Complaint Description` packs a product ID (its two letters the category), an issue type and the
-- customer's words: `CL1828 - Changed Mind: "..."`.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE complaints_raw (
  "Complaint ID" TEXT, "Date Received" TEXT, "Date Resolved" TEXT, "Timely Response" TEXT,
  "Response to Consumer" TEXT, "Customer ID" TEXT, "Receipt Number" TEXT,
  "Complaint Description" TEXT
);
.import --csv --skip 1 "data/retail-complaints/complaints.csv" complaints_raw

CREATE VIEW complaints AS
SELECT
  "Complaint ID" AS complaint_id,
  CASE WHEN "Date Received" LIKE '____-__-__%' THEN substr("Date Received", 1, 10) ELSE
    printf('%04d-%02d-%02d',
      CAST(substr("Date Received", instr("Date Received", '/')
        + instr(substr("Date Received", instr("Date Received", '/') + 1), '/') + 1) AS INTEGER),
      CAST("Date Received" AS INTEGER),
      CAST(substr("Date Received", instr("Date Received", '/') + 1) AS INTEGER))
  END AS date_received,
  CASE WHEN "Date Resolved" LIKE '____-__-__%' THEN substr("Date Resolved", 1, 10) ELSE
    printf('%04d-%02d-%02d',
      CAST(substr("Date Resolved", instr("Date Resolved", '/')
        + instr(substr("Date Resolved", instr("Date Resolved", '/') + 1), '/') + 1) AS INTEGER),
      CAST("Date Resolved" AS INTEGER),
      CAST(substr("Date Resolved", instr("Date Resolved", '/') + 1) AS INTEGER))
  END AS date_resolved,
  "Timely Response" AS timely_response,
  "Response to Consumer" AS response_to_consumer,
  "Customer ID" AS customer_id,
  "Receipt Number" AS receipt_number,
  "Complaint Description" AS complaint_description
FROM complaints_raw;
-- data/headphone-reviews-india/Reviews.csv: headphone reviews scraped from amazon.in
-- (0xfarben/Real-Time-Competitor-Strategy-Tracker-for-E-Commerce, blind round c), the first 384
-- of 1,212 records. Capitalised snake_case; `Helpful_Votes` written `1.0`, blank on 127 rows;
-- `Review_Date` ISO, `Scraped_At` ISO with the time of day; quoted line breaks in review texts.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE headphone_reviews_raw (
  "Product_Name" TEXT, "Product_ASIN" TEXT, "Review_ASIN" TEXT, "Review_Title" TEXT,
  "Reviewer" TEXT, "Review_Text" TEXT, "Review_Date" TEXT, "Rating" TEXT, "Helpful_Votes" TEXT,
  "Product_URL" TEXT, "Review_URL" TEXT, "Scraped_At" TEXT
);
.import --csv --skip 1 data/headphone-reviews-india/Reviews.csv headphone_reviews_raw

CREATE VIEW headphone_reviews AS
SELECT
  "Product_Name" AS product_name,
  "Product_ASIN" AS product_asin,
  "Review_ASIN" AS review_asin,
  "Review_Title" AS review_title,
  "Reviewer" AS reviewer,
  "Review_Text" AS review_text,
  "Review_Date" AS review_date,
  CAST("Rating" AS INTEGER) AS rating,
  CAST(NULLIF("Helpful_Votes", '') AS REAL) AS helpful_votes,
  "Product_URL" AS product_url,
  "Review_URL" AS review_url,
  substr("Scraped_At", 1, 10) AS scraped_date
FROM headphone_reviews_raw;

-- ---------------------------------------------------------------------------------------------
-- data/climbing-gym-memberships/memberships.csv: a climbing gym's memberships
-- (alicialonso/climbing-gym-revenue, blind round c), 800 rows, whole. snake_case; ISO dates,
-- `end_date` blank on the 531 active memberships; `price_per_month` the plan's price (780, 75, 120).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE gym_memberships_raw (
  "membership_id" TEXT, "customer_id" TEXT, "membership_type" TEXT, "price_per_month" TEXT,
  "start_date" TEXT, "end_date" TEXT, "status" TEXT
);
.import --csv --skip 1 data/climbing-gym-memberships/memberships.csv gym_memberships_raw

CREATE VIEW gym_memberships AS
SELECT
  CAST("membership_id" AS INTEGER) AS membership_id,
  CAST("customer_id" AS INTEGER) AS customer_id,
  "membership_type" AS membership_type,
  CAST("price_per_month" AS REAL) AS price_per_month,
  "start_date" AS start_date,
  NULLIF("end_date", '') AS end_date,
  "status" AS status
FROM gym_memberships_raw;

-- ---------------------------------------------------------------------------------------------
-- data/jaffle-shop-orders/raw_orders.csv: dbt's jaffle shop, a fictional online store's orders
-- (dbt-labs/jaffle-shop-classic, blind round f), 99 rows, whole. CRLF; snake_case; ISO dates
-- from 1 January to 9 April 2018; `user_id` numbers the customer (no names).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE jaffle_orders_raw ("id" TEXT, "user_id" TEXT, "order_date" TEXT, "status" TEXT);
.import --csv --skip 1 data/jaffle-shop-orders/raw_orders.csv jaffle_orders_raw

CREATE VIEW jaffle_orders AS
SELECT
  CAST("id" AS INTEGER) AS id,
  CAST("user_id" AS INTEGER) AS user_id,
  "order_date" AS order_date,
  "status" AS status
FROM jaffle_orders_raw;

-- ---------------------------------------------------------------------------------------------
-- data/jaffle-shop-payments/raw_payments.csv: the same store's payments, one or more per order
-- (dbt-labs/jaffle-shop-classic, blind round f), 113 rows, whole. CRLF; `amount` in cents as
-- the file holds it (no currency sign; dbt's models divide it by 100).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE jaffle_payments_raw ("id" TEXT, "order_id" TEXT, "payment_method" TEXT, "amount" TEXT);
.import --csv --skip 1 data/jaffle-shop-payments/raw_payments.csv jaffle_payments_raw

CREATE VIEW jaffle_payments AS
SELECT
  CAST("id" AS INTEGER) AS id,
  CAST("order_id" AS INTEGER) AS order_id,
  "payment_method" AS payment_method,
  CAST("amount" AS INTEGER) AS amount
FROM jaffle_payments_raw;
-- data/employee-rota/employee_schedule.csv: Preppin' Data's staff schedule (zzzbitz/prepbench,
-- MIT; blind round d), 675 rows, whole. One row per employee per scheduled day; `emp_id` beside
-- `first_name` and `last_name`; `scheduled_date` month first, M/D/YYYY (`8/30/2022`, June 2022 to
-- June 2023); a byte order mark before the header; CRLF line ends.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE rota_raw (
  "emp_id" TEXT, "first_name" TEXT, "last_name" TEXT, "scheduled_date" TEXT
);
.import --csv --skip 1 data/employee-rota/employee_schedule.csv rota_raw

CREATE VIEW rota AS
SELECT
  CAST("emp_id" AS INTEGER) AS emp_id,
  "first_name" AS first_name,
  "last_name" AS last_name,
  printf('%04d-%02d-%02d',
    CAST(substr("scheduled_date", instr("scheduled_date", '/')
      + instr(substr("scheduled_date", instr("scheduled_date", '/') + 1), '/') + 1) AS INTEGER),
    CAST("scheduled_date" AS INTEGER),
    CAST(substr("scheduled_date", instr("scheduled_date", '/') + 1) AS INTEGER)) AS scheduled_date
FROM rota_raw;

-- ---------------------------------------------------------------------------------------------
-- data/dc-monthly-staffing/dc_monthly_employees.csv: Preppin' Data's monthly staff list of a
-- retailer's distribution centres (zzzbitz/prepbench, MIT; blind round d), the first 4,855 of
-- 7,441 rows. One row per employee on a DC's books at a month end; `month_end_date`, `hire_date`
-- and `leave_date` day first, DD/MM/YYYY (`30/04/2018`), `leave_date` blank while employed;
-- `age_range` a band (`20-24 years`, `Not provided`); CRLF line ends.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE dc_staff_raw (
  "dc_nbr" TEXT, "month_end_date" TEXT, "employee_id" TEXT, "guid" TEXT, "hire_date" TEXT,
  "leave_date" TEXT, "age_range" TEXT
);
.import --csv --skip 1 data/dc-monthly-staffing/dc_monthly_employees.csv dc_staff_raw

CREATE VIEW dc_staff AS
SELECT
  CAST("dc_nbr" AS INTEGER) AS dc_nbr,
  substr("month_end_date", 7, 4) || '-' || substr("month_end_date", 4, 2) || '-'
    || substr("month_end_date", 1, 2) AS month_end_date,
  "employee_id" AS employee_id,
  "guid" AS guid,
  substr("hire_date", 7, 4) || '-' || substr("hire_date", 4, 2) || '-'
    || substr("hire_date", 1, 2) AS hire_date,
  CASE WHEN "leave_date" = '' THEN NULL ELSE substr("leave_date", 7, 4) || '-'
    || substr("leave_date", 4, 2) || '-' || substr("leave_date", 1, 2) END AS leave_date,
  "age_range" AS age_range
FROM dc_staff_raw;
-- data/superbytes-weekly-stock/superbytes-stock.csv: Preppin' Data's "SuperBytes" weekly stock
-- snapshots (zzzbitz/prepbench, MIT; blind round e), 1,400 rows, whole. One row per week, store
-- and product; `Inventory Date` ISO (14 Sundays, 2023-10-01 to 2023-12-31); `Product ID` and
-- `Supplier` are codes only (`BE4227`, `SP4`); `Category` is `Beauty ` with a trailing space on
-- the 56 rows of product BE5681; `Quantity Available` the units on hand, 0 to 30.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE superbytes_stock_raw (
  "Inventory Date" TEXT, "Category" TEXT, "Product ID" TEXT, "Quantity Available" TEXT,
  "Store" TEXT, "Supplier" TEXT
);
.import --csv --skip 1 data/superbytes-weekly-stock/superbytes-stock.csv superbytes_stock_raw

CREATE VIEW superbytes_stock AS
SELECT
  "Inventory Date" AS inventory_date,
  "Category" AS category,
  "Product ID" AS product_id,
  CAST("Quantity Available" AS INTEGER) AS quantity_available,
  "Store" AS store,
  "Supplier" AS supplier
FROM superbytes_stock_raw;

-- ---------------------------------------------------------------------------------------------
-- data/ucla-textbook-prices/ucla_textbooks_f18.csv: the textbook of 201 UCLA courses of Fall 2018
-- priced new and used at the UCLA bookstore and on Amazon (openintro's `ucla_textbooks_f18` as
-- vincentarelbundock/Rdatasets ships it, GPL-3; blind round e), whole. snake_case, a leading
-- `rownames`, seven TRUE/FALSE flags, four prices in dollars, blank where there is none (112 rows
-- have no ISBN and no price). Row 113 holds a second textbook of the course above it shifted
-- left (ISBN in `year`, prices in `term` and `subject`), so it has no value in any price column.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE ucla_textbooks_raw (
  "rownames" TEXT, "year" TEXT, "term" TEXT, "subject" TEXT, "subject_abbr" TEXT, "course" TEXT,
  "course_num" TEXT, "course_numeric" TEXT, "seminar" TEXT, "ind_study" TEXT,
  "apprenticeship" TEXT, "internship" TEXT, "honors_contracts" TEXT, "laboratory" TEXT,
  "special_topic" TEXT, "textbook_isbn" TEXT, "bookstore_new" TEXT, "bookstore_used" TEXT,
  "amazon_new" TEXT, "amazon_used" TEXT, "notes" TEXT
);
.import --csv --skip 1 data/ucla-textbook-prices/ucla_textbooks_f18.csv ucla_textbooks_raw

CREATE VIEW ucla_textbooks AS
SELECT
  CAST("rownames" AS INTEGER) AS rownames,
  "year" AS year,
  "term" AS term,
  "subject" AS subject,
  NULLIF("subject_abbr", '') AS subject_abbr,
  "course" AS course,
  "course_num" AS course_num,
  CAST(NULLIF("course_numeric", '') AS INTEGER) AS course_numeric,
  "seminar" AS seminar,
  "ind_study" AS ind_study,
  "apprenticeship" AS apprenticeship,
  "internship" AS internship,
  "honors_contracts" AS honors_contracts,
  "laboratory" AS laboratory,
  "special_topic" AS special_topic,
  NULLIF("textbook_isbn", '') AS textbook_isbn,
  CAST(NULLIF("bookstore_new", '') AS REAL) AS bookstore_new,
  CAST(NULLIF("bookstore_used", '') AS REAL) AS bookstore_used,
  CAST(NULLIF("amazon_new", '') AS REAL) AS amazon_new,
  CAST(NULLIF("amazon_used", '') AS REAL) AS amazon_used,
  NULLIF("notes", '') AS notes
FROM ucla_textbooks_raw;

-- ---------------------------------------------------------------------------------------------
-- data/weekly-sales-targets/sales_targets.csv: Preppin' Data's weekly sales targets of a soap and
-- candle shop for 2020 (zzzbitz/prepbench, MIT; blind round g), 260 rows, whole. One row per
-- product and week (`Week` 1 to 52, no dates); both targets written with one decimal (`750.0`);
-- `Income Target` is `Quantity Target` times the product's price.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sales_targets_raw (
  "Year" TEXT, "Week" TEXT, "ProductName" TEXT, "Quantity Target" TEXT, "Income Target" TEXT
);
.import --csv --skip 1 data/weekly-sales-targets/sales_targets.csv sales_targets_raw

CREATE VIEW sales_targets AS
SELECT
  CAST("Year" AS INTEGER) AS year,
  CAST("Week" AS INTEGER) AS week,
  "ProductName" AS product_name,
  CAST("Quantity Target" AS REAL) AS quantity_target,
  CAST("Income Target" AS REAL) AS income_target
FROM sales_targets_raw;

-- ---------------------------------------------------------------------------------------------
-- data/crm-opportunities/opportunities.csv: a Salesforce demo org's Opportunity object as
-- Preppin' Data exported it (zzzbitz/prepbench, MIT; blind round g), 706 rows × 47 columns, whole.
-- CamelCase API names; `CloseDate` day first, DD/MM/YYYY (`09/05/2029`); `CreatedDate` and the
-- other time stamps DD/MM/YYYY HH:MM:SS; flags `True`/`False`; `TotalOpportunityQuantity` blank on
-- 106 rows; a byte order mark before the header (skipped with it). Only the columns the questions
-- use are typed; the rest are kept as text.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE opportunities_raw (
  "Id" TEXT, "IsDeleted" TEXT, "AccountId" TEXT, "RecordTypeId" TEXT, "IsPrivate" TEXT,
  "Name" TEXT, "StageName" TEXT, "Amount" TEXT, "Probability" TEXT, "ExpectedRevenue" TEXT,
  "TotalOpportunityQuantity" TEXT, "CloseDate" TEXT, "Type" TEXT, "NextStep" TEXT,
  "LeadSource" TEXT, "IsClosed" TEXT, "IsWon" TEXT, "ForecastCategory" TEXT,
  "ForecastCategoryName" TEXT, "CampaignId" TEXT, "HasOpportunityLineItem" TEXT,
  "Pricebook2Id" TEXT, "OwnerId" TEXT, "CreatedDate" TEXT, "CreatedById" TEXT,
  "LastModifiedDate" TEXT, "LastModifiedById" TEXT, "SystemModstamp" TEXT,
  "LastActivityDate" TEXT, "PushCount" TEXT, "LastStageChangeDate" TEXT, "FiscalQuarter" TEXT,
  "FiscalYear" TEXT, "Fiscal" TEXT, "ContactId" TEXT, "LastViewedDate" TEXT,
  "LastReferencedDate" TEXT, "HasOpenActivity" TEXT, "HasOverdueTask" TEXT,
  "LastAmountChangedHistoryId" TEXT, "LastCloseDateChangedHistoryId" TEXT,
  "DeliveryInstallationStatus__c" TEXT, "TrackingNumber__c" TEXT, "OrderNumber__c" TEXT,
  "CurrentGenerators__c" TEXT, "MainCompetitors__c" TEXT, "Opportunity_Source__c" TEXT
);
.import --csv --skip 1 data/crm-opportunities/opportunities.csv opportunities_raw

CREATE VIEW opportunities AS
SELECT
  "Id" AS id,
  "AccountId" AS account_id,
  "Name" AS name,
  "StageName" AS stage_name,
  CAST("Amount" AS REAL) AS amount,
  CAST("Probability" AS INTEGER) AS probability,
  CAST("ExpectedRevenue" AS REAL) AS expected_revenue,
  CAST(NULLIF("TotalOpportunityQuantity", '') AS INTEGER) AS total_opportunity_quantity,
  substr("CloseDate", 7, 4) || '-' || substr("CloseDate", 4, 2) || '-'
    || substr("CloseDate", 1, 2) AS close_date,
  "Type" AS type,
  "LeadSource" AS lead_source,
  "IsClosed" AS is_closed,
  "IsWon" AS is_won,
  "ForecastCategory" AS forecast_category,
  "ForecastCategoryName" AS forecast_category_name,
  "HasOpportunityLineItem" AS has_opportunity_line_item,
  "OwnerId" AS owner_id,
  substr("CreatedDate", 7, 4) || '-' || substr("CreatedDate", 4, 2) || '-'
    || substr("CreatedDate", 1, 2) || substr("CreatedDate", 11) AS created_date,
  CAST("FiscalQuarter" AS INTEGER) AS fiscal_quarter,
  CAST("FiscalYear" AS INTEGER) AS fiscal_year,
  "Fiscal" AS fiscal,
  "HasOpenActivity" AS has_open_activity,
  "Opportunity_Source__c" AS opportunity_source
FROM opportunities_raw;
-- data/store-receipts/store_receipts.csv: Preppin' Data's store receipts (zzzbitz/prepbench, MIT;
-- blind round h), 999 rows, whole. One row per receipt (`Receipt Number`), each customer named by
-- `First Name` and `Last Name`; `Date` day first, D/M/YYYY without leading zeros (`6/8/2023` is
-- 6 August 2023), all in 2023; `Online` and `In Person` Yes/No (one of them Yes on every row);
-- `Sale Total` a plain number (pounds, by the challenge's wording; no currency in the file).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE store_receipts_raw (
  "First Name" TEXT, "Last Name" TEXT, "Gender" TEXT, "Receipt Number" TEXT, "Date" TEXT,
  "Online" TEXT, "In Person" TEXT, "Sale Total" TEXT
);
.import --csv --skip 1 data/store-receipts/store_receipts.csv store_receipts_raw

CREATE VIEW store_receipts AS
SELECT
  "First Name" AS first_name,
  "Last Name" AS last_name,
  "Gender" AS gender,
  "Receipt Number" AS receipt_number,
  printf('%04d-%02d-%02d',
    CAST(substr("Date", instr("Date", '/')
      + instr(substr("Date", instr("Date", '/') + 1), '/') + 1) AS INTEGER),
    CAST(substr("Date", instr("Date", '/') + 1) AS INTEGER),
    CAST("Date" AS INTEGER)) AS sale_date,
  "Online" AS online,
  "In Person" AS in_person,
  CAST("Sale Total" AS REAL) AS sale_total
FROM store_receipts_raw;

-- ---------------------------------------------------------------------------------------------
-- data/trolley-sales/trolley_sales.csv: Preppin' Data's in-flight trolley sales of "Prep Air"
-- (zzzbitz/prepbench, MIT; blind round h), the first month's sheet, 1,000 rows, whole. One row
-- per item sold; `Day of Month` only (the month was the sheet's name, not in the file); the
-- passenger as `first_name`, `last_name` and `email`; `Product` often "Kind - Detail" and
-- sometimes quoted with a comma; `Price` money text with a dollar sign (`$10.14`); `Destination`
-- `New York  ` with two trailing spaces on 88 rows (questions read it as New York).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE trolley_sales_raw (
  "Day of Month" TEXT, "first_name" TEXT, "last_name" TEXT, "email" TEXT, "Product" TEXT,
  "Price" TEXT, "Destination" TEXT
);
.import --csv --skip 1 data/trolley-sales/trolley_sales.csv trolley_sales_raw

CREATE VIEW trolley_sales AS
SELECT
  CAST("Day of Month" AS INTEGER) AS day_of_month,
  "first_name" AS first_name,
  "last_name" AS last_name,
  "email" AS email,
  "Product" AS product,
  CAST(replace(replace("Price", '$', ''), ',', '') AS REAL) AS price,
  "Destination" AS destination
FROM trolley_sales_raw;

-- ---------------------------------------------------------------------------------------------
-- data/bike-parts-stock-status/stock_status.csv: Preppin' Data's Allchains bike store item
-- movements (zzzbitz/prepbench, MIT; blind round j), 71 rows, whole. One row per store, item, day
-- and status: `Status` `Sold` or `Return to Manufacturer` (items sent back to the supplier);
-- `Date` day first, DD/MM/YYYY (`05/07/2021` is 5 July 2021), all in July 2021; `Number of Items`
-- a count; no final newline.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE stock_status_raw (
  "Date" TEXT, "Store" TEXT, "Item" TEXT, "Status" TEXT, "Number of Items" TEXT
);
.import --csv --skip 1 data/bike-parts-stock-status/stock_status.csv stock_status_raw

CREATE VIEW stock_status AS
SELECT
  substr("Date", 7, 4) || '-' || substr("Date", 4, 2) || '-' || substr("Date", 1, 2) AS movement_date,
  "Store" AS store,
  "Item" AS item,
  "Status" AS status,
  CAST("Number of Items" AS INTEGER) AS number_of_items
FROM stock_status_raw;

-- ---------------------------------------------------------------------------------------------
-- data/minibytes-sales-returns/sales_returns.csv: Preppin' Data's MiniBytes sales and returns
-- (zzzbitz/prepbench, MIT; blind round j), 183 rows, whole. One row per item sold (`Unique Sales
-- ID`), the product's `ID` beside its name; headers `Category `, `Product `, `Price ` with a
-- trailing space; a byte order mark and CRLF line endings; `Date Sold` and `Date Returned` day
-- first, DD/MM/YYYY, `Date Returned` empty on the 145 rows never returned (38 rows have one; on
-- some of them it comes before `Date Sold`, as the file has it); `Price` a plain number (pounds).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE sales_returns_raw (
  "Category" TEXT, "Product" TEXT, "Price" TEXT, "ID" TEXT, "Date Sold" TEXT,
  "Date Returned" TEXT, "Unique Sales ID" TEXT
);
.import --csv --skip 1 data/minibytes-sales-returns/sales_returns.csv sales_returns_raw

CREATE VIEW sales_returns AS
SELECT
  "Category" AS category,
  "Product" AS product,
  CAST("Price" AS REAL) AS price,
  "ID" AS product_id,
  substr("Date Sold", 7, 4) || '-' || substr("Date Sold", 4, 2) || '-' || substr("Date Sold", 1, 2) AS date_sold,
  CASE WHEN "Date Returned" = '' THEN NULL
    ELSE substr("Date Returned", 7, 4) || '-' || substr("Date Returned", 4, 2) || '-'
      || substr("Date Returned", 1, 2) END AS date_returned,
  "Unique Sales ID" AS unique_sales_id
FROM sales_returns_raw;
-- data/cafe-dirty-sales/dirty_cafe_sales.csv: a cafe's till transactions (the "dirty cafe sales"
-- practice data as lclilly/dirty-cafe-data-cleaning saved it, MIT; blind round i), the first
-- 7,896 of 10,000 rows, cut at a whole line within 400 kB. One row per transaction
-- (`transaction_id`); `item`, `payment_method` and `location` hold `ERROR`, `UNKNOWN` or nothing
-- on some rows (kept as written); `quantity`, `price_per_unit` and `total_spent` are numbers or
-- `ERROR`, `UNKNOWN` or blank (no value here); `transaction_date` month first, M/D/YYYY
-- (`9/8/2023` is 8 September 2023), all in 2023, or `ERROR`, `UNKNOWN` or blank (no date).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE dirty_cafe_raw (
  "transaction_id" TEXT, "item" TEXT, "quantity" TEXT, "price_per_unit" TEXT,
  "total_spent" TEXT, "payment_method" TEXT, "location" TEXT, "transaction_date" TEXT
);
.import --csv --skip 1 data/cafe-dirty-sales/dirty_cafe_sales.csv dirty_cafe_raw

CREATE VIEW dirty_cafe_sales AS
SELECT
  "transaction_id" AS transaction_id,
  "item" AS item,
  CASE WHEN "quantity" GLOB '[0-9]*' THEN CAST("quantity" AS INTEGER) END AS quantity,
  CASE WHEN "price_per_unit" GLOB '[0-9]*' THEN CAST("price_per_unit" AS REAL) END
    AS price_per_unit,
  CASE WHEN "total_spent" GLOB '[0-9]*' THEN CAST("total_spent" AS REAL) END AS total_spent,
  "payment_method" AS payment_method,
  "location" AS location,
  CASE WHEN "transaction_date" GLOB '[0-9]*/[0-9]*/[0-9][0-9][0-9][0-9]' THEN
    printf('%04d-%02d-%02d',
      CAST(substr("transaction_date", instr("transaction_date", '/')
        + instr(substr("transaction_date", instr("transaction_date", '/') + 1), '/') + 1)
        AS INTEGER),
      CAST("transaction_date" AS INTEGER),
      CAST(substr("transaction_date", instr("transaction_date", '/') + 1) AS INTEGER))
  END AS transaction_date
FROM dirty_cafe_raw;

-- ---------------------------------------------------------------------------------------------
-- data/wholesale-customers/Wholesale customers data.csv: UCI's wholesale customers of a
-- Portuguese distributor (as richieyuyongpoh/Practical-R-series ships it, GPL-3; blind round i),
-- 440 rows, whole, CRLF line endings. One row per client, numbered 1 to 440 by a `CustomerId`
-- column this copy adds in front of UCI's eight; `Channel` 1 is Horeca (hotels,
-- restaurants, cafes) and 2 Retail, `Region` 1 Lisbon, 2 Oporto and 3 other regions (codes, as
-- UCI documents them; no names in the file); `Fresh`, `Milk`, `Grocery`, `Frozen`,
-- `Detergents_Paper` and `Delicassen` (sic) each client's annual spending on that product
-- category in monetary units.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE wholesale_customers_raw (
  "CustomerId" TEXT, "Channel" TEXT, "Region" TEXT, "Fresh" TEXT, "Milk" TEXT, "Grocery" TEXT, "Frozen" TEXT,
  "Detergents_Paper" TEXT, "Delicassen" TEXT
);
.import --csv --skip 1 "data/wholesale-customers/Wholesale customers data.csv" wholesale_customers_raw

CREATE VIEW wholesale_customers AS
SELECT
  CAST("CustomerId" AS INTEGER) AS customer_id,
  CAST("Channel" AS INTEGER) AS channel,
  CAST("Region" AS INTEGER) AS region,
  CAST("Fresh" AS INTEGER) AS fresh,
  CAST("Milk" AS INTEGER) AS milk,
  CAST("Grocery" AS INTEGER) AS grocery,
  CAST("Frozen" AS INTEGER) AS frozen,
  CAST("Detergents_Paper" AS INTEGER) AS detergents_paper,
  CAST("Delicassen" AS INTEGER) AS delicassen
FROM wholesale_customers_raw;
