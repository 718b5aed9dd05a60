import type { ActorRefFrom } from 'xstate';
import type { signInMachine } from '@machines/sign-in/sign-in.machine';

export type SignInActorRef = ActorRefFrom<typeof signInMachine>;
