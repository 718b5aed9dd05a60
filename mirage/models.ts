import { Model } from 'miragejs';

/**
 * The mock database's tables. Routes read and write them through the typed accessors in
 * `db.ts`; the record shapes are defined there.
 */
export const models = {
  company: Model,
  user: Model,
  otpCode: Model,
  phoneVerification: Model,
  authSession: Model,
};
