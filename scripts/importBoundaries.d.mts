import type { Rule } from 'eslint';

export function publicEntries(root?: string): string[];
export const importBoundaries: Rule.RuleModule;
export const houseRules: { rules: Record<string, Rule.RuleModule> };
