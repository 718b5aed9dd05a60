import { postJson } from './request';
import type { components, paths } from './schema';

/**
 * The API calls typed by the contract (docs/api/openapi.yaml, through the generated ./schema):
 * a path the contract does not have, a field it does not take, or an answer read as something
 * it is not, fails the typecheck.
 */

/** A schema of the contract by name, e.g. ApiSchema<'Session'>. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The contract's paths that take a POST. */
export type PostPath = {
  [P in keyof paths]: paths[P]['post'] extends undefined ? never : P;
}[keyof paths];

type PostOperation<P extends PostPath> = NonNullable<paths[P]['post']>;
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<P extends PostPath> = PostOperation<P>['responses'];

/** The JSON body a POST to `P` takes. */
export type PostBody<P extends PostPath> = JsonContent<
  NonNullable<PostOperation<P>['requestBody']>
>;

/** What a POST to `P` answers when it succeeds (its 200 or 201). */
export type PostAnswer<P extends PostPath> = JsonContent<
  Responses<P>[Extract<keyof Responses<P>, 200 | 201>]
>;

/** POSTs `body` to `path` and answers the success body, both as the contract describes them. */
export function postToApi<P extends PostPath>(path: P, body: PostBody<P>): Promise<PostAnswer<P>> {
  return postJson<PostAnswer<P>>(path, body);
}
