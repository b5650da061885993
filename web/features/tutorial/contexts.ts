import type { TutorialMessage } from './message';
import { CONTRACTS_MESSAGES } from './messages/contracts';
import { EDITOR_MESSAGES } from './messages/editor';
import { PROFILE_MESSAGES } from './messages/profile';
import { WELCOME_MESSAGES } from './messages/welcome';

/**
 * Named tutorial contexts (docs/product.md §2). A page may also pass its own message list to
 * useTutorial.
 */
export const TUTORIAL_CONTEXTS = {
  welcome: WELCOME_MESSAGES,
  editor: EDITOR_MESSAGES,
  contracts: CONTRACTS_MESSAGES,
  profile: PROFILE_MESSAGES,
} as const satisfies Record<string, readonly TutorialMessage[]>;

export type TutorialContext = keyof typeof TUTORIAL_CONTEXTS;
