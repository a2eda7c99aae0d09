import { isAgentType } from '@/config/constants';
import {
  CONTRACT_PROMPT_EXCLUDED_TYPES,
  GREETING_UNTIL_HOUR,
  type AgentGridItem,
  type GreetingKey,
} from '../constants';

/** The agent dashboard is for agents only (types other than 0, 4 and 40); everyone else goes home. */
export const canOpenAgentArea = (type: number | null | undefined): boolean => isAgentType(type);

/** Contract prompts are raised for every member type except 4, 40, 41 and 42. */
export const canSeeContractPrompts = (type: number | null | undefined): boolean =>
  type != null && !CONTRACT_PROMPT_EXCLUDED_TYPES.includes(type);

/** The greeting for a local hour (0-23; 24 reads as evening too). */
export function greetingFor(hour: number): GreetingKey {
  return (GREETING_UNTIL_HOUR.find((part) => hour <= part.until) ?? GREETING_UNTIL_HOUR[GREETING_UNTIL_HOUR.length - 1])
    .key;
}

/** Grid items whose whitelist key is on (items without a key always show). */
export const visibleGridItems = <T extends Pick<AgentGridItem, 'key'>>(
  items: readonly T[],
  flags: Record<string, boolean>,
): T[] => items.filter((item) => item.key === null || flags[item.key] === true);
