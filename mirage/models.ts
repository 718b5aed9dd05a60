import { Model } from 'miragejs';

export const models = {
  user: Model,
};
