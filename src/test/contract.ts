import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';
import type { Server } from 'miragejs';
import { FAULT_HEADER } from '@mirage/routes/with-faults';
import { startTestServer } from './mirage';

/**
 * The API contract, docs/api/openapi.yaml, as tests read it: its operations, and a check of one
 * answer (status, content type, body) against what the contract says of it.
 */

export const CONTRACT_PATH = 'docs/api/openapi.yaml';
// (Not new URL(): under jsdom it resolves against the page, not this file.)
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}

export interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | { $ref: string }>;
}

export interface ContractDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, Record<string, string>>;
  };
  'x-rules': ContractRules;
}

/** The numbers the contract states in `x-rules` (and in its prose). */
export interface ContractRules {
  otp: {
    length: number;
    expiresInSeconds: number;
    maxAttempts: number;
    resendCooldownSeconds: number;
    maxSendsPerHour: number;
  };
  phoneVerificationValidForSeconds: number;
  accountChecks: { max: number; windowSeconds: number };
  sessionLifetimeDays: number;
}

/** The tag of the operations a real backend serves in test deployments only. */
export const TESTING_TAG = 'Testing';

export function readContractText(root = ROOT): string {
  return readFileSync(join(root, CONTRACT_PATH), 'utf8');
}

let cached: ContractDocument | null = null;

export function loadContract(): ContractDocument {
  cached ??= load(readContractText()) as ContractDocument;
  return cached;
}

export interface Operation extends OperationObject {
  method: 'GET' | 'POST';
  path: string;
  /** The response of each status, with $refs to components/responses followed. */
  answers: Record<string, ResponseObject>;
}

export function resolveResponse(
  contract: ContractDocument,
  response: ResponseObject | { $ref: string },
): ResponseObject {
  if (!('$ref' in response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = contract.components.responses[name];
  if (!resolved) throw new Error(`The contract has no response ${response.$ref}`);
  return resolved;
}

/** Every operation of the contract, in its order. */
export function contractOperations(contract = loadContract()): Operation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase() as Operation['method'],
      path,
      answers: Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [
          status,
          resolveResponse(contract, response),
        ]),
      ),
    })),
  );
}

/** 'POST /api/send-otp 429': one status of one operation. */
export const statusKey = (method: string, path: string, status: number | string) =>
  `${method.toUpperCase()} ${path} ${status}`;

/** Every status of every operation the contract describes, as statusKey()s. */
export function describedStatuses(contract = loadContract()): string[] {
  return contractOperations(contract).flatMap((op) =>
    Object.keys(op.answers).map((status) => statusKey(op.method, op.path, status)),
  );
}

const SCHEMA_BASE = 'https://contract.invalid/schemas/';

/** The schema with its '#/components/schemas/X' references pointed at the ids Ajv knows them by. */
function withAbsoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withAbsoluteRefs);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', SCHEMA_BASE)
        : withAbsoluteRefs(value),
    ]),
  );
}

/** An Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows the contract's schemas. */
function contractAjv(contract: ContractDocument): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // OpenAPI's hint for input fields; nothing to check.
  ajv.addFormat('password', true);
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    ajv.addSchema({ ...(withAbsoluteRefs(schema) as object), $id: `${SCHEMA_BASE}${name}` });
  }
  return ajv;
}

/** An answer as a client saw it. */
export interface Answer {
  method: string;
  /** The path without the query, e.g. '/api/auth/me'. */
  path: string;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as text. */
  text: string;
}

export interface AnswerChecker {
  /** What is wrong with `answer` by the contract; empty when it conforms. */
  problems(answer: Answer): string[];
}

export function answerChecker(contract = loadContract()): AnswerChecker {
  const ajv = contractAjv(contract);
  const operations = new Map(
    contractOperations(contract).map((op) => [`${op.method} ${op.path}`, op]),
  );
  const validators = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(withAbsoluteRefs(schema) as JsonSchema);
      validators.set(schema, validate);
    }
    return validate;
  };

  return {
    problems(answer) {
      const where = `${answer.method} ${answer.path} answered ${answer.status}`;
      const operation = operations.get(`${answer.method.toUpperCase()} ${answer.path}`);
      if (!operation) return [`${where}: the contract has no such operation`];
      const described = operation.answers[String(answer.status)];
      if (!described) {
        const statuses = Object.keys(operation.answers).join(', ');
        return [`${where}: the contract describes only ${statuses}`];
      }
      const [mediaType, content] = Object.entries(described.content ?? {})[0] ?? [];
      if (!mediaType || !content?.schema) {
        return answer.text ? [`${where}: the contract describes no body, got ${answer.text}`] : [];
      }
      const contentType = answer.headers['content-type'] ?? '';
      if (!contentType.toLowerCase().startsWith(mediaType)) {
        return [`${where}: Content-Type is '${contentType}', the contract says ${mediaType}`];
      }
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        return [`${where}: the body is not JSON: ${answer.text.slice(0, 200)}`];
      }
      const validate = validatorFor(content.schema);
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) =>
          `${where}: body${error.instancePath} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)} in ${JSON.stringify(body)}`,
      );
    },
  };
}

let sharedChecker: AnswerChecker | null = null;
const checker = () => (sharedChecker ??= answerChecker());

/** Fails with every problem when `answer` does not conform to the contract. */
export function expectToConform(answer: Answer): void {
  const problems = checker().problems(answer);
  if (problems.length) throw new Error(`Not as the API contract says:\n${problems.join('\n')}`);
}

/** Whether the mock's demo controls made this answer up (outside the contract). */
export function isFaultAnswer(answer: Answer): boolean {
  return FAULT_HEADER.toLowerCase() in answer.headers;
}

/** The parts of Pretender's fake XMLHttpRequest an answer is read from. */
interface AnsweredXhr {
  status: number;
  responseHeaders?: Record<string, string>;
  responseText?: string;
}

/**
 * Records every answer the Mirage `server` gives (whoever asked: the API client, `fetch`, a
 * component) so a test can check them all against the contract afterwards with `verify()`.
 * Answers a demo-control fault made up, and connections it dropped, are left out.
 */
export function watchAnswers(server: Server) {
  const answers: Answer[] = [];
  const original = server.pretender.handledRequest.bind(server.pretender);
  server.pretender.handledRequest = (verb, url, request) => {
    const xhr = request as unknown as AnsweredXhr;
    answers.push({
      method: verb.toUpperCase(),
      path: new URL(url, globalThis.location.href).pathname,
      status: xhr.status,
      headers: Object.fromEntries(
        Object.entries(xhr.responseHeaders ?? {}).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
      text: xhr.responseText ?? '',
    });
    original(verb, url, request);
  };
  return {
    answers,
    /** Fails listing every answer that is not as the contract says. */
    verify() {
      const checked = answers.filter((answer) => answer.status !== 0 && !isFaultAnswer(answer));
      const problems = checked.flatMap((answer) => checker().problems(answer));
      if (problems.length) {
        throw new Error(`Mirage answered against the API contract:\n${problems.join('\n')}`);
      }
      return checked.length;
    },
  };
}

/**
 * For each test of the calling file: a seeded mock server (with its clock's `advance`) whose
 * every answer is checked against the contract when the test ends.
 */
export function contractCheckedServer() {
  const mock = {} as ReturnType<typeof startTestServer>;
  let answers: ReturnType<typeof watchAnswers>;
  beforeEach(() => {
    Object.assign(mock, startTestServer({ seeded: true }));
    answers = watchAnswers(mock.server);
  });
  afterEach(() => {
    mock.server.shutdown();
    answers.verify();
  });
  return mock;
}
