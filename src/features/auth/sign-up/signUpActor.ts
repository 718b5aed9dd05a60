import type { ActorRefFrom } from 'xstate';
import type { signUpMachine } from '@machines/sign-up/sign-up.machine';

export type SignUpActorRef = ActorRefFrom<typeof signUpMachine>;
