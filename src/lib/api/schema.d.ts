/**
 * The API contract's types: generated from docs/api/openapi.yaml by `npm run types:api`
 * (openapi-typescript). Do not edit: change the contract and run it again. A test fails while
 * this file is stale.
 */

export interface paths {
  '/api/validate-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check that an email address can be registered
     * @description Step 1 of sign-up. The address is trimmed and lower-cased. One of the account checks:
     *     at most 10 in any 10 minutes per client, then 429.
     */
    post: operations['validateEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/send-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Text a sign-up code to a phone number
     * @description Step 2 of sign-up (and its resend). Issues a 6-digit code that lasts 10 minutes and
     *     replaces any earlier sign-up code for the number. A new code no sooner than 30 seconds
     *     after the last, and at most 5 an hour per number (429 with the wait). Also one of the
     *     account checks: at most 10 in any 10 minutes per client.
     */
    post: operations['sendOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify the sign-up code
     * @description Step 3 of sign-up. The right code is used up and the number counts as verified for
     *     15 minutes, long enough to register. A wrong code costs one of 5 attempts; the 5th
     *     wrong try voids the code. A code older than 10 minutes answers 400 "Code expired".
     */
    post: operations['verifyOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the account and sign in
     * @description Step 5 of sign-up. Needs every field and a phone verified in this flow with `otp`, the
     *     code that verified it, within the last 15 minutes; each verification registers once.
     *     The new user gets a company of their own and clearance Private, and no password (they
     *     sign in with a code). One of the account checks: at most 10 in any 10 minutes per client.
     *
     *     When the verification is older than 15 minutes the answer is 400 with a message containing
     *     "verification has expired": the app recognises it by those words and offers to verify the
     *     number again, so a real backend must keep them.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description One 401 "Invalid email or password" for every failure (unknown email, wrong or missing
     *     password, an account without a password), so the answer never tells which emails have
     *     accounts.
     */
    post: operations['logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/send-login-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Text a sign-in code to an account's mobile
     * @description Issues a 6-digit code that lasts 10 minutes and replaces any earlier sign-in code for the
     *     number. An unknown number gets exactly the same answer and the same limits as a known
     *     one, but its code never verifies (no account enumeration). A new code no sooner than
     *     30 seconds after the last, and at most 5 an hour per number (429 with the wait).
     */
    post: operations['sendLoginOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify-login-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with the texted code
     * @description The right code is used up and starts a session. A wrong code costs one of 5 attempts;
     *     the 5th wrong try voids the code. A code older than 10 minutes answers 400
     *     "Code expired". A code sent to a number without an account never verifies.
     */
    post: operations['verifyLoginOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user a bearer token signs in
     * @description How the app restores a session on reload. Only a 401 makes the app forget its token; on
     *     any other failure it keeps the token and offers to try again.
     */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session of a bearer token
     * @description Ends the token's session, if any; always 200, also without a token or with an unknown
     *     one. The app forgets its token before it calls this.
     */
    post: operations['logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/test-hooks/latest-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The code most recently sent to a number (test deployments only)
     * @description The one endpoint a real backend adds for testing: the contract suite signs up and signs
     *     in with the codes it reads here, as a person would read them from their phone. Serve it
     *     in test deployments only, never in production. The suite sends the header
     *     `X-Test-Hook-Token` when run with `--hook-token <secret>`, so a shared test server can
     *     keep it private. Codes sent to numbers without an account are listed too (they never
     *     verify).
     */
    get: operations['readLatestCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every error answer. `message` is a sentence a person can read. */
    Error: {
      message: string;
    };
    /**
     * Format: email
     * @description Trimmed and lower-cased by the server.
     * @example owner@demo-retail.example
     */
    Email: string;
    /**
     * @description A phone number in E.164, as the server writes every number it is given.
     * @example +15550100001
     */
    E164Phone: string;
    /**
     * @description A one-time code of 6 digits.
     * @example 482913
     */
    OtpCode: string;
    /** @enum {string} */
    CodePurpose: 'sign-up' | 'sign-in';
    /**
     * @description The highest document classification the user may see.
     * @enum {string}
     */
    Clearance: 'Public' | 'Classified' | 'Confidential' | 'Private';
    /** @description A user as the API shows them; never a password or its hash. */
    SessionUser: {
      id: string;
      name: string;
      email: components['schemas']['Email'];
      phone: components['schemas']['E164Phone'];
      designation: string;
      /** @description The company's name. */
      company: string;
      companyId: string;
      clearance: components['schemas']['Clearance'];
    };
    /** @description A signed-in session. The app stores the token and sends it as a bearer token. */
    Session: {
      user: components['schemas']['SessionUser'];
      /** @description Opaque to the app. The mock's are 64 random hex digits. */
      token: string;
    };
    CurrentUser: {
      user: components['schemas']['SessionUser'];
    };
    EmailAvailable: {
      email: components['schemas']['Email'];
      /** @constant */
      available: true;
    };
    /** @description What a send answers besides the number. */
    CodeSent: {
      /** @constant */
      sent: true;
      /**
       * @description How long the code lasts (10 minutes).
       * @example 600
       */
      expiresInSeconds: number;
      /**
       * @description How long before another code may be sent to the number (30 seconds).
       * @example 30
       */
      resendAfterSeconds: number;
      /**
       * @description Mock only: the in-page mock has no SMS gateway, so it shows the code here. A real
       *     backend never sends this field.
       */
      demoCode?: components['schemas']['OtpCode'];
    };
    SignUpCodeSent: components['schemas']['CodeSent'] & {
      phone: components['schemas']['E164Phone'];
    };
    SignInCodeSent: components['schemas']['CodeSent'] & {
      mobile: components['schemas']['E164Phone'];
    };
    PhoneVerified: {
      phone: components['schemas']['E164Phone'];
      /** @constant */
      verified: true;
    };
    SignedOut: {
      /** @constant */
      signedOut: true;
    };
    SentCode: {
      phone: components['schemas']['E164Phone'];
      purpose: components['schemas']['CodePurpose'];
      code: components['schemas']['OtpCode'];
    };
    ValidateEmailRequest: {
      email: string;
    };
    SendOtpRequest: {
      /** @description Any spelling of the number; the server writes it in E.164. */
      phone: string;
    };
    VerifyOtpRequest: {
      phone: string;
      code: string;
    };
    RegisterRequest: {
      email: string;
      phone: string;
      /** @description The code that verified the phone in this flow. */
      otp: string;
      name: string;
      designation: string;
      /** @description The name of the new company. */
      company: string;
    };
    LoginRequest: {
      email: string;
      /** Format: password */
      password: string;
    };
    SendLoginOtpRequest: {
      /** @description Any spelling of the number; the server writes it in E.164. */
      mobile: string;
    };
    VerifyLoginOtpRequest: {
      mobile: string;
      otp: string;
    };
  };
  responses: {
    /** @description The server failed. The app shows the message and lets the person try again. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Internal server error"
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description This client made 10 account checks (validate-email, send-otp, register: each counted on
     *     its own) in the last 10 minutes. The message says how long to wait.
     */
    AccountChecksExhausted: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Too many checks from this browser. Try again in 5 minutes."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description A code went to this number less than 30 seconds ago, 5 codes went to it in the last hour,
     *     or (send-otp only) this client made 10 account checks in the last 10 minutes. The
     *     message says how long to wait.
     */
    CodeLimitReached: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  validateEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "new.user@example.com"
         *     }
         */
        'application/json': components['schemas']['ValidateEmailRequest'];
      };
    };
    responses: {
      /** @description The address is well-formed and has no account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "email": "new.user@example.com",
           *       "available": true
           *     }
           */
          'application/json': components['schemas']['EmailAvailable'];
        };
      };
      /**
       * @description The address is malformed (not an email as JSON Schema formats it), or the body is
       *     not a JSON object of this call's fields.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Please enter a valid email address."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An account with this email already exists. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "An account with this email already exists"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['AccountChecksExhausted'];
      500: components['responses']['ServerError'];
    };
  };
  sendOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "phone": "+1 (555) 765-4321"
         *     }
         */
        'application/json': components['schemas']['SendOtpRequest'];
      };
    };
    responses: {
      /** @description The code was sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "phone": "+15557654321",
           *       "sent": true,
           *       "expiresInSeconds": 600,
           *       "resendAfterSeconds": 30,
           *       "demoCode": "482913"
           *     }
           */
          'application/json': components['schemas']['SignUpCodeSent'];
        };
      };
      /** @description The phone number is not one, or the body is not a JSON object of this call's fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Please enter a valid phone number, for example +15551234567."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An account with this phone number already exists. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "An account with this phone number already exists"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['CodeLimitReached'];
      500: components['responses']['ServerError'];
    };
  };
  verifyOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "phone": "+15557654321",
         *       "code": "482913"
         *     }
         */
        'application/json': components['schemas']['VerifyOtpRequest'];
      };
    };
    responses: {
      /** @description The number is verified. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "phone": "+15557654321",
           *       "verified": true
           *     }
           */
          'application/json': components['schemas']['PhoneVerified'];
        };
      };
      /**
       * @description The code is wrong (with the attempts left), expired, voided or already used; no code
       *     was sent to the number; a field is missing or the number is not one; or the body is
       *     not a JSON object of this call's fields.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "nina@newco.example",
         *       "phone": "+15557654321",
         *       "otp": "482913",
         *       "name": "Nina Newman",
         *       "designation": "Area Manager",
         *       "company": "Newco Stores"
         *     }
         */
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description The account exists and this is its first session. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "user-3f9a1c2b7d4e",
           *         "name": "Nina Newman",
           *         "email": "nina@newco.example",
           *         "phone": "+15557654321",
           *         "designation": "Area Manager",
           *         "company": "Newco Stores",
           *         "companyId": "company-8e21f0a9c3d7",
           *         "clearance": "Private"
           *       },
           *       "token": "5d0c4b8e2f7a91c3d6e0b4a7f2c8e1d9a3b6c0f4e7d2a5b8c1e4f7a0d3b6c9e2"
           *     }
           */
          'application/json': components['schemas']['Session'];
        };
      };
      /**
       * @description A field is missing (all of them are named), the email or phone is malformed, the
       *     phone was not verified with this code, or the verification has expired; or the body
       *     is not a JSON object of this call's fields.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The email or the phone number has an account already. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "An account with this phone number already exists"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['AccountChecksExhausted'];
      500: components['responses']['ServerError'];
    };
  };
  logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "owner@demo-retail.example",
         *       "password": "demo1234"
         *     }
         */
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "demo-owner",
           *         "name": "Olivia Grant",
           *         "email": "owner@demo-retail.example",
           *         "phone": "+15550100001",
           *         "designation": "Managing Director",
           *         "company": "Demo Retail Co",
           *         "companyId": "demo-retail-co",
           *         "clearance": "Private"
           *       },
           *       "token": "9b2e6f0c4a8d1e5b7c3f9a2d6e0b4c8f1a5d9e3b7c0f4a8e2d6b0c5f9a3e7d1b"
           *     }
           */
          'application/json': components['schemas']['Session'];
        };
      };
      /**
       * @description The body is missing, not a JSON object, or has a field other than `email` and
       *     `password`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The request body must be a JSON object."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The same answer for every failure. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Invalid email or password"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  sendLoginOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "mobile": "+15550100002"
         *     }
         */
        'application/json': components['schemas']['SendLoginOtpRequest'];
      };
    };
    responses: {
      /** @description A code was sent (or, for an unknown number, seemed to be). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "mobile": "+15550100002",
           *       "sent": true,
           *       "expiresInSeconds": 600,
           *       "resendAfterSeconds": 30,
           *       "demoCode": "205718"
           *     }
           */
          'application/json': components['schemas']['SignInCodeSent'];
        };
      };
      /** @description The number is not one, or the body is not a JSON object of this call's fields. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Please enter a valid phone number, for example +15551234567."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['CodeLimitReached'];
      500: components['responses']['ServerError'];
    };
  };
  verifyLoginOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "mobile": "+15550100002",
         *       "otp": "205718"
         *     }
         */
        'application/json': components['schemas']['VerifyLoginOtpRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "demo-ops",
           *         "name": "Omar Haddad",
           *         "email": "ops@demo-retail.example",
           *         "phone": "+15550100002",
           *         "designation": "Head of Operations",
           *         "company": "Demo Retail Co",
           *         "companyId": "demo-retail-co",
           *         "clearance": "Confidential"
           *       },
           *       "token": "1f4a7d0b3e6c9f2a5d8b1e4c7f0a3d6b9e2c5f8a1d4b7e0c3f6a9d2b5e8c1f4a"
           *     }
           */
          'application/json': components['schemas']['Session'];
        };
      };
      /**
       * @description The code is wrong (with the attempts left), expired, voided or used; no code was sent;
       *     a field is missing or the number is not one; or the body is not a JSON object of
       *     this call's fields.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token's user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": "demo-manager",
           *         "name": "Maya Chen",
           *         "email": "manager@demo-retail.example",
           *         "phone": "+15550100003",
           *         "designation": "Store Manager",
           *         "company": "Demo Retail Co",
           *         "companyId": "demo-retail-co",
           *         "clearance": "Classified"
           *       }
           *     }
           */
          'application/json': components['schemas']['CurrentUser'];
        };
      };
      /**
       * @description No token, an unknown or signed-out token, or a session older than 30 days (which is
       *     deleted).
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Not signed in"
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session, if there was one, has ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "signedOut": true
           *     }
           */
          'application/json': components['schemas']['SignedOut'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  readLatestCode: {
    parameters: {
      query: {
        /**
         * @description The number, in any spelling (written in E.164 before the lookup).
         * @example +15557654321
         */
        phone: string;
        /**
         * @description Which flow the code was sent for.
         * @example sign-up
         */
        purpose: components['schemas']['CodePurpose'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest code of that purpose sent to the number, whatever became of it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "phone": "+15557654321",
           *       "purpose": "sign-up",
           *       "code": "482913"
           *     }
           */
          'application/json': components['schemas']['SentCode'];
        };
      };
      /** @description The number is not one, or the purpose is neither sign-up nor sign-in. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The purpose must be sign-up or sign-in."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No code of that purpose was sent to the number. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "No sign-up code was sent to +15557654321."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
}
